import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { load, loadAverage, printAgainstHelloWorld, seconds } from '../load.ts';
import { login, measureHelloWorld, startServer } from '../server.ts';
import { BENCH_MEMBER } from './programs-dataset.ts';
import { buildRatiosDataset } from './ratios-dataset.ts';
import { LOAD, type Row, ratiosTable } from './ratios-report.ts';

const PORTS = { server: 3908, helloWorld: 3909 } as const;
const ENDPOINTS = [
  ['GET /api/users/me', '/api/users/me'],
  ['GET /api/schedule/daily (10 planned today)', '/api/schedule/daily'],
] as const;

/**
 * Issue 16 « Many processes »: the same two reads against `npm start` with WORKERS=1 (one process,
 * no cluster) and WORKERS=2 (a primary and two workers on the port), on the ratios data set, each
 * as a share of the bare Fastify hello-world loaded the same way in the same run. autocannon runs
 * in this process, on the same cores as the workers and PostgreSQL.
 */
export async function workers(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-bench-workers-'));
  try {
    const startedAt = performance.now();
    const dataset = await buildRatiosDataset(dataDir);
    console.log(`Data set built in ${seconds(startedAt)}: ${JSON.stringify(dataset.counts)}`);
    console.log(`(cores: ${availableParallelism()}; load average before the load: ${loadAverage()})`);

    const before = await measureHelloWorld(PORTS.helloWorld, LOAD);
    const rows: Row[] = [];
    const perWorkers = new Map<string, number>();
    for (const count of [1, 2]) {
      const server = await startServer({ port: PORTS.server, dataDir, env: { WORKERS: String(count) } });
      console.log(`WORKERS=${count}: healthy in ${Math.round(server.startupMs)} ms`);
      try {
        const headers = await login(server.url, BENCH_MEMBER);
        for (const [name, urlPath] of ENDPOINTS) {
          // One request first: a wrong scenario (401, an empty agenda) must not pass for a result.
          const response = await fetch(`${server.url}${urlPath}`, { headers });
          const json = (await response.json()) as { data: unknown };
          if (!response.ok || (Array.isArray(json.data) && json.data.length === 0))
            throw new Error(`${name} answered ${response.status}`);
          const row = await load(`${name}, WORKERS=${count}`, `${server.url}${urlPath}`, {
            ...LOAD,
            headers,
          });
          rows.push(row);
          perWorkers.set(`${name}:${count}`, row.requestsPerSecond);
        }
      } finally {
        await server.stop();
      }
    }
    const after = await measureHelloWorld(PORTS.helloWorld, LOAD);
    printAgainstHelloWorld({ before, rows, after }, LOAD, ratiosTable);
    console.log('');
    for (const [name] of ENDPOINTS) {
      const one = perWorkers.get(`${name}:1`) ?? Number.NaN;
      const two = perWorkers.get(`${name}:2`) ?? Number.NaN;
      console.log(`${name}: WORKERS=2 ÷ WORKERS=1 = ${(two / one).toFixed(2)}`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
