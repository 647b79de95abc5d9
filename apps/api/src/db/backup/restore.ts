import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { extract } from 'tar';
import { findPostgresBinaries } from '../embedded/binaries.ts';
import { DataDirInUseError, lockDataDir } from '../embedded/data-dir-lock.ts';
import { startEmbeddedPostgres } from '../embedded/embedded-postgres.ts';
import { leftoverServer } from '../embedded/leftover-server.ts';
import { postgresAccount, type RunAs, runTool } from '../embedded/run-as.ts';
import { BACKUP_FORMAT, MANIFEST } from './online-backup.ts';

/**
 * `npm run restore -- <file>`: replaces the embedded database of DATA_DIR (and its secrets) by a
 * backup, only while no Élan runs on it. The current data is moved aside, never deleted: put
 * back if the restored database does not start, kept for the operator if it does.
 */
export async function restoreBackup(options: {
  dataDir: string;
  file: string;
  log?: (message: string) => void;
  now?: () => Date;
}): Promise<{ asideDir: string }> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  const file = path.resolve(options.file);
  if (!existsSync(file)) throw new Error(`Sauvegarde introuvable : ${file}`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const unlock = await lockDataDir(dataDir).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new Error(
      `Élan est en marche sur ${dataDir}${error.holder ? ` (pid ${error.holder})` : ''} : ` +
        'arrêtez-le avant de restaurer une sauvegarde. Rien n’a été modifié.',
    );
  });
  const stage = mkdtempSync(path.join(dataDir, '.restauration-'));
  try {
    log(`Lecture de ${file}…`);
    await unpack(file, stage);
    const account = await postgresAccount();
    await stopLeftoverServer(dataDir, account);
    const stamp = (options.now ?? (() => new Date()))().toISOString().replaceAll(':', '-');
    const asideDir = path.join(dataDir, `avant-restauration-${stamp}`);
    mkdirSync(asideDir, { mode: 0o700 });
    const moves = swapIn(dataDir, stage, asideDir, account);
    try {
      await checkRestored(dataDir);
    } catch (error) {
      for (const [from, to] of moves.reverse()) renameSync(to, from);
      if (readdirSync(asideDir).length === 0) rmSync(asideDir, { recursive: true });
      throw new Error(
        `La sauvegarde ne démarre pas (${(error as Error).message}) : la base d’avant est remise en place.`,
      );
    }
    return { asideDir };
  } finally {
    rmSync(stage, { recursive: true, force: true });
    await unlock();
  }
}

async function unpack(file: string, stage: string) {
  try {
    await extract({ file, cwd: stage, strict: true });
  } catch (error) {
    throw new Error(`${path.basename(file)} n’est pas une sauvegarde lisible (${(error as Error).message}).`);
  }
  const manifestFile = path.join(stage, MANIFEST);
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as { format?: number })
    : {};
  if (manifest.format !== BACKUP_FORMAT || !existsSync(path.join(stage, 'pg', 'backup_label')))
    throw new Error(`${path.basename(file)} n’est pas une sauvegarde de la base embarquée d’Élan.`);
}

/** A PostgreSQL left running by an Élan that was killed would keep writing the old folder. */
async function stopLeftoverServer(dataDir: string, account: RunAs) {
  const clusterDir = path.join(dataDir, 'pg');
  if (!(await leftoverServer(clusterDir))) return;
  const { pgCtl } = findPostgresBinaries();
  await runTool(pgCtl, ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '60', '-s'], account);
}

/** Moves the current pg/ and secrets.json aside and the backup's in; answers the moves made. */
function swapIn(dataDir: string, stage: string, asideDir: string, account: RunAs) {
  const moves: [string, string][] = [];
  const move = (from: string, to: string) => {
    renameSync(from, to);
    moves.push([from, to]);
  };
  for (const name of ['pg', 'secrets.json']) {
    const current = path.join(dataDir, name);
    if (existsSync(current)) move(current, path.join(asideDir, name));
  }
  const restored = path.join(stage, 'pg');
  chmodSync(restored, 0o700);
  if (account) chownTree(restored, account);
  move(restored, path.join(dataDir, 'pg'));
  const secrets = path.join(stage, 'secrets.json');
  const asideSecrets = path.join(asideDir, 'secrets.json');
  if (existsSync(secrets)) move(secrets, path.join(dataDir, 'secrets.json'));
  // An archive without secrets keeps the current ones (copied back; the original stays aside).
  else if (existsSync(asideSecrets)) copyFileSync(asideSecrets, path.join(dataDir, 'secrets.json'));
  if (existsSync(path.join(dataDir, 'secrets.json'))) chmodSync(path.join(dataDir, 'secrets.json'), 0o600);
  return moves;
}

/** Starts the restored cluster (it replays its WAL to the backup's end) and reads it, then stops it. */
async function checkRestored(dataDir: string) {
  const secrets = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
    databasePassword: string;
  };
  const server = await startEmbeddedPostgres({
    dataDir,
    password: secrets.databasePassword,
    isDataDirLocked: true,
  });
  try {
    const client = new pg.Client(server.connection);
    await client.connect();
    try {
      await client.query('select count(*) from drizzle.__drizzle_migrations');
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
}

function chownTree(folder: string, account: NonNullable<RunAs>) {
  chownSync(folder, account.uid, account.gid);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const child = path.join(folder, entry.name);
    if (entry.isDirectory()) chownTree(child, account);
    else chownSync(child, account.uid, account.gid);
  }
}
