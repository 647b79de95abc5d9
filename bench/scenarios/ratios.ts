import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { seedCatalogue } from '../../apps/api/src/db/seed/catalogue.ts';
import { openBenchDatabase } from '../database.ts';
import { type LoadOptions, type LoadResult, load, ratioOf } from '../load.ts';
import { measureHelloWorld, postgresMemory, rssOf, startServer } from '../server.ts';
import { login, tenSetLog } from './completions-dataset.ts';
import { BENCH_MEMBER, DATASET, type Dataset, fillDatabase } from './programs-dataset.ts';

/** Issue 8's load settings: 50 connections, a warm-up not recorded, then the measure. */
const LOAD: LoadOptions = { connections: 50, warmUp: 5, duration: 15 };
const PORTS = { server: 3905, helloWorld: 3906, startup: 3907 } as const;

/** Issue 8's targets: each endpoint's req/s as a share of the hello-world's, in the same run. */
const TARGETS = {
  me: 0.2,
  program: 0.15,
  daily: 0.06,
  completion: 0.02,
} as const;

type RatiosDataset = Dataset & { target: { programId: number; sessionId: number; exerciseIds: number[] } };

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Issue 3's data set (programs-dataset.ts: 5,000 members, 200 programmes, 50,000 enrolments,
 * 100,000 completions; the bench member has 10 active enrolments planned today) built on the
 * embedded server of `dataDir`, and what the POSTs log: the bench member's first programme, its
 * first session with exercises.
 */
async function buildDataset(dataDir: string): Promise<RatiosDataset> {
  const handle = await openBenchDatabase(dataDir);
  try {
    await seedCatalogue(handle.db);
    const dataset = await fillDatabase(handle);
    const target = await handle.pool.query<{
      program_id: number;
      session_id: number;
      exercise_ids: number[];
    }>(
      `select s.program_id, s.id as session_id,
              array_agg(se.exercise_id order by se.order_index, se.id) as exercise_ids
       from sessions s join session_exercises se on se.session_id = s.id
       where s.program_id = (select min(program_id) from enrollments where user_id = $1::int)
       group by s.id, s.program_id, s.order_index
       order by s.order_index, s.id limit 1`,
      [dataset.memberId],
    );
    // Autoanalyze would get there a while after the bulk load; the load starts now.
    await handle.pool.query('ANALYZE');
    const row = target.rows[0];
    if (!row) throw new Error('no session with exercises for the bench member');
    return {
      ...dataset,
      target: { programId: row.program_id, sessionId: row.session_id, exerciseIds: row.exercise_ids },
    };
  } finally {
    await handle.close();
  }
}

