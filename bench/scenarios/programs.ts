import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { programListQuery } from '@elan/domain';
import { createEnrollmentsService } from '../../apps/api/src/modules/enrollments/enrollments.service.ts';
import { createProgramsService } from '../../apps/api/src/modules/programs/programs.service.ts';
import { createScheduleService } from '../../apps/api/src/modules/schedule/schedule.service.ts';
import { seedCatalogue } from '../../apps/api/src/seed/catalogue.ts';
import { openBenchDatabase } from '../database.ts';
import { type LoadResult, load, table } from '../load.ts';
import { measureHelloWorld, startServer } from '../server.ts';
import { BENCH_MEMBER, DATASET, fillDatabase } from './programs-dataset.ts';
import { type CallPlans, explainCalls, reportPlans } from './sql-plans.ts';

const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Programmes (issue 3): 200 programmes, 5,000 members, 50,000 enrolments and 100,000 completions,
 * built with set-based SQL on the embedded server of a temp DATA_DIR, the query plans of the four
 * endpoints, then the real server on it under autocannon, beside a hello-world of the same run.
 */
export async function programs(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-bench-programs-'));
  try {
    // 1. Build the data set with the app's own migrations and seed, as the server would on first start.
    let startedAt = performance.now();
    const handle = await openBenchDatabase(dataDir);
    let dataset: Awaited<ReturnType<typeof fillDatabase>>;
    let planSets: { label: string; calls: CallPlans[] }[];
    try {
      await seedCatalogue(handle.db);
      dataset = await fillDatabase(handle);
      console.log(`Data set built in ${seconds(startedAt)}: ${JSON.stringify(dataset.counts)}`);
      console.log(`Popular programme ${dataset.popularProgramId}, bench member ${dataset.memberId}`);

      // 2. Plans of the exact SQL behind each endpoint, after ANALYZE (autoanalyze would get there a
      // while after the bulk load; the load starts now), with the server's default settings.
      startedAt = performance.now();
      await handle.pool.query('ANALYZE');
      const programService = createProgramsService(handle.db);
      const enrollments = createEnrollmentsService(handle.db);
      const schedule = createScheduleService(handle.db);
      const id = dataset.popularProgramId;
      planSets = await explainCalls(handle.pool, [
        ['GET /api/programs', () => programService.list(dataset.memberId, programListQuery.parse({}))],
        [`GET /api/programs/${id}`, () => programService.get(id)],
        [`GET /api/enrollments/program/${id}/stats`, () => enrollments.stats(id)],
        ['GET /api/schedule/daily', () => schedule.daily(dataset.memberId)],
      ]);
      console.log(`Plans in ${seconds(startedAt)}`);
    } finally {
      await handle.close();
    }
    mkdirSync(resultsDir, { recursive: true });
    reportPlans(
      path.join(resultsDir, 'programs-plans.md'),
      `Query plans of the programs scenario — ${JSON.stringify(dataset.counts)}; programme ${dataset.popularProgramId} (the most enrolled), member ${dataset.memberId} (10 active enrolments planned today)`,
      planSets,
      ['enrollments', 'completions'],
      500,
    );

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
      // and warming its caches; the recorded 10 s are meant as the steady state.
      const helloWorld = await measureHelloWorld(3906, { warmUp: 3 });
      const results: LoadResult[] = [helloWorld];
      for (const [name, urlPath] of endpoints)
        results.push(await load(name, `${server.url}${urlPath}`, { headers, warmUp: 3 }));
      console.log(`\n${table(results, helloWorld)}`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
