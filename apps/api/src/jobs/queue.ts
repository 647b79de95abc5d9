import { NOTIFICATION_LIMITS, PARIS_TIME_ZONE } from '@elan/domain';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database, DatabaseConnection, Executor } from '../db/client.ts';
import { rowsOf } from '../lib/db-errors.ts';
import { createChallengesService } from '../modules/challenges/challenges.service.ts';
import { createNotifier } from '../modules/push/notifier.ts';
import { createPushDelivery } from '../modules/push/push.delivery.ts';
import type { Enqueue, PushJob } from '../modules/push/push.jobs.ts';
import { type VapidKeys, webPushSender } from '../modules/push/web-push-sender.ts';
import { createFeedEventWriters } from '../modules/social/social.events.ts';
import type { QueuePhotoRemoval } from '../modules/uploads/photo-removal.ts';
import type { PhotoStorage } from '../modules/uploads/photo-storage.ts';
import { deleteUnattachedUploads } from '../modules/uploads/uploads.cleanup.ts';
import { planTrainingReminders, sendDailyMotivation } from './scheduled-notifications.ts';

/** The advisory lock key that serialises pg-boss's set-up across processes (any fixed number). */
const JOBS_SETUP_LOCK = 7_412_027;

const QUEUES = {
  delivery: 'push-delivery',
  reminders: 'training-reminders',
  motivation: 'daily-motivation',
  uploadsCleanup: 'uploads-cleanup',
  photoRemoval: 'photo-removal',
  backup: 'embedded-backup',
  challengesSettle: 'challenges-settle',
} as const;

