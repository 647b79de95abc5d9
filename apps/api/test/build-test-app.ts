import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { inject } from 'vitest';
import { type App, type AppOptions, buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { type Database, type DatabaseConnection, openDatabase } from '../src/db/client.ts';
import { generateVapidKeys } from '../src/lib/vapid-keys.ts';
import { type PushSender, type VapidKeys, webPushSender } from '../src/modules/push/web-push-sender.ts';
import type { DecodeQueue } from '../src/modules/uploads/photo-encode.ts';
import type { QueuePhotoRemoval } from '../src/modules/uploads/photo-removal.ts';
import { createMemoryQueue } from './memory-queue.ts';
import { connectionTo, onServer, uniqueName } from './test-database.ts';

export type TestContext = {
  app: App;
  db: Database;
  vapid: VapidKeys;
  /** The app's DATA_DIR (photos under uploads/). */
  dataDir: string;
  /** Push jobs the app queued; `runJobs()` delivers those due at the test clock. */
  jobs: ReturnType<typeof createMemoryQueue>['jobs'];
  runJobs: () => Promise<number>;
  /** Where this file's database is (to start pg-boss on it, as server.ts does). */
  connection: DatabaseConnection;
  /** The app's pool (its usage is a metric). */
  pool: pg.Pool;
  /** A second pool on the same database, as a second server process would have (closed by the caller). */
  openSecondPool: () => ReturnType<typeof openDatabase>;
  /** The same app on its own pool of the same database, as a second server process (closed by the caller). */
  openSecondApp: () => Promise<{ app: App; close: () => Promise<void> }>;
  close: () => Promise<void>;
};

/**
 * A fresh database per test file, copied from the run's migrated and seeded template (see
 * global-setup.ts), on the embedded server or on TEST_DATABASE_URL's; dropped at close.
 */
export async function buildTestApp(
  options: {
    authRateLimitPerIp?: number;
    webDist?: string;
    extend?: (app: App) => void;
    now?: () => Date;
    send?: PushSender;
    /** The loopback push-service stub is allowed unless a test says otherwise (decision 026). */
    allowLoopbackPush?: boolean;
    decodeQueue?: DecodeQueue;
    /** The token key, when a second app (the social host) must accept the first one's tokens. */
    jwtSecret?: string;
    /** Sees every route as it is registered (see registered-routes.ts). */
    onRoute?: AppOptions['onRoute'];
    /** Each answer compared with zod's serialisation (decision 044): on unless a test wants production's path. */
    checkResponses?: boolean;
    trustProxy?: Config['trustProxy'];
    apiOrigins?: string[];
    logger?: AppOptions['logger'];
    /** More of the app's configuration (metrics token, overload limits, the read cache…). */
    config?: Partial<Pick<Config, 'metricsToken' | 'overload' | 'isReadCacheEnabled' | 'adminEmails'>>;
    /** Rate limits in this Redis (shared with another app given the same), else in memory. */
    redisUrl?: string;
    /** Photos in this S3-compatible bucket instead of DATA_DIR/uploads (decision 032). */
    objectStorage?: Config['objectStorage'];
    /** Where photo files that could not be removed go (pg-boss started by the test); else counted and logged. */
    queuePhotoRemoval?: QueuePhotoRemoval;
  } = {},
): Promise<TestContext> {
  const { connection, template } = inject('testServer');
  const name = uniqueName('elan_test');
  await onServer(connection, (client) => client.query(`create database ${name} template ${template}`));
  const database = await openDatabase(connectionTo(connection, name), { max: 5 });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-api-test-'));
  const vapid = { ...generateVapidKeys(), subject: 'mailto:tests@elan.fr' };
  const queue = createMemoryQueue();
  const allowLoopbackEndpoints = options.allowLoopbackPush ?? true;
  const send = options.send ?? webPushSender(vapid, { allowLoopback: allowLoopbackEndpoints });
  const now = options.now ?? (() => new Date());
  const config: AppOptions['config'] = {
    jwtSecret: options.jwtSecret ?? randomBytes(32).toString('hex'),
    webDist: options.webDist,
    logLevel: 'silent',
    dataDir,
    authRateLimitPerIp: options.authRateLimitPerIp ?? 1000,
    trustProxy: options.trustProxy ?? false,
    apiOrigins: options.apiOrigins,
    redisUrl: options.redisUrl,
    objectStorage: options.objectStorage,
    vapid,
    // Test files share a busy machine: overload refusals only where a test asks for them.
    overload: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 },
    // Tests write rows straight in SQL between two reads: a kept answer would be dropped only when
    // the notification arrives, a moment later (decision 050). Answers are kept where a test asks
    // (read-cache.test.ts); the servers of the process, topology and browser tests keep them.
    isReadCacheEnabled: false,
    ...options.config,
  };
  const appOn = (handle: { db: Database; pool: pg.Pool }, logger: AppOptions['logger']) =>
    buildApp({
      config,
      db: handle.db,
      pool: handle.pool,
      logger,
      now,
      push: { enqueue: queue.enqueue, send, allowLoopbackEndpoints },
      uploads: { decodeQueue: options.decodeQueue, queueRemoval: options.queuePhotoRemoval },
      onRoute: options.onRoute,
      checkResponses: options.checkResponses ?? true,
    });
  const app = await appOn(database, options.logger ?? false);
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    vapid,
    dataDir,
    connection: connectionTo(connection, name),
    pool: database.pool,
    jobs: queue.jobs,
    runJobs: () => queue.runDue({ db: database.db, send, now }),
    openSecondPool: () => openDatabase(connectionTo(connection, name), { max: 2 }),
    async openSecondApp() {
      const second = await openDatabase(connectionTo(connection, name), { max: 2 });
      const other = await appOn(second, false);
      await other.ready();
      return {
        app: other,
        close: async () => {
          await other.close();
          await second.close();
        },
      };
    },
    close: async () => {
      await app.close();
      await database.close();
      await onServer(connection, (client) => client.query(`drop database if exists ${name} with (force)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
