import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LoadOptions, type LoadResult, load, ratioOf } from '../load.ts';
import { type RunningServer, startServer } from '../server.ts';

/** Issue 16's load: 50 connections, 5 s of warm-up (not recorded), then 20 s measured. */
export const SCALE_LOAD = { connections: 50, warmUp: 5, duration: 20 } as const;

const probeModule = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../event-loop-probe.mjs');

export type LoopSnapshot = {
  sequence: number;
  samples: number;
  mean: number;
  p50: number;
  p99: number;
  max: number;
  rssMb: number;
  heapUsedMb: number;
};

export type ProbedServer = RunningServer & {
  /** What the server's event loop saw since the previous snapshot (and its RSS now); resets it. */
  snapshot: () => Promise<LoopSnapshot>;
};

/**
 * `npm start` on `dataDir` with bench/event-loop-probe.mjs preloaded (NODE_OPTIONS=--import): the
 * server process measures its own event-loop delay; SIGUSR2 makes it write what it saw to a file.
 */
export async function startProbedServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ProbedServer> {
  const probeDir = mkdtempSync(path.join(tmpdir(), 'elan-bench-probe-'));
  const file = path.join(probeDir, 'event-loop.json');
  const server = await startServer({
    port,
    dataDir,
    env: {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${probeModule}`.trim(),
      BENCH_EVENT_LOOP_FILE: file,
      ...env,
    },
  });
  let sequence = 0;
  const snapshot = async () => {
    server.child.kill('SIGUSR2');
    for (let waited = 0; waited < 5000; waited += 20) {
      if (existsSync(file)) {
        const read = JSON.parse(readFileSync(file, 'utf8')) as LoopSnapshot;
        if (read.sequence > sequence) {
          sequence = read.sequence;
          return read;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the event-loop probe did not answer: is bench/event-loop-probe.mjs preloaded?');
  };
  return {
    ...server,
    snapshot,
    stop: async () => {
      await server.stop();
      rmSync(probeDir, { recursive: true, force: true });
    },
  };
}

export type ScaleRow = LoadResult & { target?: number; loop?: LoopSnapshot };

/** The warm-up, then the measure alone in the event-loop window. */
export async function measure(
  server: ProbedServer,
  name: string,
  urlPath: string,
  options: LoadOptions,
  target?: number,
): Promise<ScaleRow> {
  const url = `${server.url}${urlPath}`;
  await load(name, url, { ...options, warmUp: 0, duration: SCALE_LOAD.warmUp });
  await server.snapshot();
  const result = await load(name, url, { ...options, warmUp: 0, duration: SCALE_LOAD.duration });
  const row = { ...result, target, loop: await server.snapshot() };
  console.log(
    `${name}: ${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx}, errors ${row.errors}, event loop p99 ${row.loop.p99} ms, RSS ${row.loop.rssMb} MB`,
  );
  return row;
}

export function scaleTable(rows: ScaleRow[], helloWorld: LoadResult): string {
  const lines = [
    '| endpoint | req/s | ratio | target | met | p50 (ms) | p99 (ms) | non-2xx | errors | event loop p99 / max (ms) | RSS (MB) |',
    '|---|---:|---:|---:|:---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const ratio = ratioOf(row, helloWorld);
    const target = row.target === undefined ? '' : `≥ ${row.target.toFixed(2)}`;
    const loopOk = !row.loop || row.loop.p99 <= 50;
    const met =
      row.target === undefined
        ? ''
        : ratio >= row.target && !row.non2xx && !row.errors && loopOk
          ? 'yes'
          : 'NO';
    const loop = row.loop ? `${row.loop.p99} / ${row.loop.max}` : '';
    lines.push(
      `| ${row.name} | ${row.requestsPerSecond} | ${ratio.toFixed(3)} | ${target} | ${met} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.errors} | ${loop} | ${row.loop?.rssMb ?? ''} |`,
    );
  }
  return lines.join('\n');
}

/**
 * Scale invariance: each screen at `scale` rows against the small data set, as cost per request
 * under the same 50-connection load (small req/s ÷ large req/s; ≤ 1.5 passes) and p50s.
 */
export function invarianceTable(pairs: { name: string; large: ScaleRow; small: ScaleRow }[]): string {
  const lines = [
    '| screen | req/s at 1,000,000 | req/s at 10,000 | cost ratio (1M ÷ 10k) | ≤ 1.5 | p50 1M / 10k (ms) | p99 1M / 10k (ms) |',
    '|---|---:|---:|---:|:---:|---:|---:|',
  ];
  for (const { name, large, small } of pairs) {
    const ratio = small.requestsPerSecond / large.requestsPerSecond;
    lines.push(
      `| ${name} | ${large.requestsPerSecond} | ${small.requestsPerSecond} | ${ratio.toFixed(2)} | ${ratio <= 1.5 ? 'yes' : 'NO'} | ${large.p50} / ${small.p50} | ${large.p99} / ${small.p99} |`,
    );
  }
  return lines.join('\n');
}
