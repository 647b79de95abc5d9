import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openAppDatabase } from './db/open-app-database.ts';
import { seedCatalogue } from './db/seed/catalogue.ts';

/** config → database → seed → buildApp → listen; closes everything on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const database = await openAppDatabase(config, (message) => console.log(message));
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    await seedCatalogue(database.db);
    app = await buildApp({ config, db: database.db });
  } catch (error) {
    await database.close();
    throw error;
  }

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'arrêt en cours');
    // Élan first (stop accepting, let in-flight requests finish), then the pool, then the
    // embedded PostgreSQL with a fast shutdown (checkpoint).
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await database.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
