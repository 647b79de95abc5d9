import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { load, loadAverage, printAgainstHelloWorld, seconds } from '../load.ts';
import { login, measureHelloWorld, postgresMemory, rssOf, startServer } from '../server.ts';
import { tenSetLog } from './completions-payload.ts';
import { BENCH_MEMBER, DATASET } from './programs-dataset.ts';
import { buildRatiosDataset, registerWriters } from './ratios-dataset.ts';
import { LOAD, memoryReport, type Row, ratiosTable } from './ratios-report.ts';

const PORTS = { server: 3905, helloWorld: 3906, startup: 3907 } as const;

/** Issue 8's targets: each endpoint's req/s as a share of the hello-world's, in the same run. */
const TARGETS = {
  me: 0.2,
  program: 0.15,
  daily: 0.06,
  completion: 0.02,
} as const;

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
    const dataset = await buildRatiosDataset(dataDir);
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
      printAgainstHelloWorld({ before, rows, after }, LOAD, ratiosTable);

      console.log(
        `\nMemory right after the 50-member POST load: ${memoryReport(memory.node, memory.postgres)}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
