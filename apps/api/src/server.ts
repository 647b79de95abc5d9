import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { runPrimary } from './cluster/primary.ts';
import { loadConfig } from './config.ts';
import { embeddedBackup } from './db/backup/online-backup.ts';
import { openAppDatabase } from './db/open-app-database.ts';
import { startJobs } from './jobs/queue.ts';
import { readyLine, serverLogger } from './lib/terminal.ts';
import { createPhotoStorage } from './modules/uploads/photo-storage-choice.ts';
import { seedOnStart } from './seed/seed-on-start.ts';

/** config → database → seed → jobs → buildApp → listen; closes everything on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  // WORKERS > 1: this process owns the database and runs the workers, which run the rest below.
  if (cluster.isPrimary && config.workers > 1) return runPrimary(config, fileURLToPath(import.meta.url));
  const database = await openAppDatabase(config, (message) => console.log(message));
  let app: Awaited<ReturnType<typeof buildApp>>;
  let jobs: Awaited<ReturnType<typeof startJobs>> | undefined;
  // Chosen once (DATA_DIR/uploads or the S3_* bucket), shared by the routes and the clean-up job.
  const photoStorage = createPhotoStorage(config);
  try {
    // A cluster worker finds the database seeded by its primary.
    if (cluster.isPrimary) await seedOnStart(database.db, config, (message) => console.log(message));
    jobs = await startJobs({
      connection: database.connection,
      db: database.db,
      vapid: config.vapid,
      photoStorage,
      isWorker: config.isJobsEnabled,
      allowLoopbackPush: config.isTestPushLoopback,
      backup: embeddedBackup(config, database.connection),
      log: (message) => console.error(message),
    });
    if (config.isTestPushLoopback)
      console.error('ELAN_TEST_PUSH_LOOPBACK : abonnements push en boucle locale acceptés (tests)');
    app = await buildApp({
      config,
      db: database.db,
      pool: database.pool,
      // A terminal gets readable lines; a pipe or a file, JSON (decision 025).
      logger: serverLogger(config.logLevel),
      push: { enqueue: jobs.enqueue, allowLoopbackEndpoints: config.isTestPushLoopback },
      uploads: { storage: photoStorage, queueRemoval: jobs.queuePhotoRemoval },
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
    // Élan first: it stops accepting and lets the running requests answer, those whose client
    // went away included, for at most DRAIN_GRACE_MS (decision 040). Then the jobs (running ones
    // finish), then the pool, then the embedded PostgreSQL with a fast shutdown (checkpoint).
    await app.close();
    await jobs?.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A cluster worker whose primary is gone stops too: nobody would stop it, nor the database.
  if (cluster.isWorker) process.on('disconnect', () => void shutdown('disconnect'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await jobs?.stop();
    await database.close();
    throw error;
  }
  // A newcomer's terminal: one French line saying where to go (a cluster's primary says it once).
  if (process.stdout.isTTY && cluster.isPrimary)
    console.log(readyLine(app.server.address(), config.host, config.port));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
