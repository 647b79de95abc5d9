import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { completionListQuery, createCompletionBody } from '@elan/domain';
import sharp from 'sharp';
import { createBadgesService } from '../../apps/api/src/modules/badges/badges.service.ts';
import { createCompletionsService } from '../../apps/api/src/modules/completions/completions.service.ts';
import { diskPhotoStorage } from '../../apps/api/src/modules/uploads/photo-storage.ts';
import { createUploadsService } from '../../apps/api/src/modules/uploads/uploads.service.ts';
import { openBenchDatabase } from '../database.ts';
import { type LoadResult, load, table } from '../load.ts';
import { measureHelloWorld, startServer } from '../server.ts';
import {
  type CompletionsDataset,
  isDatasetShared,
  loadRequests,
  login,
  percentile,
  seconds,
  sharedCompletionsDataset,
  tenSetLog,
} from './completions-dataset.ts';
import { explainCalls, reportPlans } from './sql-plans.ts';

const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');
const PHOTO = { width: 4000, height: 3000, quality: 90, uploads: 5 } as const;

export function describeDataset(dataset: CompletionsDataset, isReused: boolean): string {
  return [
    isReused
      ? `Data set reused from earlier in this run (built in ${dataset.buildSeconds.toFixed(0)} s)`
      : `Data set built in ${dataset.buildSeconds.toFixed(0)} s: ${JSON.stringify(dataset.steps)}`,
    `Counts: ${JSON.stringify(dataset.counts)}`,
    `Members: bench ${dataset.bench.id} (${dataset.bench.completions} completions), writer ${dataset.writer.id} (${dataset.writer.completions}), light ${dataset.light.id} (${dataset.light.completions}), heavy ${dataset.heavy.id} (${dataset.heavy.completions})`,
  ].join('\n');
}

export function completionPayload(dataset: CompletionsDataset, weightKg = 40) {
  return {
    program_id: dataset.target.programId,
    session_id: dataset.target.sessionId,
    duration_minutes: 45,
    feeling: 'good' as const,
    notes: 'Séance du banc d’essai',
    sets: tenSetLog(dataset.target.exerciseIds, weightKg),
  };
}

/** A 4000×3000 JPEG of gradients and noise (about 5 MB: a phone photo, not a flat image). */
async function makePhoto(): Promise<Buffer> {
  const { width, height } = PHOTO;
  const raw = Buffer.allocUnsafe(width * height * 3);
  let seed = 0x2545f491;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 3) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      raw[i] = Math.max(0, Math.min(255, (x * 255) / width + (seed & 63) - 32));
      raw[i + 1] = Math.max(0, Math.min(255, (y * 255) / height + ((seed >> 8) & 63) - 32));
      raw[i + 2] = Math.max(0, Math.min(255, 128 + 100 * Math.sin((x + y) / 150) + ((seed >> 16) & 31) - 16));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: PHOTO.quality })
    .toBuffer();
}

