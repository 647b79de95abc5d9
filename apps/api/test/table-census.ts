import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { rowsOf } from '../src/lib/db-errors.ts';

/**
 * How many rows every table of the app's schema holds, in one statement generated from
 * information_schema (a table added later is counted too).
 */
export async function tableCensus(db: Database): Promise<() => Promise<Record<string, number>>> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  ).map((row) => row.table_name);
  const statement = sql.raw(
    `select ${tables.map((table) => `(select count(*)::int from "${table}") as "${table}"`).join(', ')}`,
  );
  return async () => rowsOf<Record<string, number>>(await db.execute(statement))[0] ?? {};
}
