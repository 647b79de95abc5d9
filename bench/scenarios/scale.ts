import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { weekStripSince } from '@elan/domain';
import type autocannon from 'autocannon';
import { loadAverage, meanHelloWorld, seconds } from '../load.ts';
import { type SeedInfo, seededInfo, seedLarge } from '../seed-large.ts';
import { login, measureHelloWorld, postgresMemory } from '../server.ts';
import { tenSetLog } from './completions-payload.ts';
import { registerWriters } from './ratios-dataset.ts';
import { memoryReport } from './ratios-report.ts';
import { SCALE_MEMBER } from './scale-dataset.ts';
import {
  invarianceTable,
  measure,
  SCALE_LOAD,
  type ScaleRow,
  scaleTable,
  startProbedServer,
} from './scale-load.ts';
import { explainScreens } from './scale-plans.ts';

const PORTS = { server: 3920, helloWorld: 3921, small: 3923 } as const;
export const SIZES = { large: 1_000_000, small: 10_000 } as const;
/** Issue 16's targets, as shares of the hello-world's req/s in the same run. */
const TARGETS = { simple: 0.2, dashboard: 0.08, feed: 0.08, write: 0.02 } as const;

/**
 * Where the seeded DATA_DIRs live: BENCH_SCALE_DIR (kept, and reused by the next run: seeding
 * 1,000,000 rows takes minutes), or temp folders removed at exit.
 */
export async function scaleDataDir(size: keyof typeof SIZES) {
  const scale = SIZES[size];
  const kept = process.env.BENCH_SCALE_DIR;
  const dataDir = kept
    ? path.resolve(kept, size)
    : mkdtempSync(path.join(tmpdir(), `elan-bench-scale-${size}-`));
  if (kept) mkdirSync(dataDir, { recursive: true });
  else process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const reused = seededInfo(dataDir, scale);
  if (reused) {
    console.log(
      `Reusing ${dataDir}, seeded ${reused.seededAt} in ${reused.seconds} s: ${JSON.stringify(reused.counts)}`,
    );
    return { dataDir, info: reused };
  }
  console.log(`Seeding ${dataDir} at ${scale.toLocaleString('en')} (npx tsx bench/seed-large.ts)…`);
  const info = await seedLarge({ dataDir }, scale);
  console.log(`Seeded in ${info.seconds} s: ${JSON.stringify(info.counts)}`);
  return { dataDir, info };
}

/** The dashboard's calls for one member (apps/web's dashboard route, its cards and the layout's bell). */
export function dashboardCalls(info: SeedInfo): [string, string][] {
  const id = info.memberId;
  return [
    ['GET /api/enrollments/user/{id}/programs', `/api/enrollments/user/${id}/programs`],
    ['GET /api/schedule/weekly-stats', '/api/schedule/weekly-stats'],
    ['GET /api/badges/user/{id}/overview', `/api/badges/user/${id}/overview`],
    ['GET /api/badges/user/{id}/stats (streak)', `/api/badges/user/${id}/stats`],
    ['GET /api/badges/user/{id}/history?limit=3', `/api/badges/user/${id}/history?limit=3`],
    ['GET /api/badges/user/{id}/weekly-goal', `/api/badges/user/${id}/weekly-goal`],
    [INVARIANT['week strip'], `/api/completions/user/${id}?since=${weekStripSince()}&limit=100`],
    ['GET /api/schedule/daily (agenda)', '/api/schedule/daily'],
    ['GET /api/completions/user/{id}?limit=5 (recent activity)', `/api/completions/user/${id}?limit=5`],
    ['GET /api/push/notifications?limit=20 (the bell)', '/api/push/notifications?limit=20'],
  ];
}

/** The screens of the invariance comparison, by the row names above. */
const INVARIANT = {
  feed: 'GET /api/social/feed?limit=50',
  streak: 'GET /api/badges/user/{id}/stats (streak)',
  'week strip': 'GET /api/completions/user/{id}?since=…&limit=100 (week strip)',
  agenda: 'GET /api/schedule/daily (agenda)',
  'completion list': 'GET /api/completions/user/{id}?limit=10 (member profile list)',
} as const;

const extraReads = (info: SeedInfo): [string, string][] => [
  [INVARIANT.feed, '/api/social/feed?limit=50'],
  [INVARIANT['completion list'], `/api/completions/user/${info.memberId}?limit=10`],
];