/** VmRSS and VmHWM (peak RSS) of a process, in MB. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** Resets VmHWM to the current RSS (Linux clear_refs 5), so the peak read afterwards is the uploads'. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function uploads(url: string, pid: number, headers: Record<string, string>) {
  let startedAt = performance.now();
  const photo = await makePhoto();
  const meta = await sharp(photo).metadata();
  console.log(
    `Photo: ${meta.width}×${meta.height} ${meta.format}, ${(photo.length / 1024 / 1024).toFixed(2)} MB (made in ${seconds(startedAt)})`,
  );
  const before = memoryOf(pid);
  const isReset = resetPeak(pid);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(memoryOf(pid).rss), 50);
  const times: number[] = [];
  let lastUrl = '';
  try {
    for (let index = 0; index < PHOTO.uploads; index++) {
      const form = new FormData();
      form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
      startedAt = performance.now();
      const response = await fetch(`${url}/api/uploads/session-photo`, {
        method: 'POST',
        headers,
        body: form,
      });
      const body = (await response.json()) as { data?: { url: string } };
      times.push(performance.now() - startedAt);
      if (response.status !== 201 || !body.data) throw new Error(`upload answered ${response.status}`);
      lastUrl = body.data.url;
    }
  } finally {
    clearInterval(sampler);
  }
  const after = memoryOf(pid);
  const served = await fetch(`${url}${lastUrl}`);
  const servedMeta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    `${PHOTO.uploads} sequential uploads: ${times.map(ms).join(', ')} — min ${ms(Math.min(...times))}, median ${ms(percentile(times, 0.5))}, max ${ms(Math.max(...times))}`,
  );
  console.log(`Served back: ${servedMeta.width}×${servedMeta.height} ${servedMeta.format}`);
  console.log(
    `Server memory: RSS ${before.rss.toFixed(0)} MB before, peak of 50 ms samples ${Math.max(...samples).toFixed(0)} MB, ` +
      `VmHWM ${after.hwm.toFixed(0)} MB ${isReset ? '(reset just before the uploads)' : `(since start: clear_refs refused; before the uploads ${before.hwm.toFixed(0)} MB)`}, RSS ${after.rss.toFixed(0)} MB after`,
  );
}

export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Before measuring: a few seconds of the same traffic, so the first figure is not the cold cache's. */
export const WARM_UP_SECONDS = 3;
/** A scan of completions or completion_sets returning more rows than this reads a history, not a page. */
export const LARGE_SCAN_ROWS = 500;

/**
 * Completions (issue 4): POST /api/completions with a 10-set log and GET /api/completions/user/{id}
 * on a 1,000,000-completion database, their query plans, and a 4000×3000 photo upload's time and
 * server memory.
 */
