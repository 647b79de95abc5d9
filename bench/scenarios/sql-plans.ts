import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import type { Database } from '../../apps/api/src/db/client.ts';
import { pgliteOf } from './programs-dataset.ts';

export type StatementPlan = { sql: string; params: unknown[]; inTransaction: boolean; plan: string[] };
export type CallPlans = { name: string; statements: StatementPlan[] };

type Query = PGlite['query'];
/** A plan node's actual rows, all loops together. */
const rowsOf = (match: RegExpExecArray) => Number(match[1]) * Number(match[2]);
const EXPLAINABLE = /^\s*(select|insert|update|delete|with)\b/i;
const planOf = (result: Results<{ 'QUERY PLAN': string }>) => result.rows.map((row) => row['QUERY PLAN']);

/**
 * Runs `call` (a service method, as the route would) and records the plan of every statement it
 * sends, exactly as sent and with its parameters, transactions included: just before each statement
 * runs, the same statement runs under `EXPLAIN (ANALYZE, BUFFERS OFF)` and is rolled back (in a
 * savepoint inside a transaction, in a transaction of its own outside one). So each plan is the one
 * the statement gets in the state it really meets, and writes are measured without being done twice.
 */
export async function explainCall(
  db: Database,
  name: string,
  call: () => Promise<unknown>,
): Promise<CallPlans> {
  const client = pgliteOf(db);
  const statements: StatementPlan[] = [];
  const originalQuery = client.query;
  const originalTransaction = client.transaction;
  const explained = async (
    inTransaction: boolean,
    sql: string,
    params: unknown[] | undefined,
    plan: () => Promise<string[]>,
  ) => {
    if (!EXPLAINABLE.test(sql)) return;
    let lines: string[];
    try {
      lines = await plan();
    } catch (error) {
      lines = [`EXPLAIN failed: ${(error as Error).message}`];
    }
    statements.push({ sql, params: params ?? [], inTransaction, plan: lines });
  };
  const explainSql = (sql: string) => `EXPLAIN (ANALYZE, BUFFERS OFF) ${sql}`;

  client.query = (async (sql: string, params?: unknown[], options?: Parameters<Query>[2]) => {
    await explained(false, sql, params, async () => {
      let lines: string[] = [];
      await originalTransaction.call(client, async (tx) => {
        lines = planOf(await tx.query<{ 'QUERY PLAN': string }>(explainSql(sql), params));
        await tx.rollback();
      });
      return lines;
    });
    return originalQuery.call(client, sql, params, options);
  }) as Query;
  client.transaction = (async <T>(callback: (tx: Transaction) => Promise<T>) =>
    originalTransaction.call(client, async (tx) => {
      const txQuery = tx.query;
      tx.query = (async (sql: string, params?: unknown[], options?: Parameters<Query>[2]) => {
        await explained(true, sql, params, async () => {
          await txQuery('SAVEPOINT bench_explain');
          try {
            return planOf(await txQuery<{ 'QUERY PLAN': string }>(explainSql(sql), params));
          } finally {
            await txQuery('ROLLBACK TO SAVEPOINT bench_explain');
            await txQuery('RELEASE SAVEPOINT bench_explain');
          }
        });
        return txQuery(sql, params, options);
      }) as Query;
      return callback(tx);
    })) as PGlite['transaction'];
  try {
    await call();
  } finally {
    client.query = originalQuery;
    client.transaction = originalTransaction;
  }
  return { name, statements };
}

/**
 * The plans of every call twice: with `enable_seqscan = on` (PostgreSQL's default: the planner
 * picks indexes on cost alone, the honest test) and with PGlite 0.3.8's own setting, `off`, which is
 * what the server runs with.
 */
export async function explainCalls(db: Database, calls: [string, () => Promise<unknown>][]) {
  const client = pgliteOf(db);
  const setting = (await client.query<{ enable_seqscan: string }>('SHOW enable_seqscan')).rows[0]
    ?.enable_seqscan;
  const sets: { label: string; calls: CallPlans[] }[] = [];
  for (const [label, value] of [
    ['enable_seqscan = on (cost-based, as on PostgreSQL)', 'on'],
    [`PGlite defaults (enable_seqscan = ${setting}, what the server runs with)`, setting ?? 'off'],
  ] as const) {
    await client.exec(`SET enable_seqscan = ${value}`);
    const plans: CallPlans[] = [];
    for (const [name, call] of calls) plans.push(await explainCall(db, name, call));
    sets.push({ label, calls: plans });
  }
  await client.exec('RESET enable_seqscan');
  return sets;
}

/** `Seq Scan on <table>` lines for the given tables, with the call and the statement. */
export function seqScansOn(tables: string[], calls: CallPlans[]) {
  const pattern = new RegExp(`Seq Scan on (${tables.join('|')})\\b`);
  const found: { call: string; sql: string; line: string }[] = [];
  for (const call of calls)
    for (const statement of call.statements)
      for (const line of statement.plan)
        if (pattern.test(line)) found.push({ call: call.name, sql: statement.sql, line: line.trim() });
  return found;
}