/** `npm start` to a healthy /api/health on an empty DATA_DIR, then again on the folder it left. */
async function startupTimes() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-bench-startup-'));
  try {
    const first = await startServer({ port: PORTS.startup, dataDir });
    await first.stop();
    const restart = await startServer({ port: PORTS.startup, dataDir });
    await restart.stop();
    return { firstMs: first.startupMs, restartMs: restart.startupMs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Members registered through the API, each with its own token: they save their sessions at the same time. */
async function registerWriters(url: string, count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const response = await fetch(`${url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `ecriture.${index}@banc.elan.local`,
          password: BENCH_MEMBER.password,
          first_name: 'Écriture',
          last_name: `Numéro ${index}`,
        }),
      });
      const json = (await response.json()) as { data?: { token: string } };
      if (response.status !== 201 || !json.data) throw new Error(`register answered ${response.status}`);
      return { authorization: `Bearer ${json.data.token}` };
    }),
  );
}

type Row = LoadResult & { target?: number };

function ratiosTable(rows: Row[], helloWorld: LoadResult): string {
  const lines = [
    '| endpoint | req/s | ratio | target | met | p50 (ms) | p99 (ms) | non-2xx | errors |',
    '|---|---:|---:|---:|:---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const ratio = ratioOf(row, helloWorld);
    const target = row.target === undefined ? '' : `≥ ${row.target.toFixed(2)}`;
    const met =
      row.target === undefined ? '' : ratio >= row.target && !row.non2xx && !row.errors ? 'yes' : 'NO';
    lines.push(
      `| ${row.name} | ${row.requestsPerSecond} | ${ratio.toFixed(3)} | ${target} | ${met} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.errors} |`,
    );
  }
  return lines.join('\n');
}

/**
 * Ratios (issue 8): the four endpoints of the targets under autocannon, each as a share of a
 * bare Fastify hello-world loaded the same way in the same run (before and after the endpoints; the
 * mean is the divisor), so a busy machine shows in both; then `npm start` to healthy on a first
 * start and a restart, and the server's memory after the load.
 */
export async function ratios(): Promise<void> {
  let startedAt = performance.now();
  const startup = await startupTimes();
  console.log(
    `npm start to healthy: first start (empty DATA_DIR) ${Math.round(startup.firstMs)} ms, restart ${Math.round(startup.restartMs)} ms`,
  );

  const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-bench-ratios-'));
  try {
    startedAt = performance.now();
    const dataset = await buildDataset(dataDir);
    console.log(`Data set built in ${seconds(startedAt)}: ${JSON.stringify(dataset.counts)}`);

    const server = await startServer({ port: PORTS.server, dataDir });
    console.log(
      `Start on the ${DATASET.members}-member DATA_DIR to healthy: ${Math.round(server.startupMs)} ms`,
    );
    try {
      const headers = await login(server.url, BENCH_MEMBER);
      const jsonHeaders = { ...headers, 'content-type': 'application/json' };
      const body = JSON.stringify({
        program_id: dataset.target.programId,
        session_id: dataset.target.sessionId,
        duration_minutes: 45,
        feeling: 'good',
        notes: 'Séance du banc d’essai',
        sets: tenSetLog(dataset.target.exerciseIds),
      });
      const programPath = `/api/programs/${dataset.popularProgramId}`;

      // One request each first: a wrong scenario (401, 404, 400, an empty agenda) must not pass for a result.
      for (const [name, urlPath] of [
        ['GET /api/users/me', '/api/users/me'],
        [`GET ${programPath}`, programPath],
        ['GET /api/schedule/daily', '/api/schedule/daily'],
      ] as const) {
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
      const check = await fetch(`${server.url}/api/completions`, {
        method: 'POST',
        headers: { ...jsonHeaders, 'idempotency-key': `check-${Date.now()}` },
        body,
      });
      const checked = (await check.json()) as { data?: { sets: unknown[] } };
      if (check.status !== 201 || checked.data?.sets.length !== 10)
        throw new Error(`POST /api/completions answered ${check.status}`);
      console.log(`POST /api/completions: ${check.status}, ${checked.data.sets.length} sets logged`);

      console.log(`\n(load average before the load: ${loadAverage()})`);
      const before = await measureHelloWorld(PORTS.helloWorld, LOAD);
      const url = (urlPath: string) => `${server.url}${urlPath}`;
      const rows: Row[] = [
        {
          ...(await load('GET /api/users/me', url('/api/users/me'), { ...LOAD, headers })),
          target: TARGETS.me,
        },
        {
          ...(await load('GET /api/programs/{id}', url(programPath), { ...LOAD, headers })),
          target: TARGETS.program,
        },
        {
          ...(await load(
            'GET /api/schedule/daily (10 enrolments planned today)',
            url('/api/schedule/daily'),
            {
              ...LOAD,
              headers,
            },
          )),
          target: TARGETS.daily,
        },
      ];
      // Each POST carries its own Idempotency-Key, as the summary page sends one: a new completion
      // every time, never a replay. Written last: they add to the agendas of today. First 50 members
      // saving at once, one per connection (the target's row); then one member on all 50 connections,
      // which only measures how the save's row locks queue behind each other.
      let counter = 0;
      const runId = Date.now().toString(36);
      const saveAs = (memberHeaders: Record<string, string>): autocannon.Request => ({
        method: 'POST',
        path: '/api/completions',
        headers: { ...memberHeaders, 'content-type': 'application/json' },
        body,
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'idempotency-key': `ratios-${runId}-${counter++}` },
        }),
      });
      const writers = await registerWriters(server.url, LOAD.connections ?? 50);
      let nextWriter = 0;
      rows.push({
        ...(await load(
          `POST /api/completions (10-set log, ${writers.length} members, one per connection)`,
          server.url,
          {
            ...LOAD,
            setupClient: (client) =>
              client.setRequests([saveAs(writers[nextWriter++ % writers.length] ?? headers)]),
          },
        )),
        target: TARGETS.completion,
      });
      // Memory while the pool's connections are still open (node-postgres closes them after 10 s idle).
      const memory = {
        node: server.child.pid ? rssOf(server.child.pid) : Number.NaN,
        postgres: postgresMemory(dataDir),
      };
      rows.push(
        await load('POST /api/completions (10-set log, one member on all connections)', server.url, {
          ...LOAD,
          requests: [saveAs(headers)],
        }),
      );
      const after = await measureHelloWorld(PORTS.helloWorld, LOAD);
      console.log(`(load average after the load: ${loadAverage()})`);

      const helloWorld: LoadResult = {
        ...before,
        name: 'hello-world, mean of both',
        requestsPerSecond: Math.round((before.requestsPerSecond + after.requestsPerSecond) / 2),
      };
      console.log(
        `\nautocannon ${LOAD.connections} connections, ${LOAD.warmUp} s warm-up then ${LOAD.duration} s measured per line; ratio = req/s ÷ ${helloWorld.requestsPerSecond} (hello-world, mean of the runs before and after)\n`,
      );
      console.log(
        ratiosTable(
          [
            { ...before, name: 'hello-world (bare Fastify, before)' },
            ...rows,
            { ...after, name: 'hello-world (bare Fastify, after)' },
          ],
          helloWorld,
        ),
      );

      const { node, postgres } = memory;
      console.log(
        `\nMemory right after the 50-member POST load: Node (npm start) RSS ${node.toFixed(0)} MB` +
          (postgres
            ? `; embedded PostgreSQL, ${postgres.processes} processes: RSS ${postgres.rss.toFixed(0)} MB in all` +
              (postgres.pss === undefined ? '' : `, PSS ${postgres.pss.toFixed(0)} MB`) +
              `; together RSS ${(node + postgres.rss).toFixed(0)} MB`
            : ' (no PostgreSQL server of its own)'),
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
