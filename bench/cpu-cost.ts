/**
 * CPU time per request of one endpoint: the server process and its PostgreSQL processes' user +
 * system time (from /proc) over a fixed number of requests, divided by that number. Unlike req/s,
 * this barely moves with the machine's load, so a change can be compared before/after while other
 * work runs. A tool for development, not a scenario: `bench/README.md` records req/s ratios.
 *
 *   npx tsx bench/cpu-cost.ts --data-dir DIR [--port 3950] [--requests 4000] [--connections 20] \
 *     [--post-completion [--writers 50]] [--cpu-prof DIR] PATH [PATH…]
 *
 * DIR is a seeded scale folder (bench/seed-large.ts); `{id}` in a PATH is the bench member's id.
 * The server is `npm start`'s entry on DIR: run `node scripts/build-web.mjs` first.
 * `--writers N` (with `--post-completion`): N newly registered members post, one per connection, as
 * the scale scenario does (the bench member alone has a long history and waits on its own locks).
 * `--cpu-prof DIR`: the server runs under `node --cpu-prof` and writes its V8 profile into DIR at exit.
 * `--statements`: PostgreSQL counts its statements (`pg_stat_statements`, preloaded by `ALTER SYSTEM`
 * in DIR: use a copy) and the statements of the measured requests are listed, with their execution
 * time per request — where the database's share goes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openBenchDatabase } from './database.ts';
import { tenSetLog } from './scenarios/completions-payload.ts';
import { registerWriters } from './scenarios/ratios-dataset.ts';
import { SCALE_MEMBER } from './scenarios/scale-dataset.ts';
import { seededInfo } from './seed-large.ts';
import { login, startServer } from './server.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'data-dir': { type: 'string' },
    port: { type: 'string', default: '3950' },
    requests: { type: 'string', default: '4000' },
    connections: { type: 'string', default: '20' },
    'post-completion': { type: 'boolean', default: false },
    writers: { type: 'string', default: '0' },
    'cpu-prof': { type: 'string' },
    statements: { type: 'boolean', default: false },
  },
});
const dataDir = values['data-dir'];
if (!dataDir) throw new Error('--data-dir DIR (a folder seeded by bench/seed-large.ts) is required');
const seedFile = JSON.parse(readFileSync(path.join(dataDir, 'bench-seed.json'), 'utf8')) as { scale: number };
const info = seededInfo(dataDir, seedFile.scale);
if (!info) throw new Error(`${dataDir} has no bench-seed.json: seed it with bench/seed-large.ts`);

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** utime and stime of a process, in ms (0 when it is gone). */
function cpuTimes(pid: number): { user: number; system: number } {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return {
      user: (Number(fields[11]) * 1000) / ticksPerSecond,
      system: (Number(fields[12]) * 1000) / ticksPerSecond,
    };
  } catch {
    return { user: 0, system: 0 };
  }
}
const cpuMs = (pid: number) => {
  const { user, system } = cpuTimes(pid);
  return user + system;
};

