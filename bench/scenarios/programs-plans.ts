import { programListQuery } from '@elan/domain';
import type { Database } from '../../apps/api/src/db/client.ts';
import { createEnrollmentsService } from '../../apps/api/src/modules/enrollments/enrollments.service.ts';
import { createProgramsService } from '../../apps/api/src/modules/programs/programs.service.ts';
import { createScheduleService } from '../../apps/api/src/modules/schedule/schedule.service.ts';
import { pgliteOf } from './programs-dataset.ts';

type Captured = { sql: string; params: unknown[] };

export type EndpointPlans = {
  endpoint: string;
  queries: { sql: string; params: unknown[]; plan: string[] }[];
};

/** Tables that must never be read by a sequential scan on these endpoints (issue 3). */
const GUARDED = ['enrollments', 'completions'];

/**
 * The SQL behind each endpoint, exactly as the app sends it: the endpoint's service runs against
 * the database while PGlite's `query` is wrapped to record every statement and its parameters, and
 * each recorded statement is then run again under `EXPLAIN (ANALYZE, BUFFERS OFF)` with the same
 * parameters.
 */
export async function explainEndpoints(
  db: Database,
  target: { memberId: number; programId: number },
  options: { enableSeqscan?: boolean } = {},
): Promise<EndpointPlans[]> {
  const client = pgliteOf(db);
  // PGlite 0.3.8 starts with enable_seqscan = off; PostgreSQL (DATABASE_URL) with on.
  if (options.enableSeqscan !== undefined)
    await client.exec(`SET enable_seqscan = ${options.enableSeqscan ? 'on' : 'off'}`);
  const original = client.query.bind(client);
  let captured: Captured[] = [];
  const recording = (async (sql: string, params?: unknown[], options?: unknown) => {
    captured.push({ sql, params: params ?? [] });
    return original(sql, params, options as Parameters<typeof original>[2]);
  }) as typeof client.query;

  const programs = createProgramsService(db);
  const enrollments = createEnrollmentsService(db);
  const schedule = createScheduleService(db);
  const endpoints: [string, () => Promise<unknown>][] = [
    ['GET /api/programs', () => programs.list(programListQuery.parse({}))],
    [`GET /api/programs/${target.programId}`, () => programs.get(target.programId)],
    [`GET /api/enrollments/program/${target.programId}/stats`, () => enrollments.stats(target.programId)],
    ['GET /api/schedule/daily', () => schedule.daily(target.memberId)],
  ];

  const results: EndpointPlans[] = [];
  for (const [endpoint, call] of endpoints) {
    captured = [];
    client.query = recording;
    try {
      await call();
    } finally {
      client.query = original;
    }
    const queries = [];
    for (const query of captured) {
      const explained = await original<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS OFF) ${query.sql}`,
        query.params,
      );
      queries.push({ ...query, plan: explained.rows.map((row) => row['QUERY PLAN']) });
    }
    results.push({ endpoint, queries });
  }
  if (options.enableSeqscan !== undefined) await client.exec('RESET enable_seqscan');
  return results;
}

/** `Seq Scan on enrollments` / `Seq Scan on completions` lines, with the endpoint and statement. */
export function guardedSeqScans(plans: EndpointPlans[]) {
  const found: { endpoint: string; sql: string; line: string }[] = [];
  for (const endpoint of plans)
    for (const query of endpoint.queries)
      for (const line of query.plan)
        if (GUARDED.some((table) => new RegExp(`Seq Scan on ${table}\\b`).test(line)))
          found.push({ endpoint: endpoint.endpoint, sql: query.sql, line: line.trim() });
  return found;
}

/** Every scan node of the plans (Seq, Index, Index Only, Bitmap), to summarise them in a line each. */
export function scanNodes(plan: string[]): string[] {
  return plan
    .map((line) => line.replace(/^\s*->\s*/, '').trim())
    .filter((line) => /^(Seq Scan|Index Scan|Index Only Scan|Bitmap Index Scan|Bitmap Heap Scan)/.test(line))
    .map((line) => line.replace(/\s+\(cost=.*$/, ''));
}

export function formatPlans(title: string, plans: EndpointPlans[]): string {
  const out = [`## ${title}`, ''];
  for (const endpoint of plans) {
    out.push(`### ${endpoint.endpoint}`, '');
    for (const [index, query] of endpoint.queries.entries()) {
      out.push(`Query ${index + 1}: ${query.sql.replace(/\s+/g, ' ')}`);
      if (query.params.length) out.push(`Parameters: ${JSON.stringify(query.params)}`);
      out.push('', '```', ...query.plan, '```', '');
    }
  }
  return out.join('\n');
}
