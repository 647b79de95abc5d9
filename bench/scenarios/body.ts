import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measurementListQuery } from '@elan/domain';
import { createBodyService } from '../../apps/api/src/modules/body/body.service.ts';
import { openBenchDatabase } from '../database.ts';
import { type LoadResult, load, loadAverage, printAgainstHelloWorld, seconds } from '../load.ts';
import { login, measureHelloWorld, startServer } from '../server.ts';
import { BODY_DATASET, BODY_MEMBER, buildBodyDataset } from './body-dataset.ts';
import { LOAD } from './ratios-report.ts';
import { type CallPlans, explainCalls, reportPlans } from './sql-plans.ts';

const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');
const PORTS = { server: 3908, helloWorld: 3909 } as const;
const TREND_DAYS = 90;
/** The member's whole history is 1,000 rows: a scan handing back more reads all of it. */
const LARGE_SCAN_ROWS = 500;
const MEASUREMENT_INDEX = 'body_measurements_user_date_id_idx';

const ROUTES = [
  ['GET /api/body-composition/stats', '/api/body-composition/stats'],
  [
    `GET /api/body-composition/trends/weight?days=${TREND_DAYS}`,
    `/api/body-composition/trends/weight?days=${TREND_DAYS}`,
  ],
  ['GET /api/body-composition/measurements (default limit 50)', '/api/body-composition/measurements'],
] as const;

/**
 * What issue 9 asks of the plans: every read of `body_measurements` a range of its (user_id,
 * measurement_date, id) index, and no sort over the member's whole history. Prints each
 * statement's scans of the table and any sort with the rows it sorted.
 */
function checkMeasurementPlans(calls: CallPlans[]) {
  const findings: string[] = [];
  for (const call of calls)
    for (const [index, statement] of call.statements.entries()) {
      const nodes = statement.plan.map((line) => line.replace(/^\s*->\s*/, '').trim());
      for (const [position, node] of nodes.entries()) {
        const rows = /actual time=\S+ rows=(\d+) loops=(\d+)/.exec(node);
        const total = rows ? Number(rows[1]) * Number(rows[2]) : 0;
        const name = node.replace(/\s+\(cost=.*$/, '');
        const where = `${call.name} q${index + 1}: ${name} [${total} rows]`;
        // A bitmap heap scan reads the ranges its bitmap index scan (a few lines below) found.
        const bitmapIndex = nodes.slice(position + 1).find((line) => line.startsWith('Bitmap Index Scan'));
        const isRange = name.includes(MEASUREMENT_INDEX) || !!bitmapIndex?.includes(MEASUREMENT_INDEX);
        if (/Scan.* on body_measurements(\s|$)/.test(name))
          findings.push(`${where}${isRange ? ', a range of the index' : ' — NOT A RANGE OF THE INDEX'}`);
        if (/^(Incremental )?Sort\s+\(/.test(node))
          findings.push(`${where}${total > LARGE_SCAN_ROWS ? ' — SORT OF THE WHOLE HISTORY' : ''}`);
      }
    }
  console.log(`\nScans of body_measurements and sorts:\n${findings.map((line) => `  ${line}`).join('\n')}`);
}

/** The SQL of the three routes, through the app's own body service, with EXPLAIN (ANALYZE, BUFFERS). */
async function explainRoutes(dataDir: string, memberId: number, counts: Record<string, number>) {
  const handle = await openBenchDatabase(dataDir);
  let planSets: Awaited<ReturnType<typeof explainCalls>>;
  try {
    // The badge list is not on these routes' path.
    const body = createBodyService(handle.db, { listBadges: async () => [] });
    const [stats, trend, list] = ROUTES;
    planSets = await explainCalls(
      handle.pool,
      [
        [stats[0], () => body.stats(memberId)],
        [trend[0], () => body.trend(memberId, TREND_DAYS, 'weight')],
        [list[0], () => body.measurements(memberId, measurementListQuery.parse({}).limit)],
      ],
      { buffers: true },
    );
  } finally {
    await handle.close();
  }
  mkdirSync(resultsDir, { recursive: true });
  reportPlans(
    path.join(resultsDir, 'body-plans.md'),
    `Query plans of the body scenario — member ${memberId}, ${JSON.stringify(counts)}`,
    planSets,
    ['body_measurements', 'body_goals'],
    LARGE_SCAN_ROWS,
  );
  for (const set of planSets) checkMeasurementPlans(set.calls);
}

/**
 * Body composition (issue 9): a member with 1,000 measurements over three years and an active
 * goal, among 500 members with 200 each; the plans of the stats, the 90-day weight trend and the
 * list, then the three routes under autocannon beside the bare Fastify hello-world of the same run
 * (before and after the routes; the mean is the divisor), with issue 8's settings.
 */
export async function body(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-bench-body-'));
  try {
    let startedAt = performance.now();
    const { memberId, counts } = await buildBodyDataset(dataDir);
    console.log(`Data set built in ${seconds(startedAt)}: ${JSON.stringify(counts)}`);
    if (counts.member_measurements !== BODY_DATASET.memberMeasurements)
      throw new Error(`the member has ${counts.member_measurements} measurements`);

    startedAt = performance.now();
    await explainRoutes(dataDir, memberId, counts);
    console.log(`(plans in ${seconds(startedAt)})`);

    const server = await startServer({ port: PORTS.server, dataDir });
    console.log(`\nStart on the body DATA_DIR to healthy: ${Math.round(server.startupMs)} ms`);
    try {
      const headers = await login(server.url, BODY_MEMBER);
      // One request each first: a wrong scenario (401, 400, an empty list) must not pass for a result.
      for (const [name, urlPath] of ROUTES) {
        const response = await fetch(`${server.url}${urlPath}`, { headers });
        const json = (await response.json()) as { data: unknown };
        if (!response.ok) throw new Error(`${name} answered ${response.status}`);
        if (Array.isArray(json.data) && json.data.length === 0)
          throw new Error(`${name} answered an empty list`);
        const size = Array.isArray(json.data)
          ? `${json.data.length} items`
          : `${JSON.stringify(json.data).length} bytes`;
        console.log(`${name}: ${response.status}, ${size}`);
      }

      console.log(`\n(load average before the load: ${loadAverage()})`);
      const before = await measureHelloWorld(PORTS.helloWorld, LOAD);
      const rows: LoadResult[] = [];
      for (const [name, urlPath] of ROUTES)
        rows.push(await load(name, `${server.url}${urlPath}`, { ...LOAD, headers }));
      const after = await measureHelloWorld(PORTS.helloWorld, LOAD);
      printAgainstHelloWorld({ before, rows, after }, LOAD);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