export async function completions(): Promise<void> {
  let startedAt = performance.now();
  const isReused = isDatasetShared();
  const dataset = await sharedCompletionsDataset();
  console.log(describeDataset(dataset, isReused));
  if (!isReused) console.log(`(ready in ${seconds(startedAt)})`);
  const { bench, heavy, writer } = dataset;
  const { limit, offset } = completionListQuery.parse({});

  // 1. The SQL behind both endpoints, through the app's own services, wired as app.ts wires them.
  startedAt = performance.now();
  const handle = await openBenchDatabase(dataset.dataDir);
  let planSets: Awaited<ReturnType<typeof explainCalls>>;
  try {
    const { db } = handle;
    const badges = createBadgesService(db);
    const service = createCompletionsService(
      db,
      createUploadsService(db, diskPhotoStorage(dataset.dataDir)),
      {
        onSaved: [(tx, event) => badges.onCompletionSaved(tx, event)],
        onDeleted: [(tx, userId) => badges.recount(tx, userId)],
      },
    );
    let key = 0;
    planSets = await explainCalls(handle.pool, [
      [
        `POST /api/completions (member ${writer.id}, 10 sets, Idempotency-Key)`,
        () =>
          service.create(
            writer.id,
            createCompletionBody.parse(completionPayload(dataset)),
            `explain-${Date.now()}-${key++}`,
          ),
      ],
      [
        `GET /api/completions/user/${bench.id} (limit ${limit}; ${bench.completions} completions)`,
        () => service.listByUser(bench.id, limit, offset),
      ],
      [
        `GET /api/completions/user/${heavy.id} (limit ${limit}; ${heavy.completions} completions)`,
        () => service.listByUser(heavy.id, limit, offset),
      ],
    ]);
  } finally {
    await handle.close();
  }
  console.log(`Plans in ${seconds(startedAt)}`);
  mkdirSync(resultsDir, { recursive: true });
  reportPlans(
    path.join(resultsDir, 'completions-plans.md'),
    `Query plans of the completions scenario — ${JSON.stringify(dataset.counts)}`,
    planSets,
    ['completions', 'completion_sets'],
    LARGE_SCAN_ROWS,
  );

  // 2. The real server on that DATA_DIR.
  const server = await startServer({ port: 3903, dataDir: dataset.dataDir });
  const pid = server.child.pid;
  console.log(`\nStart on the 1,000,000-completion DATA_DIR to healthy: ${Math.round(server.startupMs)} ms`);
  try {
    const benchHeaders = await login(server.url, bench);
    const writerHeaders = await login(server.url, writer);

    // 3. The photo first, on a server that has done nothing else yet.
    if (pid) await uploads(server.url, pid, benchHeaders);

    // 4. One request each: a wrong scenario (401, 404, 400) must not pass for a result.
    const listPath = `/api/completions/user/${bench.id}`;
    const heavyPath = `/api/completions/user/${heavy.id}`;
    const list = await fetch(`${server.url}${listPath}`, { headers: benchHeaders });
    const listBody = (await list.json()) as { data: unknown[] };
    if (list.status !== 200 || listBody.data.length !== limit)
      throw new Error(`GET ${listPath} answered ${list.status}`);
    const body = JSON.stringify(completionPayload(dataset));
    const jsonHeaders = { ...writerHeaders, 'content-type': 'application/json' };
    const post = await fetch(`${server.url}/api/completions`, {
      method: 'POST',
      headers: { ...jsonHeaders, 'idempotency-key': `check-${Date.now()}` },
      body,
    });
    const postBody = (await post.json()) as { data: { sets: unknown[] } };
    if (post.status !== 201 || postBody.data.sets.length !== 10)
      throw new Error(`POST /api/completions answered ${post.status}`);
    console.log(
      `\nGET ${listPath}: ${list.status}, ${listBody.data.length} items; POST /api/completions: ${post.status}, ${postBody.data.sets.length} sets logged`,
    );

    // 5. The load, after a short warm-up on the lists. Each POST carries its own Idempotency-Key, as
    // the summary page sends one: every request is a new completion (checked against the writer's
    // counter), never a replay.
    console.log(`\n(load average before the load: ${loadAverage()})`);
    const helloWorld = await measureHelloWorld(3906, { warmUp: WARM_UP_SECONDS });
    await loadRequests(
      'warm-up',
      server.url,
      [listPath, heavyPath].map((urlPath) => ({
        method: 'GET' as const,
        path: urlPath,
        headers: benchHeaders,
      })),
      { duration: WARM_UP_SECONDS },
    );
    const results: LoadResult[] = [
      helloWorld,
      await load(
        `GET /api/completions/user/{id} (${bench.completions} completions, limit ${limit})`,
        `${server.url}${listPath}`,
        { headers: benchHeaders },
      ),
      await load(
        `GET /api/completions/user/{id} (${heavy.completions} completions, limit ${limit})`,
        `${server.url}${heavyPath}`,
        { headers: benchHeaders },
      ),
    ];
    const statsPath = `/api/badges/user/${writer.id}/stats`;
    const sessionsOf = async () => {
      const response = await fetch(`${server.url}${statsPath}`, { headers: writerHeaders });
      return ((await response.json()) as { data: { total_sessions: number } }).data.total_sessions;
    };
    const sessionsBefore = await sessionsOf();
    let counter = 0;
    const runId = Date.now().toString(36);
    const posted = await loadRequests('POST /api/completions (10 sets, unique Idempotency-Key)', server.url, [
      {
        method: 'POST',
        path: '/api/completions',
        headers: jsonHeaders,
        body,
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'idempotency-key': `bench-${runId}-${counter++}` },
        }),
      },
    ]);
    results.push(posted);
    // Requests still in flight when autocannon stops, or past its 10 s timeout, are not counted as
    // 2xx by it, but the server finishes them: wait for the queue to drain before counting.
    let created = (await sessionsOf()) - sessionsBefore;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const now = (await sessionsOf()) - sessionsBefore;
      if (now === created) break;
      created = now;
    }
    console.log(`\n${table(results, helloWorld)}`);
    const isConsistent = created >= posted.ok && created <= counter;
    console.log(
      `\nPOST load: ${posted.ok} answered 2xx, ${counter} keys issued, ${created} completions created (${isConsistent ? 'at least one per 2xx and none beyond the keys issued: no replay, no duplicate' : 'INCONSISTENT'})`,
    );
    console.log(`(load average after the load: ${loadAverage()})`);
  } finally {
    await server.stop();
  }
}
