import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { generateVapidKeys } from '../../src/lib/vapid-keys.ts';
import { startPushServiceStub } from '../push-service-stub.ts';
import { startS3Store } from '../s3-store.ts';
import { bundleApi, startElan } from './elan-process.ts';
import { startNginx } from './nginx.ts';
import { startDebianPostgres, startRedis } from './system-services.ts';

type Stoppable = { stop: () => Promise<void> };

/**
 * The topology of issue 16 « Many processes » (decision 032), on loopback: Debian's PostgreSQL
 * and redis-server, s3rver, a push-service stub, two Élan processes (the `npm start` bundle, same
 * secrets, each its own DATA_DIR, both running the jobs) and Debian's nginx in front of them with
 * the committed template. `stop` stops everything, in the reverse order.
 */
export async function startTopology() {
  const started: Stoppable[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-topology-'));
  const stop = async () => {
    for (const service of started.reverse()) await service.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    bundleApi();
    const vapid = { ...generateVapidKeys(), subject: 'mailto:tests@elan.fr' };
    const [postgres, redis, store, stub] = await Promise.all([
      startDebianPostgres(),
      startRedis(),
      startS3Store(),
      startPushServiceStub(vapid.publicKey),
    ]);
    started.push(postgres, redis, { stop: () => store.close() }, { stop: () => stub.close() });
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('create database elan');
    await admin.end();
    const databaseUrl = postgres.url.replace(/\/postgres$/, '/elan');
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      S3_ENDPOINT: store.objectStorage.endpoint,
      S3_BUCKET: store.objectStorage.bucket,
      S3_ACCESS_KEY: store.objectStorage.accessKeyId,
      S3_SECRET_KEY: store.objectStorage.secretAccessKey,
      TRUST_PROXY: '1',
      JOBS: 'on',
      JWT_SECRET: randomBytes(32).toString('hex'),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      // The push-service stub listens on 127.0.0.1 (Vitest sets NODE_ENV=test).
      ELAN_TEST_PUSH_LOOPBACK: '1',
      LOG_LEVEL: 'error',
      ELAN_ONLY: '',
      // The API alone: no web app to build or serve.
      WEB_DIST: path.join(dataDir, 'no-web'),
    };
    // One after the other: the second finds the schema migrated and the catalogue seeded.
    const first = await startElan({ ...env, DATA_DIR: path.join(dataDir, 'elan-1') });
    started.push(first);
    const second = await startElan({ ...env, DATA_DIR: path.join(dataDir, 'elan-2') });
    started.push(second);
    const nginx = await startNginx([first.address, second.address]);
    started.push(nginx);
    return { dataDir, databaseUrl, store, stub, elan: [first, second], nginx, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type Topology = Awaited<ReturnType<typeof startTopology>>;