/**
 * Scans of the given tables that hand back more than `threshold` rows: an index used for a filter
 * but not for the order, reading a whole history to return a page of it. Such a cost grows with the
 * history even when no sequential scan shows.
 */
export function largeScansOn(tables: string[], calls: CallPlans[], threshold: number) {
  const pattern = new RegExp(`(Scan|Scan using \\S+) on (${tables.join('|')})\\b`);
  const found: { call: string; sql: string; line: string; rows: number }[] = [];
  for (const call of calls)
    for (const statement of call.statements)
      for (const line of statement.plan) {
        const rows = /actual time=\S+ rows=(\d+) loops=(\d+)/.exec(line);
        if (pattern.test(line) && rows && rowsOf(rows) > threshold)
          found.push({ call: call.name, sql: statement.sql, line: line.trim(), rows: rowsOf(rows) });
      }
  return found;
}

const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim();
const scanLines = (plan: string[]) =>
  plan
    .map((line) => line.replace(/^\s*->\s*/, '').trim())
    .filter((line) =>
      /^(Seq Scan|Index Scan|Index Only Scan|Bitmap Index Scan|Bitmap Heap Scan|Insert on|Update on|LockRows)/.test(
        line,
      ),
    )
    .map((line) => {
      const rows = /actual time=\S+ rows=(\d+) loops=(\d+)/.exec(line);
      const name = line.replace(/\s+\(cost=.*$/, '');
      return rows && !/^(Insert|Update|LockRows)/.test(name) ? `${name} [${rowsOf(rows)} rows]` : name;
    });
const timeOf = (plan: string[]) =>
  plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '');

/** One line per statement: its execution time, its scans, the start of its SQL. */
export function summarise(calls: CallPlans[]): string {
  const lines: string[] = [];
  for (const call of calls) {
    lines.push(call.name);
    for (const [index, statement] of call.statements.entries()) {
      const scans = scanLines(statement.plan).join('; ') || statement.plan[0]?.slice(0, 60);
      lines.push(
        `  q${index + 1}${statement.inTransaction ? ' (tx)' : ''} ${timeOf(statement.plan) ?? '?'}: ${scans}`,
      );
      lines.push(`      ${oneLine(statement.sql).slice(0, 110)}`);
    }
  }
  return lines.join('\n');
}

export function plansMarkdown(label: string, calls: CallPlans[]): string {
  const out = [`## ${label}`, ''];
  for (const call of calls) {
    out.push(`### ${call.name}`, '');
    for (const [index, statement] of call.statements.entries()) {
      out.push(
        `Statement ${index + 1}${statement.inTransaction ? ' (in the transaction)' : ''}: \`${oneLine(statement.sql)}\``,
      );
      if (statement.params.length) out.push('', `Parameters: \`${JSON.stringify(statement.params)}\``);
      out.push('', '```', ...statement.plan, '```', '');
    }
  }
  return out.join('\n');
}

/**
 * Writes every plan to `file` and prints, per setting, one line per statement and the verdicts:
 * sequential scans on the guarded tables, and scans of them handing back more than `threshold` rows.
 */
export function reportPlans(
  file: string,
  heading: string,
  planSets: { label: string; calls: CallPlans[] }[],
  tables: string[],
  threshold: number,
) {
  writeFileSync(
    file,
    [
      `# ${heading} (${new Date().toISOString()})`,
      '',
      'Each statement exactly as the app sends it (through its own services), planned and run under `EXPLAIN (ANALYZE, BUFFERS OFF)` just before it runs, then rolled back.',
      '',
      ...planSets.map((set) => plansMarkdown(set.label, set.calls)),
    ].join('\n'),
  );
  console.log(`Full plans in ${path.relative(process.cwd(), file)}`);
  for (const set of planSets) {
    console.log(`\nStatements, ${set.label}:\n${summarise(set.calls)}`);
    const seqScans = seqScansOn(tables, set.calls);
    const largeScans = largeScansOn(tables, set.calls, threshold);
    if (seqScans.length === 0) console.log(`Verdict: no sequential scan on ${tables.join(', ')}.`);
    for (const scan of seqScans)
      console.log(`SEQUENTIAL SCAN in ${scan.call}: ${scan.line}\n  in: ${oneLine(scan.sql)}`);
    if (largeScans.length === 0) console.log(`Verdict: no scan of them returns more than ${threshold} rows.`);
    for (const scan of largeScans)
      console.log(
        `LARGE SCAN in ${scan.call}: ${scan.rows} rows read (${scan.line.replace(/\s+\(cost=.*$/, '')})\n  in: ${oneLine(scan.sql).slice(0, 160)}…`,
      );
  }
}