/** One request each first: a 401, a 404, a locked feed or an empty list must not pass for a result. */
async function checkReads(url: string, headers: Record<string, string>, calls: [string, string][]) {
  for (const [name, urlPath] of calls) {
    const response = await fetch(`${url}${urlPath}`, { headers });
    const json = (await response.json()) as { data: unknown };
    if (!response.ok) throw new Error(`${name} answered ${response.status}`);
    const data = json.data as { locked?: boolean; feed?: unknown[] } | unknown[];
    const empty = Array.isArray(data) ? data.length === 0 : data?.locked === true || data?.feed?.length === 0;
    if (empty) throw new Error(`${name}: empty or locked`);
  }
}

const invariantNames = new Set<string>(Object.values(INVARIANT));
/** A kept answer (decision 050) with no invariance pair, measured on the database path too. */
const PROGRAM_ROW = 'GET /api/programs/{id} (most enrolled)';
/** The database path: the server run with its read cache off. */
const CACHE_OFF = { READ_CACHE: 'off' } as const;
const ON_DATABASE = ' — READ_CACHE=off';

/** The large data set's loads, as `npm start` runs (answers kept in memory, decision 050). */
async function runLarge(dataDir: string, info: SeedInfo) {
  const server = await startProbedServer(PORTS.server, dataDir);
  console.log(
    `Started on the ${SIZES.large.toLocaleString('en')} DATA_DIR in ${Math.round(server.startupMs)} ms`,
  );
  try {
    const headers = await login(server.url, SCALE_MEMBER);
    const reads = [...dashboardCalls(info), ...extraReads(info)];
    await checkReads(server.url, headers, reads);
    const options = { connections: SCALE_LOAD.connections, headers };
    const rows: ScaleRow[] = [];
    const read = async (name: string, urlPath: string, target: number) => {
      rows.push(await measure(server, name, urlPath, options, target));
    };
    for (const [name, urlPath] of dashboardCalls(info))
      await read(name, urlPath, name.includes('daily') ? TARGETS.simple : TARGETS.dashboard);
    await read(INVARIANT.feed, '/api/social/feed?limit=50', TARGETS.feed);
    await read(INVARIANT['completion list'], extraReads(info)[1]?.[1] ?? '', TARGETS.simple);
    await read(PROGRAM_ROW, `/api/programs/${info.popularProgramId}`, TARGETS.simple);
    // Each POST its own Idempotency-Key (a new completion every time), 50 members one per connection.
    const runId = Date.now().toString(36);
    const writers = await registerWriters(server.url, SCALE_LOAD.connections, `echelle-${runId}`);
    const body = JSON.stringify({
      program_id: info.target.programId,
      session_id: info.target.sessionId,
      duration_minutes: 45,
      feeling: 'good',
      notes: 'Séance du banc d’essai à grande échelle',
      sets: tenSetLog(info.target.exerciseIds),
    });
    let counter = 0;
    let nextWriter = 0;
    const saveAs = (writer: Record<string, string>): autocannon.Request => ({
      method: 'POST',
      path: '/api/completions',
      headers: { ...writer, 'content-type': 'application/json' },
      body,
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, 'idempotency-key': `scale-${runId}-${counter++}` },
      }),
    });
    rows.push(
      await measure(
        server,
        'POST /api/completions (10-set log, 50 members)',
        '',
        {
          connections: SCALE_LOAD.connections,
          setupClient: (client) =>
            client.setRequests([saveAs(writers[nextWriter++ % writers.length] ?? headers)]),
        },
        TARGETS.write,
      ),
    );
    console.log(
      `Memory right after the POST load: ${memoryReport(rows.at(-1)?.loop?.rssMb ?? Number.NaN, postgresMemory(dataDir))}`,
    );
    return rows;
  } finally {
    await server.stop();
  }
}

