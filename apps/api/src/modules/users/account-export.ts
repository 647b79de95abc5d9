import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../lib/db-errors.ts';
import type { PhotoStorage } from '../uploads/photo-storage.ts';
import { EXPORT_FORMAT, EXPORT_TABLES, EXPORT_VERSION, type ExportTable } from './account-tables.ts';

/** Rows per read: a member's history is read in pages, never whole. */
const PAGE = 500;

/** One page of `spec`'s rows after `after` (the previous page's last keys), as JSON objects. */
function pageQuery(spec: ExportTable, userId: number, after: readonly unknown[] | undefined, limit: number) {
  const t = sql.identifier('t');
  const columns = spec.keys.map(([column]) => sql`${t}.${sql.identifier(column)}`);
  const omit = spec.omit?.length ? sql` - ${`{${spec.omit.join(',')}}`}::text[]` : sql``;
  const extra = spec.extra ? sql` || ${spec.extra(userId)}` : sql``;
  const keyset = after
    ? sql` and (${sql.join(columns, sql`, `)}) ${sql.raw(spec.order === 'asc' ? '>' : '<')} (${sql.join(
        spec.keys.map(([, type], index) => sql`${after[index]}::${sql.raw(type)}`),
        sql`, `,
      )})`
    : sql``;
  const direction = sql.raw(spec.order);
  return sql`
    select (to_jsonb(${t})${omit})${extra} as row,
      array[${sql.join(
        columns.map((column) => sql`${column}::text`),
        sql`, `,
      )}] as keys
    from ${sql.identifier(spec.table)} ${t} ${spec.joins ? spec.joins(userId) : sql``}
    where ${spec.where(userId)}${keyset}
    order by ${sql.join(
      columns.map((column) => sql`${column} ${direction}`),
      sql`, `,
    )}
    limit ${limit}`;
}

type Row = Record<string, unknown>;
type Counts = Record<string, number>;

/** One completions page's per-set logs, with the names another Élan matches exercises by. */
async function setsOf(db: Database, completionIds: number[]): Promise<Map<number, Row[]>> {
  const bySet = new Map<number, Row[]>();
  if (completionIds.length === 0) return bySet;
  const rows = rowsOf<{ row: Row }>(
    await db.execute(sql`
      select to_jsonb(s) || jsonb_build_object('exercise_name', e.name, 'exercise_owned', e.owner_id is not null,
        'planned_exercise_name', pe.name) as row
      from completion_sets s
      join exercises e on e.id = s.exercise_id
      left join exercises pe on pe.id = s.planned_exercise_id
      where s.completion_id = any(${`{${completionIds.join(',')}}`}::int[])
      order by s.completion_id, s.id`),
  );
  for (const { row } of rows) {
    const id = Number(row.completion_id);
    bySet.set(id, [...(bySet.get(id) ?? []), row]);
  }
  return bySet;
}

/** A table's rows as one JSON array, written page by page (a completion carries its sets). */
async function* tableJson(db: Database, spec: ExportTable, userId: number, counts: Counts) {
  let after: string[] | undefined;
  let first = true;
  counts[spec.table] = 0;
  yield '[';
  for (;;) {
    const page = rowsOf<{ row: Row; keys: string[] }>(await db.execute(pageQuery(spec, userId, after, PAGE)));
    if (spec.table === 'completions') {
      const sets = await setsOf(
        db,
        page.map(({ row }) => Number(row.id)),
      );
      for (const { row } of page) {
        row.sets = sets.get(Number(row.id)) ?? [];
        counts.completion_sets = (counts.completion_sets ?? 0) + (row.sets as Row[]).length;
      }
    }
    for (const { row } of page) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`;
      first = false;
    }
    counts[spec.table] = (counts[spec.table] ?? 0) + page.length;
    if (page.length < PAGE) break;
    after = page.at(-1)?.keys;
  }
  yield '\n]\n';
}

/** The member's photo names, page by page (the uploads table says which files are theirs). */
async function* photoNames(db: Database, userId: number) {
  let after = '';
  for (;;) {
    const page = rowsOf<{ name: string }>(
      await db.execute(
        sql`select name from uploads where user_id = ${userId} and name > ${after} order by name limit ${PAGE}`,
      ),
    );
    for (const { name } of page) yield name;
    if (page.length < PAGE) return;
    after = page.at(-1)?.name ?? after;
  }
}

/** A stream that opens the photo only when the archive reaches it (no file held open before). */
function lazyPhoto(storage: PhotoStorage, name: string) {
  return Readable.from(
    (async function* () {
      const stream = await storage.open(name);
      if (stream) yield* stream;
    })(),
  );
}

/**
 * The member's data as a ZIP (decision 028), streamed: each table is read in pages while the
 * archive is being sent, each photo is read from disk when its turn comes, and `manifest.json`
 * closes the archive with the counts. Nothing holds the whole archive in memory.
 */
export function exportArchive(
  db: Database,
  storage: PhotoStorage,
  user: { id: number; username: string },
  exportedAt: Date,
  onError: (error: unknown) => void,
): Readable {
  const zip = new ZipFile();
  const counts: Counts = {};
  const options = { mtime: exportedAt };
  const fill = async () => {
    for (const spec of EXPORT_TABLES)
      zip.addReadStream(Readable.from(tableJson(db, spec, user.id, counts)), spec.file, options);
    const photos: string[] = [];
    for await (const name of photoNames(db, user.id)) {
      photos.push(`photos/${name}`);
      zip.addReadStream(lazyPhoto(storage, name), `photos/${name}`, { ...options, compress: false });
    }
    // Read when its turn comes, after every table above has been written.
    const manifest = async function* () {
      yield JSON.stringify(
        {
          format: EXPORT_FORMAT,
          version: EXPORT_VERSION,
          exported_at: exportedAt.toISOString(),
          username: user.username,
          files: EXPORT_TABLES.map((spec) => spec.file),
          counts,
          photos: photos.length,
        },
        null,
        2,
      );
    };
    zip.addReadStream(Readable.from(manifest()), 'manifest.json', options);
    zip.end();
  };
  const output = zip.outputStream as Readable;
  // A failed read mid-way: the download stops (the client sees a broken archive, never a wrong one).
  const fail = (error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  zip.on('error', fail);
  fill().catch(fail);
  return output;
}
