import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedCatalogue } from './db/seed/catalogue.ts';

/** config → database → seed → buildApp → listen; closes everything on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await seedCatalogue(database.db);
  // PGlite runs no autovacuum/autoanalyze: refresh the planner's statistics once per start.
  if (database.kind === 'pglite') await database.db.execute(sql`analyze`);
  const app = await buildApp({ config, db: database.db });

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'arrêt en cours');
    // app.close stops accepting, lets in-flight requests finish, then we close the database.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
