import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { rowsOf } from '../src/lib/db-errors.ts';

/** A number no sequence of a test database reaches, and a day before Élan existed. */
const FORGED_NUMBER = 987_654;
const FORGED_DAY = '2001-02-03T04:05:06.000Z';

/** The fields a client must never set (issue 15), pointing at another member or forged values. */
export function injectedFields(victimId: number) {
  return {
    role: 'admin',
    is_admin: true,
    id: FORGED_NUMBER,
    user_id: victimId,
    created_by: victimId,
    points: FORGED_NUMBER,
    token_version: FORGED_NUMBER,
    earned_at: FORGED_DAY,
    created_at: FORGED_DAY,
  };
}

type Column = { table_name: string; column_name: string; data_type: string };

/**
 * Where a forged field would land if it were stored: per table and column, the rows naming the
 * victim, holding the forged number or day, and members who are admins or flagged. Built from
 * information_schema, so a table added later is covered; one statement.
 */
export async function traces(db: Database, victimId: number, ownerId: number) {
  const columns = rowsOf<Column>(
    await db.execute(sql`select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public'
        and column_name in ('user_id', 'created_by', 'id', 'points', 'token_version', 'earned_at', 'created_at', 'is_admin')`),
  );
  const tests: string[] = [];
  for (const { table_name: table, column_name: column, data_type: type } of columns) {
    const where =
      column === 'user_id' || column === 'created_by'
        ? `"${column}" = ${victimId}`
        : column === 'is_admin'
          ? `"${column}" is true`
          : type.startsWith('timestamp') || type === 'date'
            ? `"${column}" < '2002-01-01'`
            : /int|numeric|double|real/.test(type)
              ? `"${column}" = ${FORGED_NUMBER}`
              : undefined;
    if (where)
      tests.push(`select '${table}.${column}' as at, count(*)::int as n from "${table}" where ${where}`);
  }
  tests.push(
    `select 'users.role(owner)' as at, count(*)::int as n from users where id = ${ownerId} and role <> 'user'`,
  );
  tests.push(`select 'users.role(admin)' as at, count(*)::int as n from users where role = 'admin'`);
  const rows = rowsOf<{ at: string; n: number }>(await db.execute(sql.raw(tests.join(' union all '))));
  return Object.fromEntries(rows.map((row) => [row.at, row.n]));
}