/** The server's pid and every PostgreSQL process of DIR (the postmaster and its children). */
function processes(serverPid: number): number[] {
  const postmaster = Number(
    readFileSync(path.join(dataDir as string, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
  return [serverPid, postmaster, ...children];
}

if (values.statements) {
  const database = await openBenchDatabase(dataDir);
  try {
    await database.pool.query("alter system set shared_preload_libraries = 'pg_stat_statements'");
    await database.pool.query("alter system set pg_stat_statements.track = 'all'");
  } finally {
    await database.close();
  }
}

/** The running server's PostgreSQL, through its socket (`statements` only). */
async function statementsClient() {
  const client = new pg.Client({
    host: path.join(dataDir as string, 'pg-socket'),
    port: 5432,
    user: 'elan',
    database: 'elan',
  });
  await client.connect();
  await client.query('create extension if not exists pg_stat_statements');
  return client;
}

/**
 * The statements run since the reset, by execution time, per measured request: the sum counts the
 * statements the server sent; those run inside them (foreign-key checks, triggers) are marked `↳`,
 * their time already within their statement's.
 */
async function printStatements(client: pg.Client, requests: number) {
  const { rows } = await client.query<{ calls: string; total: number; toplevel: boolean; query: string }>(
    `select calls, total_exec_time as total, toplevel, regexp_replace(query, '\\s+', ' ', 'g') as query
     from pg_stat_statements where query not like '%pg_stat_statements%'
     order by total_exec_time desc`,
  );
  const sent = rows.filter((row) => row.toplevel).reduce((total, row) => total + row.total, 0);
  console.log(`  statements: ${(sent / requests).toFixed(3)} ms of execution per request`);
  for (const row of rows.slice(0, 15)) {
    console.log(
      `  ${(row.total / requests).toFixed(3).padStart(7)} ms  ${(Number(row.calls) / requests).toFixed(1).padStart(5)}×  ${row.toplevel ? '' : '↳ '}${row.query.slice(0, 100)}`,
    );
  }
}

const profileDir = values['cpu-prof'];
const server = await startServer({
  port: Number(values.port),
  dataDir,
  ...(profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] } : {}),
});
let statements: pg.Client | undefined;
try {
  const pid = server.child.pid;
  if (!pid) throw new Error('no server pid');
  const headers = { ...(await login(server.url, SCALE_MEMBER)), 'content-type': 'application/json' };
  const amount = Number(values.requests);
  const writerCount = Number(values.writers);
  statements = values.statements ? await statementsClient() : undefined;
  const writers =
    writerCount > 0 ? await registerWriters(server.url, writerCount, `cpu-${Date.now().toString(36)}`) : [];
  let nextWriter = 0;
  /** A 10-set log posted by `who`, each request with its own Idempotency-Key (a new completion). */
  const postAs = (who: Record<string, string>) => ({
    method: 'POST' as const,
    setupRequest: (request: autocannon.Request) => ({
      ...request,
      headers: { ...headers, ...who, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        program_id: info.target.programId,
        session_id: info.target.sessionId,
        duration_minutes: 45,
        feeling: 'good',
        sets: tenSetLog(info.target.exerciseIds),
      }),
    }),
  });
  for (const template of positionals) {
    const urlPath = template.replaceAll('{id}', String(info.memberId));
    const run = (count: number) =>
      autocannon({
        url: `${server.url}${urlPath}`,
        connections: writers.length || Number(values.connections),
        amount: count,
        headers,
        ...(values['post-completion'] && writers.length === 0 ? { requests: [postAs(headers)] } : {}),
        ...(values['post-completion'] && writers.length > 0
          ? {
              setupClient: (client: autocannon.Client) =>
                client.setRequests([postAs(writers[nextWriter++ % writers.length] ?? headers)]),
            }
          : {}),
      });
    await run(Math.ceil(amount / 4));
    await statements?.query('select pg_stat_statements_reset()');
    const pids = processes(pid);
    const before = pids.map(cpuMs);
    const systemBefore = pids.map((one) => cpuTimes(one).system);
    const result = await run(amount);
    const after = pids.map(cpuMs);
    const system = pids.reduce(
      (sum, one, index) => sum + cpuTimes(one).system - (systemBefore[index] ?? 0),
      0,
    );
    const node = (after[0] ?? 0) - (before[0] ?? 0);
    const total = after.reduce((sum, value, index) => sum + value - (before[index] ?? 0), 0);
    console.log(
      `${urlPath}: ${(total / amount).toFixed(3)} ms CPU/request (Node ${(node / amount).toFixed(3)}, PostgreSQL ${((total - node) / amount).toFixed(3)}; kernel ${(system / amount).toFixed(3)}), ${result['2xx']} 2xx, ${result.non2xx} non-2xx${result.non2xx ? ` ${JSON.stringify(result.statusCodeStats)}` : ''}, ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms`,
    );
    if (statements) await printStatements(statements, amount);
  }
} finally {
  await statements?.end();
  await server.stop();
}