/** pg-boss's `$1, $2…` statement as Drizzle SQL, so a job is sent on the caller's transaction. */
function toSql(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    // An unset option is `undefined`, which Drizzle would render as nothing: send NULL.
    chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
    last = (match.index ?? 0) + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

const onExecutor = (executor: Executor) => ({
  executeSql: async (text: string, values: unknown[] = []) => ({
    rows: rowsOf<unknown>(await executor.execute(toSql(text, values))),
  }),
});

/**
 * The job queue: pg-boss in its own `pgboss` schema of the same database, on a small pool of its
 * own. Every process queues (in the caller's transaction); with `JOBS=on` this one also runs the
 * crons (pg-boss sends each tick once across processes) and the push workers.
 */
export async function startJobs(options: {
  connection: DatabaseConnection;
  db: Database;
  vapid: VapidKeys;
  /** Where the photos the hourly clean-up deletes live (the app's own storage). */
  photoStorage: PhotoStorage;
  isWorker: boolean;
  /** Tests only: push to the loopback stub (ELAN_TEST_PUSH_LOOPBACK). */
  allowLoopbackPush?: boolean;
  /** The embedded database's daily backup (absent on DATABASE_URL: that server has its own). */
  backup?: () => Promise<string>;
  log: (message: string) => void;
  now?: () => Date;
  /** First wait before a photo file's removal is tried again, doubled at each try (tests: 1 s). */
  photoRemovalRetrySeconds?: number;
}) {
  const { db, isWorker, log, now = () => new Date() } = options;
  const settings =
    typeof options.connection === 'string' ? { connectionString: options.connection } : options.connection;
  const boss = new PgBoss({
    ...(settings as PgBoss.DatabaseOptions),
    schema: 'pgboss',
    max: 3,
    application_name: 'elan-jobs',
    supervise: isWorker,
    schedule: isWorker,
  });
  boss.on('error', (error: Error) => log(`file de tâches : ${error.message}`));
  // Several Élan starting together (WORKERS, several hosts): one installs pg-boss's schema and
  // creates the queues while the others wait, on a session lock of a connection of its own —
  // two processes creating the same queue partitions at once deadlock (seen with WORKERS=2).
  const lock = new pg.Client(settings);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [JOBS_SETUP_LOCK]);
    await boss.start();
    for (const name of Object.values(QUEUES)) {
      if (!(await boss.getQueue(name))) {
        await boss.createQueue(name, {
          name,
          retryLimit: 6,
          retryDelay: 15,
          retryBackoff: true,
          expireInSeconds: 120,
        });
      }
    }
  } finally {
    await lock.end();
  }

  const enqueue: Enqueue = async (executor, job, jobOptions = {}) => {
    await boss.send(QUEUES.delivery, job, {
      startAfter: jobOptions.startAfter,
      // With a key, a second send of the same job within a day is a no-op (two planners).
      ...(jobOptions.singletonKey ? { singletonKey: jobOptions.singletonKey, singletonHours: 24 } : {}),
      db: onExecutor(executor),
    });
  };

  // A file the storage would not remove (bucket away, disk error) is tried again: 60 s, 2 min, 4 min…
  // — 12 tries, about three days in all, enough for an outage to be mended.
  const queuePhotoRemoval: QueuePhotoRemoval = async (names) => {
    await boss.send(
      QUEUES.photoRemoval,
      { names },
      { retryLimit: 12, retryDelay: options.photoRemovalRetrySeconds ?? 60, retryBackoff: true },
    );
  };

  if (isWorker) {
    const notifier = createNotifier(enqueue, now);
    const send = webPushSender(options.vapid, { allowLoopback: options.allowLoopbackPush });
    const delivery = createPushDelivery({ db, send, enqueue, now });
    // One job a fetch: a failure retries that push alone (a retry skips devices already reached).
    await boss.work<PushJob>(QUEUES.delivery, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
      if (job) await delivery.run(job.data);
    });
    await boss.work(QUEUES.reminders, async () => {
      await planTrainingReminders(db, notifier, now());
    });
    await boss.work(QUEUES.motivation, async () => {
      await sendDailyMotivation(db, notifier, now());
    });
    await boss.work(QUEUES.uploadsCleanup, async () => {
      await deleteUnattachedUploads(db, options.photoStorage, now(), { queue: queuePhotoRemoval, log });
    });
    // A failure throws: pg-boss tries the job again later (removing a missing file succeeds).
    await boss.work<{ names: string[] }>(QUEUES.photoRemoval, async ([job]) => {
      for (const name of job?.data.names ?? []) await options.photoStorage.remove(name);
    });
    // Challenges that ended yesterday (Paris) are settled just after midnight, read or not (decision 126).
    const feedEvents = createFeedEventWriters(now);
    const challenges = createChallengesService(db, {
      now,
      notifier,
      onBadgeEarned: (tx, userId, badge) =>
        notifier.onAchievements(tx, userId, [badge], undefined, feedEvents.achievementsSql(userId, [badge])),
    });
    await boss.work(QUEUES.challengesSettle, async () => {
      await challenges.settleDue();
    });
    await boss.schedule(QUEUES.challengesSettle, '5 0 * * *', {}, { tz: PARIS_TIME_ZONE, retryLimit: 3 });
    await boss.schedule(QUEUES.uploadsCleanup, '17 * * * *', {}, { tz: PARIS_TIME_ZONE, retryLimit: 1 });
    await scheduleBackup(boss, options.backup, log);
    await boss.schedule(QUEUES.reminders, '* * * * *', {}, { tz: PARIS_TIME_ZONE, retryLimit: 0 });
    await boss.schedule(
      QUEUES.motivation,
      `0 ${NOTIFICATION_LIMITS.dailyMotivationHour} * * *`,
      {},
      { tz: PARIS_TIME_ZONE, retryLimit: 3 },
    );
  }

  return {
    enqueue,
    queuePhotoRemoval,
    /** Lets running jobs finish (10 s at most), then closes pg-boss's pool; before the app pool closes. */
    stop: () => boss.stop({ graceful: true, timeout: 10_000, wait: true }),
  };
}

/** Every night at 03:30 (Paris), into DATA_DIR/backups; the 7 newest are kept. */
async function scheduleBackup(
  boss: PgBoss,
  backup: (() => Promise<string>) | undefined,
  log: (message: string) => void,
) {
  if (!backup) {
    await boss.unschedule(QUEUES.backup);
    return;
  }
  await boss.work(QUEUES.backup, async () => {
    try {
      await backup();
    } catch (error) {
      log((error as Error).message);
      throw error;
    }
  });
  await boss.schedule(
    QUEUES.backup,
    '30 3 * * *',
    {},
    { tz: PARIS_TIME_ZONE, retryLimit: 2, retryDelay: 600 },
  );
}
