import { existsSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export type RunningServer = { pid: number; port: number; socketDir: string };

/**
 * The server that `postmaster.pid` names, if it is alive and ready (waiting while it starts).
 * After `kill -9` of Élan, PostgreSQL — in its own session since `pg_ctl` started it — lives on:
 * this is how the next start finds it and takes it over.
 */
export async function leftoverServer(clusterDir: string): Promise<RunningServer | undefined> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (!existsSync(pidFile)) return undefined;
    const lines = readFileSync(pidFile, 'utf8').split('\n');
    const pid = Number(lines[0]);
    if (!Number.isInteger(pid) || pid <= 0 || !isPostgres(pid)) return forgetStale(pidFile);
    const status = (lines[7] ?? '').trim();
    if (status === 'ready') {
      const server = { pid, port: Number(lines[3]), socketDir: (lines[4] ?? '').trim() };
      // A `ready` left behind by a server that died without cleaning up (power cut, reboot) names
      // a pid that may be reused: only a server that answers is taken over.
      return (await answers(server)) ? server : forgetStale(pidFile);
    }
    if (Date.now() > deadline) {
      throw new Error(`Le serveur PostgreSQL embarqué (pid ${pid}) ne répond pas (état « ${status} »).`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A `postmaster.pid` whose server is gone (we hold the DATA_DIR lock, so no Élan is starting
 * one): removed, or PostgreSQL would refuse to start while its pid now names another process.
 */
function forgetStale(pidFile: string): undefined {
  rmSync(pidFile, { force: true });
  return undefined;
}

/** A live process that is a PostgreSQL server (checked through /proc where there is one). */
function isPostgres(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    // Dead, or alive but another user's (EPERM), which our server — run as us, or as root's
    // `postgres` account, which root may signal — never is.
    return false;
  }
  const commandLine = `/proc/${pid}/cmdline`;
  if (!existsSync(commandLine)) return true;
  try {
    return readFileSync(commandLine, 'utf8').includes('postgres');
  } catch {
    return false;
  }
}

/** Whether something accepts connections where the server says it listens. */
function answers(server: RunningServer): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = server.socketDir
      ? net.connect(path.join(server.socketDir, `.s.PGSQL.${server.port}`))
      : net.connect(server.port, '127.0.0.1');
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
