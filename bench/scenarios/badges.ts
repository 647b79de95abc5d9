import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { completionListQuery, createCompletionBody } from '@elan/domain';
import { createBadgesService } from '../../apps/api/src/modules/badges/badges.service.ts';
import { createCompletionsService } from '../../apps/api/src/modules/completions/completions.service.ts';
import { createEnrollmentsService } from '../../apps/api/src/modules/enrollments/enrollments.service.ts';
import { createScheduleService } from '../../apps/api/src/modules/schedule/schedule.service.ts';
import { createPhotoLinks } from '../../apps/api/src/modules/uploads/photo-links.ts';
import { diskPhotoStorage } from '../../apps/api/src/modules/uploads/photo-storage.ts';
import { createUploadsService } from '../../apps/api/src/modules/uploads/uploads.service.ts';
import { createUsersService } from '../../apps/api/src/modules/users/users.service.ts';
import { openBenchDatabase } from '../database.ts';
import { type LoadResult, load, loadAverage, loadRequests, percentile, seconds, table } from '../load.ts';
import { login, measureHelloWorld, startServer } from '../server.ts';
import { engineCost } from './badges-engine.ts';
import { describeDataset, LARGE_SCAN_ROWS, WARM_UP_SECONDS } from './completions.ts';
import { isDatasetShared, sharedCompletionsDataset } from './completions-dataset.ts';
import { completionPayload } from './completions-payload.ts';
import { explainCalls, reportPlans } from './sql-plans.ts';

const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');
/** Full dashboard loads (its ten calls in parallel) timed one after the other. */
const DASHBOARD_LOADS = 30;

