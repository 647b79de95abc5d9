import pg from 'pg';

import type { Pglite } from './install-pglite.ts';

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

type Column = { name: string; type: string };

/** Insertable columns of each `public` table (generated columns are recomputed, not copied). */
async function tableColumns(
  query: (sql: string) => Promise<{ rows: { table_name: string; column_name: string; data_type: string }[] }>,
) {
  const { rows } = await query(
    `select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as data_type
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const tables = new Map<string, Column[]>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? [];
    columns.push({ name: row.column_name, type: row.data_type });
    tables.set(row.table_name, columns);
  }
  return tables;
}

/**
 * Copies every `public` table, in one transaction: rows leave PGlite as JSON and enter through
 * `json_populate_recordset` with their own ids; foreign keys and triggers are off while loading
 * (`session_replication_role = replica`), row counts are checked, and each sequence resumes
 * after the highest of its old value and its column's largest id.
 */
export async function copyTables(source: Pglite, connection: pg.PoolConfig) {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const [sourceTables, targetTables] = await Promise.all([
      tableColumns((sql) => source.query(sql)),
      tableColumns((sql) => client.query(sql)),
    ]);
    for (const [table, columns] of sourceTables) {
      const targetColumns = targetTables.get(table);
      if (!targetColumns)
        throw new Error(`La table « ${table} » de l’ancienne base n’existe pas dans la nouvelle.`);
      const missing = columns.filter(
        (column) => !targetColumns.some((target) => target.name === column.name),
      );
      if (missing.length > 0)
        throw new Error(
          `Colonnes de « ${table} » absentes de la nouvelle base : ${missing.map((column) => column.name).join(', ')}.`,
        );
    }

    const counts: { table: string; count: number }[] = [];
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    for (const [table, columns] of [...sourceTables].sort(([a], [b]) => a.localeCompare(b))) {
      const name = `public.${quoteIdentifier(table)}`;
      const list = columns.map((column) => quoteIdentifier(column.name)).join(', ');
      const { rows } = await source.query<{ rows: string; count: number }>(
        `select coalesce(json_agg(t), '[]')::text as rows, count(*)::int as count from ${name} t`,
      );
      const json = rows[0]?.rows ?? '[]';
      const expected = rows[0]?.count ?? 0;
      const inserted = await client.query(
        `insert into ${name} (${list}) overriding system value
         select ${list} from json_populate_recordset(null::${name}, $1::json)`,
        [json],
      );
      if (inserted.rowCount !== expected)
        throw new Error(`« ${table} » : ${inserted.rowCount} lignes copiées au lieu de ${expected}.`);
      counts.push({ table, count: expected });
    }
    await resumeSequences(source, client);
    await client.query('commit');
    return counts;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

const OWNED_SEQUENCES = `
  select s.relname as sequence_name, t.relname as table_name, a.attname as column_name
    from pg_class s
    join pg_namespace n on n.oid = s.relnamespace
    join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
                    and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
    join pg_class t on t.oid = d.refobjid
    join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
   where s.relkind = 'S' and n.nspname = 'public'`;

async function resumeSequences(source: Pglite, client: pg.Client) {
  const previous = await source.query<{ sequencename: string; last_value: string | null }>(
    "select sequencename, last_value::text as last_value from pg_sequences where schemaname = 'public'",
  );
  const lastValues = new Map(previous.rows.map((row) => [row.sequencename, Number(row.last_value ?? 0)]));
  const owned = await client.query<{ sequence_name: string; table_name: string; column_name: string }>(
    OWNED_SEQUENCES,
  );
  for (const sequence of owned.rows) {
    const name = `public.${quoteIdentifier(sequence.sequence_name)}`;
    const { rows } = await client.query<{ max: string | null }>(
      `select max(${quoteIdentifier(sequence.column_name)})::text as max from public.${quoteIdentifier(sequence.table_name)}`,
    );
    const last = Math.max(lastValues.get(sequence.sequence_name) ?? 0, Number(rows[0]?.max ?? 0));
    if (last > 0) await client.query('select setval($1::regclass, $2, true)', [name, last]);
    else await client.query('select setval($1::regclass, 1, false)', [name]);
  }
}
