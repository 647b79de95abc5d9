import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../http-client.ts';

/**
 * The Debian packages of the topology test (decision 032), each started by the test in its own
 * temporary folder on a free loopback port: PostgreSQL (postgresql), Redis (redis-server) and,
 * in nginx.ts, nginx. `.ci/run` installs them.
 */
const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;

/** Debian's newest PostgreSQL binaries (/usr/lib/postgresql/<major>/bin). */
function postgresBin() {
  const majors = readdirSync('/usr/lib/postgresql')
    .filter((entry) => /^\d+$/.test(entry))
    .sort((a, b) => Number(b) - Number(a));
  if (!majors[0]) throw new Error('PostgreSQL (paquet Debian postgresql) introuvable');
  return `/usr/lib/postgresql/${majors[0]}/bin`;
}

/** initdb and pg_ctl refuse root: as root they run as the package's `postgres` user, as .ci/run does. */
async function asPostgres(command: string) {
  if (isRoot) await run('su', ['postgres', '-s', '/bin/sh', '-c', `cd / && ${command}`]);
  else await run('/bin/sh', ['-c', command]);
}

/**
 * A fresh cluster (trust on loopback, as CI's); answers its postgres:// URL. `halt()` stops the
 * server and keeps its data, `resume()` starts it again on the same port (the outage test);
 * `stop()` stops it for good and removes the folder.
 */
export async function startDebianPostgres() {
  const bin = postgresBin();
  const folder = mkdtempSync(path.join(tmpdir(), 'elan-topology-pg-'));
  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const data = `${folder}/data`;
  await asPostgres(
    `${bin}/initdb -D ${data} -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null`,
  );
  let port = 0;
  const resume = () =>
    asPostgres(
      `${bin}/pg_ctl -D ${data} -o '-p ${port} -k ${folder} -c listen_addresses=127.0.0.1' -l ${folder}/server.log -w start >/dev/null`,
    );
  const halt = () => asPostgres(`${bin}/pg_ctl -D ${data} -m fast -w stop >/dev/null`);
  // A free port may be taken by another test file's server before PostgreSQL binds it: another one.
  for (let attempt = 1; ; attempt += 1) {
    port = await freePort();
    try {
      await resume();
      break;
    } catch (error) {
      const log = readFileSync(`${folder}/server.log`, 'utf8');
      if (attempt >= 5 || !log.includes('Address already in use')) throw error;
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    halt,
    resume,
    async stop() {
      await halt().catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Answers once `PING` gets `+PONG` on the port (Redis's inline protocol). */
async function redisAnswers(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500, () => socket.destroy());
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
  });
}

/** Stops a child and waits for its exit. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** redis-server on loopback, in memory only; answers its redis:// URL. */
export async function startRedis() {
  const folder = mkdtempSync(path.join(tmpdir(), 'elan-topology-redis-'));
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', folder],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  while (!(await redisAnswers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('redis-server ne répond pas');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      await stopChild(child);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
