import { createWriteStream, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { create } from 'tar';
import type { DatabaseConnection } from '../client.ts';
import { backupName, backupsDir, pruneBackups } from './backup-files.ts';

/** What a restore reads first: the archive is Élan's, and of which format. */
export const MANIFEST = 'elan-backup.json';
export const BACKUP_FORMAT = 1;

/** Files of a live cluster that a copy must leave out (PostgreSQL's own list, plus our log). */
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'pg_internal.init',
  'current_logfiles',
  'backup_label',
  'tablespace_map',
  'server.log',
]);
/** Folders whose content is rebuilt at start (pg_wal: the segments the backup needs are added). */
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_stat_tmp',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/**
 * A consistent backup of the embedded cluster while it serves: PostgreSQL's online backup API
 * (pg_backup_start / pg_backup_stop on one session), a copy of DATA_DIR/pg, the WAL written
 * meanwhile (kept by a temporary replication slot) and the returned backup_label — a data
 * folder that starts as it was at the backup's end — with secrets.json, in one .tar.gz.
 */
export async function writeOnlineBackup(options: {
  connection: pg.ClientConfig;
  dataDir: string;
  now?: () => Date;
}): Promise<string> {
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, 'pg');
  const folder = backupsDir(dataDir);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = path.join(folder, backupName((options.now ?? (() => new Date()))()));
  const partial = `${file}.partial`;
  const stage = mkdtempSync(path.join(folder, '.copie-'));
  const client = new pg.Client({ ...options.connection, application_name: 'elan-backup' });
  try {
    await client.connect();
    // Segments from the backup's checkpoint on stay in pg_wal until this session ends.
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [
      `elan_backup_${process.pid}_${Date.now()}`,
    ]);
    const started = await client.query<{ lsn: string }>('select pg_backup_start($1, true) as lsn', [
      path.basename(file),
    ]);
    const startLsn = started.rows[0]?.lsn ?? '';
    await copyCluster(clusterDir, path.join(stage, 'pg'));
    const stopped = await client.query<{ lsn: string; labelfile: string; spcmapfile: string }>(
      'select lsn, labelfile, spcmapfile from pg_backup_stop(false)',
    );
    const stop = stopped.rows[0];
    if (!stop) throw new Error('pg_backup_stop n’a rien rendu');
    await copyWal(client, clusterDir, path.join(stage, 'pg', 'pg_wal'), startLsn, stop.lsn);
    await writeFile(path.join(stage, 'pg', 'backup_label'), stop.labelfile, { mode: 0o600 });
    if (stop.spcmapfile)
      await writeFile(path.join(stage, 'pg', 'tablespace_map'), stop.spcmapfile, { mode: 0o600 });
    const entries = [MANIFEST, 'pg'];
    if (existsSync(path.join(dataDir, 'secrets.json'))) {
      await copyFile(path.join(dataDir, 'secrets.json'), path.join(stage, 'secrets.json'));
      entries.push('secrets.json');
    }
    const manifest = { format: BACKUP_FORMAT, start_lsn: startLsn, stop_lsn: stop.lsn };
    await writeFile(path.join(stage, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // Compressed by Node's zlib stream, on libuv's thread pool: node-tar's own `gzip` compresses
    // on the event loop, and the nightly backup of a large database stalled every request for
    // hundreds of milliseconds at a time while it ran (bench/README.md, scale run 8).
    await pipeline(
      create({ cwd: stage, portable: true }, entries),
      createGzip(),
      createWriteStream(partial, { mode: 0o600 }),
    );
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw new Error(`Sauvegarde impossible : ${(error as Error).message}`);
  } finally {
    // Ending the session ends a backup left running and drops the slot.
    await client.end().catch(() => {});
    rmSync(stage, { recursive: true, force: true });
  }
  pruneBackups(dataDir);
  return file;
}

/**
 * The daily job's backup, on the embedded server only: DATABASE_URL's server is backed up with
 * its own tools (pg_dump, WAL archiving). `connection` reaches the embedded server (its socket
 * settings, or the URL a cluster worker was handed).
 */
export function embeddedBackup(
  config: { dataDir: string; databaseUrl: string | undefined },
  connection: DatabaseConnection,
) {
  if (config.databaseUrl) return undefined;
  const settings = typeof connection === 'string' ? { connectionString: connection } : connection;
  return () => writeOnlineBackup({ connection: settings, dataDir: config.dataDir });
}

/**
 * Copies the live data folder as it is at each file's turn: torn or changing pages are repaired
 * by the WAL replayed at restore; a file removed meanwhile is simply absent.
 */
async function copyCluster(from: string, to: string, isTop = true): Promise<void> {
  await mkdir(to, { mode: 0o700 });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (SKIPPED_FILES.has(entry.name) || entry.name.startsWith('pgsql_tmp')) continue;
    if (entry.isDirectory()) {
      if (isTop && EMPTIED_FOLDERS.has(entry.name)) await mkdir(target, { mode: 0o700 });
      else await copyCluster(source, target, false).catch(ignoreVanished);
    } else if (entry.isFile()) {
      await copyFile(source, target).catch(ignoreVanished);
    }
  }
  if (isTop) await mkdir(path.join(to, 'pg_wal', 'archive_status'), { mode: 0o700 });
}

/** The segments from the backup's start to its end (kept by the slot), and timeline histories. */
async function copyWal(client: pg.Client, clusterDir: string, to: string, startLsn: string, stopLsn: string) {
  const names = await client.query<{ first: string; last: string }>(
    'select pg_walfile_name($1) as first, pg_walfile_name($2) as last',
    [startLsn, stopLsn],
  );
  const range = names.rows[0];
  if (!range) throw new Error('segments WAL introuvables');
  const wal = path.join(clusterDir, 'pg_wal');
  for (const name of await readdir(wal)) {
    const isNeeded = WAL_SEGMENT.test(name)
      ? name >= range.first && name <= range.last
      : name.endsWith('.history');
    if (isNeeded) await copyFile(path.join(wal, name), path.join(to, name));
  }
  if (!existsSync(path.join(to, range.last))) throw new Error(`segment WAL ${range.last} manquant`);
}

function ignoreVanished(error: NodeJS.ErrnoException) {
  if (error.code !== 'ENOENT') throw error;
}
