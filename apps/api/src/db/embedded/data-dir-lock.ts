import { createHash } from 'node:crypto';
import { realpathSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Another Élan (or a backup, a restore) holds this DATA_DIR. */
export class DataDirInUseError extends Error {
  constructor(
    message: string,
    /** The holder's pid, when it answered. */
    readonly holder: string | undefined,
  ) {
    super(message);
  }
}

/**
 * One Élan per DATA_DIR. The lock is a listening Unix socket named after the folder: on Linux
 * in the abstract namespace, which the kernel frees the moment its holder dies (even as a
 * zombie, even after `kill -9`), so a dead holder can never block a restart. Elsewhere a
 * socket file that nobody answers on is stale and taken over. The holder answers with its
 * pid, so a refusal can name the process.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const id = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 32);
  const isAbstract = process.platform === 'linux';
  const address = isAbstract ? `\0elan-data-dir-${id}` : path.join(tmpdir(), `elan-${id}.lock`);

  const server = net.createServer((socket) => socket.end(String(process.pid)));
  server.unref();
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(address, () => {
        server.off('error', reject);
        resolve();
      });
    });

  try {
    await listen();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const holder = await askHolder(address);
    if (holder !== undefined || isAbstract) {
      throw new DataDirInUseError(
        `La base de données embarquée (${dataDir}) est déjà utilisée par un autre processus Élan` +
          `${holder ? ` (pid ${holder})` : ''}. Arrêtez-le, ou choisissez un autre DATA_DIR.`,
        holder,
      );
    }
    rmSync(address, { force: true });
    await listen();
  }
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The holder's pid, or undefined when nobody listens (a stale socket file). */
function askHolder(address: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let answer = '';
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('end', () => resolve(answer.trim()));
    socket.on('error', () => resolve(undefined));
    socket.on('close', () => resolve(answer.trim() || undefined));
  });
}
