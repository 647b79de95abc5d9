import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openAppDatabase } from './db/open-app-database.ts';
import { seedCatalogue } from './db/seed/catalogue.ts';
import { DEMO_ACCOUNT, seedDemoData } from './db/seed/demo.ts';
import { startJobs } from './jobs/queue.ts';
import { createBadgesService } from './modules/badges/badges.service.ts';
import { createPhotoStorage } from './modules/uploads/photo-storage-choice.ts';

/** config → database → seed → jobs → buildApp → listen; closes everything on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const database = await openAppDatabase(config, (message) => console.log(message));
  let app: Awaited<ReturnType<typeof buildApp>>;
  let jobs: Awaited<ReturnType<typeof startJobs>> | undefined;
  // Chosen once (DATA_DIR/uploads or the S3_* bucket), shared by the routes and the clean-up job.
  const photoStorage = createPhotoStorage(config);
  try {
    await seedCatalogue(database.db);
    // The social host leaves the demo to the main server (one writer on an empty database).
    if (config.isDemoData && config.only !== 'social') {
      const badges = createBadgesService(database.db);
      const seeded = await seedDemoData(database.db, {
        settle: async (tx, userId) => {
          await badges.recount(tx, userId);
          await badges.evaluate(tx, userId);
        },
      });
      if (seeded)
        console.log(`Données de démonstration créées : ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
    }
    jobs = await startJobs({
      connection: database.connection,
      db: database.db,
      vapid: config.vapid,
      photoStorage,
      isWorker: config.isJobsEnabled,
      allowLoopbackPush: config.isTestPushLoopback,
      log: (message) => console.error(message),
    });
    if (config.isTestPushLoopback)
      console.error('ELAN_TEST_PUSH_LOOPBACK : abonnements push en boucle locale acceptés (tests)');
    app = await buildApp({
      config,
      db: database.db,
      push: { enqueue: jobs.enqueue, allowLoopbackEndpoints: config.isTestPushLoopback },
      uploads: { storage: photoStorage },
    });
  } catch (error) {
    await jobs?.stop();
    await database.close();
    throw error;
  }

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'arrêt en cours');
    // Élan first (stop accepting, let in-flight requests finish), then the jobs (running ones
    // finish), then the pool, then the embedded PostgreSQL with a fast shutdown (checkpoint).
    await app.close();
    await jobs?.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await jobs?.stop();
    await database.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
