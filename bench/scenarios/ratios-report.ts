import { type LoadOptions, type LoadResult, ratioOf } from '../load.ts';
import type { postgresMemory } from '../server.ts';

/** Issue 8's load settings: 50 connections, a warm-up not recorded, then the measure. */
export const LOAD: LoadOptions = { connections: 50, warmUp: 5, duration: 15 };

export type Row = LoadResult & { target?: number };

export function ratiosTable(rows: Row[], helloWorld: LoadResult): string {
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

/** The server's memory right after a load: the Node process and the embedded PostgreSQL's processes. */
export function memoryReport(node: number, postgres: ReturnType<typeof postgresMemory>): string {
  return (
    `Node (npm start) RSS ${node.toFixed(0)} MB` +
    (postgres
      ? `; embedded PostgreSQL, ${postgres.processes} processes: RSS ${postgres.rss.toFixed(0)} MB in all` +
        (postgres.pss === undefined ? '' : `, PSS ${postgres.pss.toFixed(0)} MB`) +
        `; together RSS ${(node + postgres.rss).toFixed(0)} MB`
      : ' (no PostgreSQL server of its own)')
  );
}
