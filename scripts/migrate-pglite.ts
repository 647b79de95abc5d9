import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { MIGRATIONS_FOLDER, openDatabase } from '../apps/api/src/db/client.ts';
import { lockDataDir } from '../apps/api/src/db/embedded/data-dir-lock.ts';
import {
  type EmbeddedPostgres,
  startEmbeddedPostgres,
} from '../apps/api/src/db/embedded/embedded-postgres.ts';

/** The PGlite that wrote every Élan database before 2026-11-25: its on-disk format, and no other. */
export const PGLITE_VERSION = '0.3.8';
const PGLITE_PACKAGE = '@electric-sql/pglite';

/** The part of PGlite this script uses (the package itself is installed on demand, untyped here). */
export type Pglite = {
  query: <Row>(sql: string, params?: unknown[]) => Promise<{ rows: Row[] }>;
  close: () => Promise<void>;
};
type PgliteModule = { PGlite: { create: (dataDir: string) => Promise<Pglite> } };

export type MigrationSummary = {
  dataDir: string;
  backupDir: string;
  /** Rows copied per table of the `public` schema, in name order. */
  rows: { table: string; count: number }[];
  /** Migrations that the PGlite database had not yet received, applied after the copy. */
  laterMigrations: number;
};

const run = promisify(execFile);

/**
 * Installs PGlite 0.3.8 into a temporary folder (npm registry, nothing saved in the project:
 * Élan no longer depends on it) and loads it by file URL.
 */
export async function installPglite(folder: string): Promise<PgliteModule> {
  try {
    await run(
      'npm',
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--prefix',
        folder,
        `${PGLITE_PACKAGE}@${PGLITE_VERSION}`,
      ],
      { cwd: folder, maxBuffer: 8 * 1024 * 1024 },
    );
  } catch (error) {
    const failure = error as { stderr?: string; message: string };
    throw new Error(
      `Impossible d’installer ${PGLITE_PACKAGE}@${PGLITE_VERSION} depuis le registre npm, nécessaire pour lire l’ancienne base :\n${(failure.stderr || failure.message).trim()}`,
    );
  }
  const packageDir = path.join(folder, 'node_modules', PGLITE_PACKAGE);
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  if (version !== PGLITE_VERSION)
    throw new Error(`${PGLITE_PACKAGE} ${version} installé au lieu de ${PGLITE_VERSION}.`);
  return (await import(pathToFileURL(path.join(packageDir, 'dist', 'index.js')).href)) as PgliteModule;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies the PGlite database of `DATA_DIR/db` (Élan before 2026-11-25) into the embedded
 * PostgreSQL 17 server of the same DATA_DIR (`DATA_DIR/pg`), then keeps the old folder as
 * `DATA_DIR/db.pglite-backup`. All or nothing: on any failure `DATA_DIR/db` is left as it was
 * and `DATA_DIR/pg` is not created. See docs/decisions/015-pglite-migration.md.
 */
export async function migratePgliteDataDir(options: {
  dataDir: string;
  log?: (message: string) => void;
  /** An already installed PGlite 0.3.8 (tests); installed from the registry otherwise. */
  pglite?: PgliteModule;
}): Promise<MigrationSummary> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  const legacyDir = path.join(dataDir, 'db');
  const backupDir = path.join(dataDir, 'db.pglite-backup');
  const clusterDir = path.join(dataDir, 'pg');
  // The new server is built beside, then moved into place: `startEmbeddedPostgres(DATA_DIR)`
  // refuses a DATA_DIR that still holds `db`, and a half-done copy must never become `pg`.
  const stagingDir = path.join(dataDir, 'pglite-migration.tmp');

  if (!existsSync(path.join(legacyDir, 'PG_VERSION')))
    throw new Error(`Aucune base PGlite à migrer : ${legacyDir} n’existe pas ou n’est pas une base PGlite.`);
  if (existsSync(backupDir))
    throw new Error(
      `${backupDir} existe déjà (une migration précédente ?). Déplacez-le ailleurs avant de relancer la migration.`,
    );
  refuseRunningOldElan(dataDir);

  const unlock = await lockDataDir(dataDir);
  const workDir = mkdtempSync(path.join(tmpdir(), 'elan-pglite-'));
  let server: EmbeddedPostgres | undefined;
  try {
    await stopLeftoverStaging(stagingDir);
    const hasCluster = existsSync(path.join(clusterDir, 'PG_VERSION'));

    log(`Installation de PGlite ${PGLITE_VERSION} (temporaire, registre npm)…`);
    const { PGlite } = options.pglite ?? (await installPglite(workDir));
    // PGlite writes into the folder it opens (recovery, checkpoint): it opens a copy, so that
    // `DATA_DIR/db` stays byte for byte what the old Élan left.
    const legacyCopy = path.join(workDir, 'db');
    cpSync(legacyDir, legacyCopy, { recursive: true });
    log('Lecture de l’ancienne base PGlite…');
    const source = await PGlite.create(legacyCopy);
    try {
      const sourceLevel = await migrationLevel(source);

      mkdirSync(stagingDir, { recursive: true });
      // An existing `pg` (Élan started once on an emptied DATA_DIR?) is used where it is.
      if (hasCluster) symlinkSync(path.relative(stagingDir, clusterDir), path.join(stagingDir, 'pg'), 'dir');
      const config = loadConfig({ DATA_DIR: dataDir });
      log('Démarrage du serveur PostgreSQL embarqué…');
      server = await startEmbeddedPostgres({ dataDir: stagingDir, password: config.databasePassword, log });
      if (hasCluster) await emptyUnlessMembers(server.connection, clusterDir);

      await migrateUpTo(server.connection, sourceLevel, workDir);
      const rows = await copyTables(source, server.connection);
      // The migrations written after the old Élan, on the copied data.
      const laterMigrations = readJournal(MIGRATIONS_FOLDER).filter(
        (entry) => entry.when > sourceLevel,
      ).length;
      const target = await openDatabase(server.connection, { max: 1 });
      await target.close();

      await server.stop();
      server = undefined;
      if (!hasCluster) {
        rmSync(clusterDir, { recursive: true, force: true });
        renameSync(path.join(stagingDir, 'pg'), clusterDir);
      }
      renameSync(legacyDir, backupDir);
      rmSync(stagingDir, { recursive: true, force: true });
      return { dataDir, backupDir, rows, laterMigrations };
    } finally {
      await source.close().catch(() => {});
    }
  } catch (error) {
    await server?.stop().catch(() => {});
    // Only ours: a fresh cluster, or the link to an existing `pg` (removing a link keeps its target).
    rmSync(stagingDir, { recursive: true, force: true });
    throw error;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
    await unlock();
  }
}

