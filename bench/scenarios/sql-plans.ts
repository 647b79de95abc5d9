import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

export type StatementPlan = { sql: string; params: unknown[]; inTransaction: boolean; plan: string[] };
export type CallPlans = { name: string; statements: StatementPlan[] };

/** What node-postgres's `query` is handed: drizzle sends a config object and the values apart. */
type QueryArgs = [config: string | pg.QueryConfig, values?: unknown[]];
type Query = (...args: QueryArgs) => Promise<pg.QueryResult>;

/** A plan node's actual rows, all loops together. */
const rowsOf = (match: RegExpExecArray) => Number(match[1]) * Number(match[2]);
const EXPLAINABLE = /^\s*(select|insert|update|delete|with)\b/i;
const textOf = ([config]: QueryArgs) => (typeof config === 'string' ? config : config.text);
const valuesOf = ([config, values]: QueryArgs) =>
  values ?? (typeof config === 'string' ? [] : (config.values ?? []));
/** `buffers` adds the pages each node read (shared hit / read), for a plan whose cost is in its pages. */
export type ExplainOptions = { buffers?: boolean };
const explainOptions = (options: ExplainOptions) => `ANALYZE, BUFFERS ${options.buffers ? 'ON' : 'OFF'}`;
const planOf = (result: pg.QueryResult) => result.rows.map((row) => String(row['QUERY PLAN']));

/**
 * Runs `call` (a service method, as the route would) and records the plan of every statement it
 * sends, exactly as sent and with its parameters, transactions included: just before each statement
 * runs, the same statement runs under `EXPLAIN (ANALYZE)` (BUFFERS if asked) and is rolled back (in a
 * savepoint on the transaction's own connection, in a transaction of its own on another connection
 * outside one). So each plan is the one the statement gets in the state it really meets, and writes
 * are measured without being done twice.
 */
export async function explainCall(
  pool: pg.Pool,
  name: string,
  call: () => Promise<unknown>,
  options: ExplainOptions = {},
): Promise<CallPlans> {
  const explainSql = (sql: string) => `EXPLAIN (${explainOptions(options)}) ${sql}`;
  const statements: StatementPlan[] = [];
  const record = async (
    args: QueryArgs,
    inTransaction: boolean,
    plan: (sql: string) => Promise<string[]>,
  ) => {
    const sql = textOf(args);
    if (!EXPLAINABLE.test(sql)) return;
    let lines: string[];
    try {
      lines = await plan(sql);
    } catch (error) {
      lines = [`EXPLAIN failed: ${(error as Error).message}`];
    }
    statements.push({ sql, params: valuesOf(args), inTransaction, plan: lines });
  };

  const originalQuery = pool.query;
  const originalConnect = pool.connect;
  const connect = () => (originalConnect as () => Promise<pg.PoolClient>).call(pool);
  // Outside a transaction drizzle calls `pool.query`; the pool then checks out a connection with a
  // callback, which is left alone so nothing is recorded twice.
  pool.query = (async (...args: QueryArgs) => {
    await record(args, false, async (sql) => {
      const other = await connect();
      try {
        await other.query('begin');
        return planOf(await other.query(explainSql(sql), valuesOf(args)));
      } finally {
        await other.query('rollback');
        other.release();
      }
    });
    return (originalQuery as Query).apply(pool, args);
  }) as typeof pool.query;
  // A transaction checks out a connection (promise form) and runs everything on it.
  pool.connect = ((callback?: Parameters<typeof pool.connect>[0]) => {
    if (callback) return originalConnect.call(pool, callback);
    return connect().then((client) => {
      const txQuery = client.query;
      const own = (...args: QueryArgs) => (txQuery as Query).apply(client, args);
      const release = client.release;
      client.query = (async (...args: QueryArgs) => {
        await record(args, true, async (sql) => {
          await own('SAVEPOINT bench_explain');
          try {
            return planOf(await own(explainSql(sql), valuesOf(args)));
          } finally {
            await own('ROLLBACK TO SAVEPOINT bench_explain');
            await own('RELEASE SAVEPOINT bench_explain');
          }
        });
        return own(...args);
      }) as typeof client.query;
      client.release = ((error?: Error | boolean) => {
        client.query = txQuery;
        client.release = release;
        return release.call(client, error);
      }) as typeof client.release;
      return client;
    });
  }) as typeof pool.connect;
  try {
    await call();
  } finally {
    pool.query = originalQuery;
    pool.connect = originalConnect;
  }
  return { name, statements };
}

/** The plans of every call, with the server's own settings (PostgreSQL 17's defaults). */
export async function explainCalls(
  pool: pg.Pool,
  calls: [string, () => Promise<unknown>][],
  options: ExplainOptions = {},
) {
  const plans: CallPlans[] = [];
  for (const [name, call] of calls) plans.push(await explainCall(pool, name, call, options));
  return [
    {
      label: `embedded PostgreSQL 17, default settings, after ANALYZE: EXPLAIN (${explainOptions(options)})`,
      calls: plans,
    },
  ];
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
      'Each statement exactly as the app sends it (through its own services), planned and run under `EXPLAIN` (the options in each heading) just before it runs, then rolled back.',
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
