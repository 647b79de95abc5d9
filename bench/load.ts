import autocannon from 'autocannon';

export type LoadResult = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Connection errors and timeouts: like non-2xx, anything but 0 means the scenario is wrong. */
  errors: number;
};

/** autocannon, 50 connections for 10 s by default, as Fastify's own benchmarks run it. */
export async function load(
  name: string,
  url: string,
  options: {
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    body?: string;
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.duration ?? 10,
    headers: options.headers,
    method: options.method ?? 'GET',
    body: options.body,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export function table(results: LoadResult[]): string {
  const lines = [
    '| endpoint | req/s | p50 (ms) | p99 (ms) | non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const r of results)
    lines.push(`| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
  return lines.join('\n');
}
