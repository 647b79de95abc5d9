import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { completionListQuery, createCompletionBody } from '@elan/domain';
import { createBadgesService } from '../../apps/api/src/modules/badges/badges.service.ts';
import { createCompletionsService } from '../../apps/api/src/modules/completions/completions.service.ts';
import { createPhotoLinks } from '../../apps/api/src/modules/uploads/photo-links.ts';
import { diskPhotoStorage } from '../../apps/api/src/modules/uploads/photo-storage.ts';
import { createUploadsService } from '../../apps/api/src/modules/uploads/uploads.service.ts';
import { openBenchDatabase } from '../database.ts';
import { type LoadResult, load, loadAverage, loadRequests, seconds, table } from '../load.ts';
import { login, measureHelloWorld, startServer } from '../server.ts';
import { type CompletionsDataset, isDatasetShared, sharedCompletionsDataset } from './completions-dataset.ts';
import { completionPayload } from './completions-payload.ts';
import { hostileUploads, uploads } from './completions-photo.ts';
import { explainCalls, reportPlans } from './sql-plans.ts';

const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');

export function describeDataset(dataset: CompletionsDataset, isReused: boolean): string {
  return [
    isReused
      ? `Data set reused from earlier in this run (built in ${dataset.buildSeconds.toFixed(0)} s)`
      : `Data set built in ${dataset.buildSeconds.toFixed(0)} s: ${JSON.stringify(dataset.steps)}`,
    `Counts: ${JSON.stringify(dataset.counts)}`,
    `Members: bench ${dataset.bench.id} (${dataset.bench.completions} completions), writer ${dataset.writer.id} (${dataset.writer.completions}), light ${dataset.light.id} (${dataset.light.completions}), heavy ${dataset.heavy.id} (${dataset.heavy.completions})`,
  ].join('\n');
}

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
      createUploadsService(
        db,
        diskPhotoStorage(dataset.dataDir),
        createPhotoLinks('bench', () => new Date()),
      ),
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
        () => service.listByUser(bench.id, bench.id, { limit, offset }),
      ],
      [
        `GET /api/completions/user/${heavy.id} (limit ${limit}; ${heavy.completions} completions)`,
        () => service.listByUser(heavy.id, heavy.id, { limit, offset }),
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
    if (pid) await hostileUploads(server.url, pid, benchHeaders);

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