/** The old Élan kept `DATA_DIR/elan.lock` with its pid while it ran. */
function refuseRunningOldElan(dataDir: string) {
  const lockFile = path.join(dataDir, 'elan.lock');
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return;
  }
  throw new Error(
    `Une ancienne version d’Élan semble encore utiliser ce DATA_DIR (pid ${pid}, fichier elan.lock). Arrêtez-la avant de migrer.`,
  );
}

/** A migration killed mid-way may have left its server running: take it over, stop it, clear. */
async function stopLeftoverStaging(stagingDir: string) {
  if (!existsSync(stagingDir)) return;
  const pgDir = path.join(stagingDir, 'pg');
  if (existsSync(path.join(pgDir, 'postmaster.pid'))) {
    const config = loadConfig({ DATA_DIR: path.dirname(stagingDir) });
    const leftover = await startEmbeddedPostgres({ dataDir: stagingDir, password: config.databasePassword });
    await leftover.stop();
  }
  if (existsSync(pgDir) && lstatSync(pgDir).isSymbolicLink()) rmSync(pgDir);
  rmSync(stagingDir, { recursive: true, force: true });
}

type JournalEntry = { idx: number; when: number; tag: string };

function readJournal(folder: string): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** The `created_at` of the last Drizzle migration the PGlite database received. */
async function migrationLevel(source: Pglite): Promise<number> {
  const table = await source.query<{ found: string | null }>(
    "select to_regclass('drizzle.__drizzle_migrations')::text as found",
  );
  if (!table.rows[0]?.found)
    throw new Error('Cette base PGlite ne contient pas de migrations Élan (drizzle.__drizzle_migrations).');
  const applied = await source.query<{ created_at: string }>(
    'select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at',
  );
  const known = new Set(readJournal(MIGRATIONS_FOLDER).map((entry) => entry.when));
  const unknown = applied.rows.filter((row) => !known.has(Number(row.created_at)));
  if (unknown.length > 0 || applied.rows.length === 0)
    throw new Error(
      'Cette base PGlite vient d’une version d’Élan que ce code ne connaît pas (migrations inconnues). Mettez Élan à jour, puis relancez la migration.',
    );
  return Math.max(...applied.rows.map((row) => Number(row.created_at)));
}

/**
 * Brings the new database to the schema the PGlite one had (the committed migrations up to the
 * same one), so that every column has its place; later migrations run on the copied rows.
 */
async function migrateUpTo(connection: pg.PoolConfig, level: number, workDir: string) {
  const folder = path.join(workDir, 'migrations');
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const entries = journal.entries.filter((entry) => entry.when <= level);
  for (const entry of entries)
    cpSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  const pool = new pg.Pool({ ...connection, max: 1 });
  try {
    await migrate(drizzle({ client: pool }), { migrationsFolder: folder });
  } finally {
    await pool.end();
  }
}

/**
 * An existing `pg` is refused if a member lives in it; otherwise it only holds what a start
 * seeds (catalogue, system account), which the next start seeds again: it is emptied.
 */
async function emptyUnlessMembers(connection: pg.PoolConfig, clusterDir: string) {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const users = await client.query<{ found: string | null }>(
      "select to_regclass('public.users')::text as found",
    );
    if (users.rows[0]?.found) {
      const members = await client.query<{ count: string }>(
        'select count(*)::text as count from public.users where not is_system',
      );
      const count = Number(members.rows[0]?.count ?? 0);
      if (count > 0)
        throw new Error(
          [
            `Le nouveau serveur (${clusterDir}) contient déjà ${count} membre${count > 1 ? 's' : ''} : la migration ne l’écrase pas.`,
            'Si ces données viennent d’une migration déjà faite, renommez le dossier « db » en « db.pglite-backup ».',
            'Sinon, déplacez le dossier « pg » ailleurs, puis relancez la migration.',
          ].join('\n'),
        );
    }
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

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
async function copyTables(source: Pglite, connection: pg.PoolConfig) {
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
