import { loadavg } from 'node:os';
import autocannon from 'autocannon';

export type LoadResult = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Connection errors and timeouts: like non-2xx, anything but 0 means the scenario is wrong. */
  errors: number;
  /** 2xx answers, to check what a write load really wrote. */
  ok: number;
};

export type LoadOptions = {
  headers?: Record<string, string>;
  connections?: number;
  /** Seconds measured. */
  duration?: number;
  /** Seconds of the same load first, not recorded: a fresh process is still compiling and filling caches. */
  warmUp?: number;
  method?: 'GET' | 'POST';
  body?: string;
  /** Several requests in turn, or one rebuilt each time (`setupRequest`), instead of method/body. */
  requests?: autocannon.Request[];
  /** Called once per connection: `client.setRequests(…)` gives each its own requests (its own member). */
  setupClient?: (client: autocannon.Client) => void;
};

/** autocannon, 50 connections for 10 s by default, as Fastify's own benchmarks run it. */
export async function load(name: string, url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const run = (duration: number) =>
    autocannon({
      url,
      connections: options.connections ?? 50,
      duration,
      headers: options.headers,
      method: options.method ?? 'GET',
      body: options.body,
      requests: options.requests,
      setupClient: options.setupClient,
    });
  if (options.warmUp) await run(options.warmUp);
  const result = await run(options.duration ?? 10);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ok: result['2xx'],
  };
}

/** An endpoint's throughput as a share of the bare Fastify hello-world's, measured in the same run. */
export const ratioOf = (result: LoadResult, helloWorld: LoadResult) =>
  result.requestsPerSecond / helloWorld.requestsPerSecond;

/** Markdown table; with `helloWorld`, a ratio column (req/s ÷ hello-world req/s of the same run). */
export function table(results: LoadResult[], helloWorld?: LoadResult): string {
  const lines = [
    `| endpoint | req/s |${helloWorld ? ' ratio |' : ''} p50 (ms) | p99 (ms) | non-2xx | errors |`,
    `|---|---:|${helloWorld ? '---:|' : ''}---:|---:|---:|---:|`,
  ];
  for (const r of results) {
    const ratio = helloWorld ? ` ${ratioOf(r, helloWorld).toFixed(3)} |` : '';
    lines.push(
      `| ${r.name} | ${r.requestsPerSecond} |${ratio} ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`,
    );
  }
  return lines.join('\n');
}

/** The divisor of a run's ratios: the hello-world measured before and after the endpoints, averaged. */
export function meanHelloWorld(before: LoadResult, after: LoadResult): LoadResult {
  return {
    ...before,
    name: 'hello-world, mean of both',
    requestsPerSecond: Math.round((before.requestsPerSecond + after.requestsPerSecond) / 2),
  };
}

/**
 * The end of a run measured against the bare Fastify hello-world (issue 8): the load average, then
 * `rows` in a table between the hello-world runs before and after them, each row's ratio taken to
 * the mean of both (`format`: `table`, or a table with targets). Returns that mean.
 */
export function printAgainstHelloWorld<Row extends LoadResult>(
  runs: { before: LoadResult; rows: Row[]; after: LoadResult },
  options: LoadOptions,
  format: (results: (Row | LoadResult)[], helloWorld: LoadResult) => string = table,
): LoadResult {
  console.log(`(load average after the load: ${loadAverage()})`);
  const helloWorld = meanHelloWorld(runs.before, runs.after);
  console.log(
    `\nautocannon ${options.connections} connections, ${options.warmUp} s warm-up then ${options.duration} s measured per line; ratio = req/s ÷ ${helloWorld.requestsPerSecond} (hello-world, mean of the runs before and after)\n`,
  );
  console.log(
    format(
      [
        { ...runs.before, name: 'hello-world (bare Fastify, before)' },
        ...runs.rows,
        { ...runs.after, name: 'hello-world (bare Fastify, after)' },
      ],
      helloWorld,
    ),
  );
  return helloWorld;
}

/**
 * `load`'s measure (50 connections, 10 s) over a `requests` list: several endpoints in turn, or a
 * request rebuilt each time (`setupRequest`). Also returns the 2xx count, to check what was written.
 */
export async function loadRequests(
  name: string,
  url: string,
  requests: autocannon.Request[],
  options: { connections?: number; duration?: number } = {},
): Promise<LoadResult & { ok: number }> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.duration ?? 10,
    requests,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ok: result['2xx'],
  };
}

export const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN
  );
}

export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
