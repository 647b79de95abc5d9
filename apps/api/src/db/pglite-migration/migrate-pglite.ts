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
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { loadConfig } from '../../config.ts';
import { MIGRATIONS_FOLDER, openDatabase } from '../../db/client.ts';
import { lockDataDir } from '../../db/embedded/data-dir-lock.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../db/embedded/embedded-postgres.ts';

import { copyTables } from './copy-tables.ts';
import {
  installPglite,
  type MigrationSummary,
  PGLITE_VERSION,
  type Pglite,
  type PgliteModule,
} from './install-pglite.ts';

/**
 * Copies the PGlite database of `DATA_DIR/db` (Élan before 2026-11-25) into the embedded
 * PostgreSQL 17 server of the same DATA_DIR (`DATA_DIR/pg`), then keeps the old folder as
 * `DATA_DIR/db.pglite-backup`. All or nothing: on any failure `DATA_DIR/db` is left as it was
 * and `DATA_DIR/pg` is not created. See docs/decisions/014-pglite-migration.md.
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

      mkdirSync(stagingDir, { recursive: true, mode: 0o700 });
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
