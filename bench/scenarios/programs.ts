import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { seedCatalogue } from '../../apps/api/src/db/seed/catalogue.ts';
import { type LoadResult, load, table } from '../load.ts';
import { startServer } from '../server.ts';
import { BENCH_MEMBER, DATASET, fillDatabase, pgliteOf } from './programs-dataset.ts';
import {
  type EndpointPlans,
  explainEndpoints,
  formatPlans,
  guardedSeqScans,
  scanNodes,
} from './programs-plans.ts';

const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function summarise(plans: EndpointPlans[]): string {
  const lines: string[] = [];
  for (const endpoint of plans) {
    lines.push(`${endpoint.endpoint}`);
    for (const [index, query] of endpoint.queries.entries()) {
      const time = query.plan.find((line) => line.startsWith('Execution Time'));
      lines.push(`  q${index + 1} (${time ?? '?'}): ${scanNodes(query.plan).join('; ')}`);
    }
  }
  return lines.join('\n');
}

/**
 * Programmes (issue 3): 200 programmes, 5,000 members, 50,000 enrolments and 100,000 completions,
 * built with set-based SQL on a temp DATA_DIR, then the real server on it under autocannon, and the
 * query plans of the four endpoints.
 */
export async function programs(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-bench-programs-'));
  try {
    // 1. Build the data set with the app's own migrations and seed, as the server would on first start.
    let startedAt = performance.now();
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    let dataset: Awaited<ReturnType<typeof fillDatabase>>;
    const planSets: { label: string; plans: EndpointPlans[] }[] = [];
    try {
      await seedCatalogue(handle.db);
      dataset = await fillDatabase(handle.db);
      console.log(`Data set built in ${seconds(startedAt)}: ${JSON.stringify(dataset.counts)}`);
      console.log(`Popular programme ${dataset.popularProgramId}, bench member ${dataset.memberId}`);

      // 2. Plans of the exact SQL behind each endpoint. PGlite runs no autovacuum, so first the plans of
      // a database nothing has analysed; then after ANALYZE, with PGlite's own settings (what the load
      // below runs on: PGlite 0.3.8 starts with enable_seqscan = off) and with enable_seqscan = on,
      // PostgreSQL's default: the honest test that the planner picks the indexes on cost alone.
      const target = { memberId: dataset.memberId, programId: dataset.popularProgramId };
      const client = pgliteOf(handle.db);
      const setting = await client.query<{ enable_seqscan: string }>('SHOW enable_seqscan');
      console.log(`PGlite enable_seqscan = ${setting.rows[0]?.enable_seqscan}`);
      startedAt = performance.now();
      const withoutStats = await explainEndpoints(handle.db, target);
      await client.exec('ANALYZE');
      const costBased = await explainEndpoints(handle.db, target, { enableSeqscan: true });
      const pgliteDefaults = await explainEndpoints(handle.db, target);
      planSets.push(
        { label: 'after ANALYZE, enable_seqscan = on (cost-based, as on PostgreSQL)', plans: costBased },
        { label: 'after ANALYZE, PGlite defaults (what the load runs on)', plans: pgliteDefaults },
        { label: 'without statistics, PGlite defaults', plans: withoutStats },
      );
      console.log(`Plans in ${seconds(startedAt)}`);
    } finally {
      await handle.close();
    }

    mkdirSync(resultsDir, { recursive: true });
    const plansFile = path.join(resultsDir, 'programs-plans.md');
    writeFileSync(
      plansFile,
      [
        `# Query plans of the programs scenario (${new Date().toISOString()})`,
        '',
        `Data set: ${JSON.stringify(dataset.counts)}; programme ${dataset.popularProgramId} (the most enrolled), member ${dataset.memberId} (10 active enrolments planned today).`,
        '',
        ...planSets.map((set) => formatPlans(set.label, set.plans)),
      ].join('\n'),
    );
    console.log(`Full plans in ${path.relative(process.cwd(), plansFile)}`);
    for (const set of planSets) {
      console.log(`\nScans ${set.label}:\n${summarise(set.plans)}`);
      const seqScans = guardedSeqScans(set.plans);
      if (seqScans.length === 0) console.log('Verdict: no sequential scan on enrollments or completions.');
      for (const scan of seqScans)
        console.log(`SEQUENTIAL SCAN on ${scan.endpoint}: ${scan.line}\n  in: ${scan.sql}`);
    }

    // 3. The real server on that DATA_DIR, signed in as the bench member.
    const server = await startServer({ port: 3902, dataDir });
    console.log(
      `\nStart on the ${DATASET.members}-member DATA_DIR to healthy: ${Math.round(server.startupMs)} ms`,
    );
    try {
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: BENCH_MEMBER.email, password: BENCH_MEMBER.password }),
      });
      if (!login.ok) throw new Error(`login answered ${login.status}`);
      const { data } = (await login.json()) as { data: { token: string } };
      const headers = { authorization: `Bearer ${data.token}` };
      const id = dataset.popularProgramId;
      const endpoints: [string, string][] = [
        ['GET /api/programs', '/api/programs'],
        ['GET /api/programs/{id}', `/api/programs/${id}`],
        ['GET /api/enrollments/program/{id}/stats', `/api/enrollments/program/${id}/stats`],
        ['GET /api/schedule/daily', '/api/schedule/daily'],
      ];
      // One request each first: a wrong scenario (401, 404, an empty agenda) must not pass for a result.
      for (const [name, urlPath] of endpoints) {
        const response = await fetch(`${server.url}${urlPath}`, { headers });
        const body = (await response.json()) as { data: unknown };
        if (!response.ok) throw new Error(`${name} answered ${response.status}`);
        if (Array.isArray(body.data) && body.data.length === 0)
          throw new Error(`${name} answered an empty list`);
        const size = Array.isArray(body.data)
          ? `${body.data.length} items`
          : JSON.stringify(body.data).slice(0, 80);
        console.log(`${name}: ${response.status}, ${size}`);
      }
      // Each endpoint gets 3 s of the same load first, not recorded: a fresh process is still compiling
      // PGlite's WebAssembly and warming its caches; the recorded 10 s are meant as the steady state.
      const results: LoadResult[] = [];
      for (const [name, urlPath] of endpoints) {
        await load(`${name} (warm-up)`, `${server.url}${urlPath}`, { headers, duration: 3 });
        results.push(await load(name, `${server.url}${urlPath}`, { headers }));
      }
      console.log(`\n${table(results)}`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