/** The dashboard's full set of calls, for member `id`. */
function dashboardPaths(id: number): [string, string][] {
  return [
    ['GET /api/users/me', '/api/users/me'],
    ['GET /api/enrollments/user/{id}/programs', `/api/enrollments/user/${id}/programs`],
    ['GET /api/schedule/daily', '/api/schedule/daily'],
    ['GET /api/schedule/weekly-stats', '/api/schedule/weekly-stats'],
    ['GET /api/badges/user/{id}/overview', `/api/badges/user/${id}/overview`],
    ['GET /api/badges/user/{id}/stats', `/api/badges/user/${id}/stats`],
    ['GET /api/badges/user/{id}/history?limit=3', `/api/badges/user/${id}/history?limit=3`],
    ['GET /api/badges/user/{id}/weekly-goal', `/api/badges/user/${id}/weekly-goal`],
    ['GET /api/completions/user/{id}?limit=5', `/api/completions/user/${id}?limit=5`],
    ['GET /api/completions/user/{id}?limit=100', `/api/completions/user/${id}?limit=100`],
  ];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Badges (issue 5): the badge routes and the full dashboard for a member with 2,000 completions on
 * the 1,000,000-completion database, and the cost of POST /api/completions (where the badge engine
 * runs) for a member with 10 completions against one with 10,000.
 */
export async function badges(): Promise<void> {
  let startedAt = performance.now();
  const isReused = isDatasetShared();
  const dataset = await sharedCompletionsDataset();
  console.log(describeDataset(dataset, isReused));
  if (!isReused) console.log(`(ready in ${seconds(startedAt)})`);
  const id = dataset.bench.id;

  // 1. The SQL behind the badge routes, the dashboard and a completion saved by the heavy member
  // (the engine's statements), through the app's own services.
  startedAt = performance.now();
  const handle = await openBenchDatabase(dataset.dataDir);
  let planSets: Awaited<ReturnType<typeof explainCalls>>;
  try {
    const { db } = handle;
    const badgeService = createBadgesService(db);
    const completionService = createCompletionsService(
      db,
      createUploadsService(
        db,
        diskPhotoStorage(dataset.dataDir),
        createPhotoLinks('bench', () => new Date()),
      ),
      {
        onSaved: [(tx, event) => badgeService.onCompletionSaved(tx, event)],
        onDeleted: [(tx, userId) => badgeService.recount(tx, userId)],
      },
    );
    // Only getMe is explained: no token is signed here.
    const users = createUsersService(db, () => '');
    const enrollments = createEnrollmentsService(db);
    const schedule = createScheduleService(db);
    let key = 0;
    planSets = await explainCalls(handle.pool, [
      [`GET /api/badges/user/${id}`, () => badgeService.userBadgesFor(id, id)],
      [`GET /api/badges/user/${id}/overview`, () => badgeService.overview(id, id)],
      ['GET /api/users/me', () => users.getMe(id)],
      [`GET /api/enrollments/user/${id}/programs`, () => enrollments.userPrograms(id, id)],
      ['GET /api/schedule/daily', () => schedule.daily(id)],
      ['GET /api/schedule/weekly-stats', () => schedule.weeklyStats(id)],
      [`GET /api/badges/user/${id}/stats`, () => badgeService.memberStats(id, id)],
      [`GET /api/badges/user/${id}/history?limit=3`, () => badgeService.earned(id, id, 3)],
      [`GET /api/badges/user/${id}/weekly-goal`, () => badgeService.weeklyGoal(id, id)],
      [
        `GET /api/completions/user/${id}?limit=100`,
        () =>
          completionService.listByUser(id, id, { limit: 100, offset: completionListQuery.parse({}).offset }),
      ],
      [
        `POST /api/completions (member ${dataset.heavy.id}, ${dataset.heavy.completions} completions: the badge engine)`,
        () =>
          completionService.create(
            dataset.heavy.id,
            createCompletionBody.parse(completionPayload(dataset)),
            `explain-badges-${Date.now()}-${key++}`,
          ),
      ],
    ]);
  } finally {
    await handle.close();
  }
  console.log(`Plans in ${seconds(startedAt)}`);
  mkdirSync(resultsDir, { recursive: true });
  reportPlans(
    path.join(resultsDir, 'badges-plans.md'),
    `Query plans of the badges scenario — member ${id} (${dataset.bench.completions} completions), ${JSON.stringify(dataset.counts)}`,
    planSets,
    ['completions', 'completion_sets', 'user_badges', 'user_stats'],
    LARGE_SCAN_ROWS,
  );

  // 2. The real server on that DATA_DIR.
  const server = await startServer({ port: 3904, dataDir: dataset.dataDir });
  console.log(`\nStart on the 1,000,000-completion DATA_DIR to healthy: ${Math.round(server.startupMs)} ms`);
  try {
    const headers = await login(server.url, dataset.bench);
    const dashboard = dashboardPaths(id);
    // One request each first: a wrong scenario (401, 404, an empty list) must not pass for a result.
    const badgeList = `/api/badges/user/${id}`;
    for (const [name, urlPath] of [['GET /api/badges/user/{id}', badgeList], ...dashboard]) {
      const response = await fetch(`${server.url}${urlPath}`, { headers });
      const body = (await response.json()) as { data: unknown };
      if (!response.ok) throw new Error(`${name} answered ${response.status}`);
      const size = Array.isArray(body.data)
        ? `${body.data.length} items`
        : JSON.stringify(body.data).slice(0, 110);
      console.log(`${name}: ${response.status}, ${size}`);
    }

    // 3. The badge routes and the dashboard's ten calls in turn, at 50 connections, after a short
    // warm-up on all of them (a fresh process is still compiling and filling its caches); beside a hello-world
    // loaded the same way in the same run.
    console.log(`\n(load average before the load: ${loadAverage()})`);
    const helloWorld = await measureHelloWorld(3906, { warmUp: WARM_UP_SECONDS });
    await loadRequests(
      'warm-up',
      server.url,
      [badgeList, ...dashboard.map(([, urlPath]) => urlPath)].map((urlPath) => ({
        method: 'GET' as const,
        path: urlPath,
        headers,
      })),
      { duration: WARM_UP_SECONDS },
    );
    const results: LoadResult[] = [
      helloWorld,
      await load('GET /api/badges/user/{id}', `${server.url}${badgeList}`, { headers }),
      await load('GET /api/badges/user/{id}/overview', `${server.url}/api/badges/user/${id}/overview`, {
        headers,
      }),
      await loadRequests(
        'dashboard: its 10 calls in turn',
        server.url,
        dashboard.map(([, urlPath]) => ({ method: 'GET' as const, path: urlPath, headers })),
      ),
    ];
    console.log(`\n${table(results, helloWorld)}`);

    // Each dashboard call alone (5 s each), to see which one weighs.
    const alone: LoadResult[] = [];
    for (const [name, urlPath] of dashboard)
      alone.push(await load(name, `${server.url}${urlPath}`, { headers, duration: 5 }));
    console.log(`\nEach dashboard call alone, 50 connections, 5 s:\n${table(alone, helloWorld)}`);
    console.log(`(load average: ${loadAverage()})`);

    // What one member waits for: the ten calls in parallel, as the page sends them, on an idle server.
    const loads: number[] = [];
    for (let index = 0; index < DASHBOARD_LOADS; index++) {
      const start = performance.now();
      const responses = await Promise.all(
        dashboard.map(([, urlPath]) =>
          fetch(`${server.url}${urlPath}`, { headers }).then((r) => r.text().then(() => r.status)),
        ),
      );
      loads.push(performance.now() - start);
      if (responses.some((status) => status !== 200))
        throw new Error(`dashboard answered ${responses.join(',')}`);
    }
    console.log(
      `\nOne dashboard (10 calls in parallel), ${DASHBOARD_LOADS} loads one after the other: median ${ms(percentile(loads, 0.5))}, p95 ${ms(percentile(loads, 0.95))}`,
    );

    // 4. The badge engine's cost per completion against the member's history: sequential POSTs,
    // alternating between the two members so that any drift of the machine hits both alike.
    await engineCost(server.url, dataset.light, dataset.heavy, JSON.stringify(completionPayload(dataset)));
  } finally {
    await server.stop();
  }
}
