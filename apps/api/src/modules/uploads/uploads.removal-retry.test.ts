import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { registerMember } from '../../../test/factories.ts';
import { uploadPhoto } from '../../../test/photo-upload.ts';
import { type S3Store, startS3Store } from '../../../test/s3-store.ts';
import { startJobs } from '../../jobs/queue.ts';
import { rowsOf } from '../../lib/db-errors.ts';
import { createPhotoStorage } from './photo-storage-choice.ts';
import { deleteUnattachedUploads } from './uploads.cleanup.ts';

/**
 * A photo's row is deleted, its file cannot be (the bucket is down): the file is counted in the
 * metrics, queued in pg-boss (`photo-removal`), and removed by a retry once the bucket is back.
 */
const HOUR = 60 * 60 * 1000;
const METRICS_TOKEN = 'jeton-des-metriques-de-test';
const clock = createTestClock('2026-03-02T09:00:00Z');
let store: S3Store;
let ctx: TestContext;
let jobs: Awaited<ReturnType<typeof startJobs>>;
let jpeg: Buffer;
let storage: ReturnType<typeof createPhotoStorage>;

beforeAll(async () => {
  store = await startS3Store();
  ctx = await buildTestApp({
    now: clock.now,
    objectStorage: store.objectStorage,
    config: { metricsToken: METRICS_TOKEN },
    queuePhotoRemoval: (names) => jobs.queuePhotoRemoval(names),
  });
  storage = createPhotoStorage({ dataDir: ctx.dataDir, objectStorage: store.objectStorage });
  jobs = await startJobs({
    connection: ctx.connection,
    db: ctx.db,
    vapid: ctx.vapid,
    photoStorage: storage,
    isWorker: true,
    log: () => {},
    now: clock.now,
    photoRemovalRetrySeconds: 1,
  });
  jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#369' } })
    .jpeg()
    .toBuffer();
}, 60_000);
afterAll(async () => {
  await jobs?.stop();
  await ctx?.close();
  await store?.close();
});

const keyOf = (name: string) => `uploads/${name}`;

async function uploaded(member: Awaited<ReturnType<typeof registerMember>>) {
  const response = await uploadPhoto(ctx.app, member, jpeg);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json().data as { name: string }).name;
}

/** A series of `GET /api/metrics`, by its exact name and labels; 0 when absent. */
async function metric(series: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  const line = response.body.split('\n').find((text) => text.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const removalJobs = async () =>
  rowsOf<{ state: string; names: string[] }>(
    await ctx.db.execute(
      sql`select state, data->'names' as names from pgboss.job where name = 'photo-removal' order by created_on`,
    ),
  );

async function eventually(what: string, check: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`jamais arrivé : ${what}`);
}

describe('photos jamais laissées derrière : une suppression de fichier ratée est réessayée', () => {
  it('bucket en panne : compte effacé et nettoyage des 24 h → tâches en file, métrique comptée ; bucket revenu → fichiers supprimés', async () => {
    const leaving = await registerMember(ctx.app);
    const ofLeaving = await uploaded(leaving);
    const staying = await registerMember(ctx.app);
    const orphan = await uploaded(staying);
    clock.advance(25 * HOUR);
    const failuresBefore = await metric('elan_photo_removal_failures_total');

    await store.stop();
    const erased = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${leaving.user.id}`,
      headers: leaving.auth,
      payload: { password: leaving.password },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(
      await deleteUnattachedUploads(ctx.db, storage, clock.now(), {
        queue: jobs.queuePhotoRemoval,
        log: () => {},
      }),
    ).toBe(1);

    // Both files are queued and counted; no try succeeds while the bucket is down.
    const queued = await removalJobs();
    expect(queued.map((job) => job.names)).toEqual([[ofLeaving], [orphan]]);
    for (const job of queued) expect(['created', 'retry', 'active']).toContain(job.state);
    expect(await metric('elan_photo_removal_failures_total')).toBe(failuresBefore + 2);

    await store.restart();
    await eventually('les deux tâches terminées', async () =>
      (await removalJobs()).every((job) => job.state === 'completed'),
    );
    expect(await store.exists(keyOf(ofLeaving))).toBe(false);
    expect(await store.exists(keyOf(orphan))).toBe(false);
    expect(await metric('elan_jobs_queued{queue="photo-removal"}')).toBe(0);
  }, 120_000);
});