/** A server on `dataDir` with its read cache off, ready to measure a screen by its row name. */
async function startOnDatabase(port: number, dataDir: string, info: SeedInfo) {
  const server = await startProbedServer(port, dataDir, CACHE_OFF);
  try {
    const headers = await login(server.url, SCALE_MEMBER);
    const all: [string, string][] = [
      ...dashboardCalls(info),
      ...extraReads(info),
      [PROGRAM_ROW, `/api/programs/${info.popularProgramId}`],
    ];
    const pathOf = (name: string) => all.find(([rowName]) => rowName === name)?.[1] ?? '';
    await checkReads(
      server.url,
      headers,
      [...invariantNames].map((name): [string, string] => [name, pathOf(name)]),
    );
    return {
      measure: (name: string, target?: number) =>
        measure(server, name, pathOf(name), { connections: SCALE_LOAD.connections, headers }, target),
      stop: () => server.stop(),
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * The database path (READ_CACHE=off): each invariance screen on 1,000,000 rows, then right after
 * on 10,000 (both servers running, so a pair shares the machine's state), and the programme.
 */
async function runOnDatabase(
  large: { dataDir: string; info: SeedInfo },
  small: { dataDir: string; info: SeedInfo },
) {
  const onLarge = await startOnDatabase(PORTS.server, large.dataDir, large.info);
  try {
    const onSmall = await startOnDatabase(PORTS.small, small.dataDir, small.info);
    try {
      const largeRows: ScaleRow[] = [];
      const smallRows: ScaleRow[] = [];
      for (const name of invariantNames) {
        largeRows.push({ ...(await onLarge.measure(name)), name: `${name}${ON_DATABASE}` });
        const row = await onSmall.measure(name);
        smallRows.push({ ...row, name: `${name}${ON_DATABASE} — ${SIZES.small.toLocaleString('en')}` });
      }
      largeRows.push({ ...(await onLarge.measure(PROGRAM_ROW)), name: `${PROGRAM_ROW}${ON_DATABASE}` });
      return { largeRows, smallRows };
    } finally {
      await onSmall.stop();
    }
  } finally {
    await onLarge.stop();
  }
}

/**
 * Issue 16: the dashboard's calls, the feed, a programme, the member's list and the 10-set save
 * on 1,000,000 rows, each as a share of the bare Fastify hello-world of the same run, with the
 * server's event-loop delay; then the invariance screens on 10,000 rows, same member shape.
 */
export async function scale(): Promise<void> {
  const large = await scaleDataDir('large');
  const small = await scaleDataDir('small');
  let startedAt = performance.now();
  await explainScreens(large.dataDir, large.info);
  await explainScreens(small.dataDir, small.info);
  console.log(`(plans in ${seconds(startedAt)})`);

  startedAt = performance.now();
  console.log(`\n(load average before the load: ${loadAverage()})`);
  const before = await measureHelloWorld(PORTS.helloWorld, SCALE_LOAD);
  console.log(
    `hello-world before: ${before.requestsPerSecond} req/s, p50 ${before.p50} ms, p99 ${before.p99} ms`,
  );
  const largeRows = await runLarge(large.dataDir, large.info);
  const onDatabase = await runOnDatabase(large, small);
  const after = await measureHelloWorld(PORTS.helloWorld, SCALE_LOAD);
  console.log(`(load average after the load: ${loadAverage()}; loads took ${seconds(startedAt)})`);
  const helloWorld = meanHelloWorld(before, after);
  const slowest = largeRows
    .filter((row) => dashboardCalls(large.info).some(([name]) => name === row.name))
    .reduce((a, b) => (b.requestsPerSecond < a.requestsPerSecond ? b : a));
  console.log(
    `\nautocannon ${SCALE_LOAD.connections} connections, ${SCALE_LOAD.warmUp} s warm-up then ${SCALE_LOAD.duration} s measured per line; ratio = req/s ÷ ${helloWorld.requestsPerSecond} (hello-world, mean of before ${before.requestsPerSecond} and after ${after.requestsPerSecond}); event loop: the server's monitorEventLoopDelay over the measured 20 s\n`,
  );
  console.log(scaleTable(largeRows, helloWorld));
  console.log(`\nThe dashboard's slowest call: ${slowest.name}, ${slowest.requestsPerSecond} req/s.`);
  console.log(
    `\nThe database path (READ_CACHE=off: nothing kept in memory), 1,000,000 rows:\n\n${scaleTable(onDatabase.largeRows, helloWorld)}\n`,
  );
  console.log(
    `\nSmall data set (${SIZES.small.toLocaleString('en')}), READ_CACHE=off:\n\n${scaleTable(onDatabase.smallRows, helloWorld)}\n`,
  );
  // Scale invariance is the queries' own: measured on the database path.
  const pairs = Object.entries(INVARIANT).map(([screen, name]) => {
    const largeRow = onDatabase.largeRows.find((row) => row.name === `${name}${ON_DATABASE}`);
    const smallRow = onDatabase.smallRows.find((row) => row.name.startsWith(`${name}${ON_DATABASE} — `));
    if (!largeRow || !smallRow) throw new Error(`no pair for ${name}`);
    return { name: `${screen}: ${name}`, large: largeRow, small: smallRow };
  });
  console.log(invarianceTable(pairs));
}
