import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/http-client.ts';

/**
 * Decision 031: `WORKERS=2` on a fresh DATA_DIR runs what `npm start` runs (the API bundle that
 * scripts/start.mjs imports, built once here) as a primary and two workers. Which worker answered
 * is read from the pino lines, which carry the pid; nothing new is exposed over HTTP.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-workers-'));
let primary: ChildProcess;
let output = '';
let base: string;

type LogLine = { pid?: number; msg?: string; req?: { url?: string } };
const logLines = (): LogLine[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
const listeningPids = () =>
  logLines()
    .filter((line) => line.msg?.startsWith('Server listening'))
    .map((line) => line.pid);
/** The pids of the workers that received a request for `url`. */
const pidsServing = (url: string) =>
  new Set(logLines().flatMap((line) => (line.req?.url === url && line.pid ? [line.pid] : [])));

/** One request on its own connection: the cluster hands each new connection to the next worker. */
function call(method: string, url: string, body?: object, token?: string) {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise<{ status: number; json: { data: { token?: string; email?: string } } }>(
    (resolve, reject) => {
      const outgoing = request(
        `${base}${url}`,
        {
          method,
          agent: false,
          headers: {
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    },
  );
}

async function waitFor(what: string, isDone: () => boolean | Promise<boolean>, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (primary.exitCode !== null)
      throw new Error(`le principal s’est arrêté (${primary.exitCode}) :\n${output}`);
    try {
      if (await isDone()) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} : délai dépassé\n${output}`);
}

/** JOBS as each live worker received it from the primary: exactly one runs the job queue. */
const jobsOfLiveWorkers = () =>
  listeningPids()
    .filter((pid): pid is number => pid !== undefined && isAlive(pid))
    .map((pid) => /(?:^|\0)JOBS=(\w+)/.exec(readFileSync(`/proc/${pid}/environ`, 'utf8'))?.[1])
    .sort();

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Processes whose command line names this DATA_DIR: the embedded PostgreSQL (`postgres -D …/pg`). */
const processesOnDataDir = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dataDir);
      } catch {
        return false;
      }
    });

/** The API bundle with WORKERS=2 on this test's DATA_DIR; its output is collected. */
function startPrimary(port: number) {
  output = '';
  const child = spawn(process.execPath, ['apps/api/dist/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      WORKERS: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return child;
}

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build-api.mjs'], { cwd: root, stdio: 'inherit' });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  primary = startPrimary(port);
  await waitFor('deux processus à l’écoute', () => output.includes('2 processus à l’écoute'));
}, 120_000);

afterAll(async () => {
  if (primary && primary.exitCode === null) {
    const exited = new Promise((resolve) => primary.once('exit', resolve));
    primary.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('WORKERS=2 : un principal, deux processus sur le même port et la même base', () => {
  it('les deux processus répondent ; un jeton émis par l’un vaut chez l’autre', async () => {
    // The primary may hear « listening » before a worker's own log line is out.
    await waitFor('les deux journaux « Server listening »', () => new Set(listeningPids()).size === 2, 5000);
    expect(jobsOfLiveWorkers()).toEqual(['off', 'on']);
    const email = `grappe.${Date.now()}@exemple.fr`;
    const registered = await call('POST', '/api/auth/register', {
      email,
      password: 'motdepasse-solide',
      first_name: 'Grappe',
      last_name: 'Deux',
    });
    expect(registered.status).toBe(201);
    const loggedIn = await call('POST', '/api/auth/login', { email, password: 'motdepasse-solide' });
    expect(loggedIn.status).toBe(200);
    const token = loggedIn.json.data.token;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const me = await call('GET', '/api/users/me', undefined, token);
      expect(me.status).toBe(200);
      expect(me.json.data.email).toBe(email);
    }
    await waitFor('les journaux des requêtes', () => pidsServing('/api/users/me').size === 2, 5000);
    expect([...pidsServing('/api/users/me')].sort()).toEqual([...new Set(listeningPids())].sort());
  });

  it('un processus tué est redémarré (journal en français) et le service continue', async () => {
    const [victim] = listeningPids();
    if (!victim) throw new Error('aucun processus à l’écoute');
    process.kill(victim, 'SIGKILL');
    await waitFor('le redémarrage', () => listeningPids().length === 3, 60_000);
    expect(output).toMatch(
      new RegExp(
        `Le processus [12] \\(pid ${victim}\\) s’est arrêté \\(signal SIGKILL\\) : redémarrage dans 1 s\\.`,
      ),
    );
    const statuses = await Promise.all(Array.from({ length: 4 }, () => call('GET', '/api/health')));
    expect(statuses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    // The restarted worker has its slot's JOBS: still exactly one runs the queue.
    expect(jobsOfLiveWorkers()).toEqual(['off', 'on']);
  });

  it('SIGTERM arrête les processus puis la base embarquée : plus aucun processus sur ce DATA_DIR', async () => {
    const workers = new Set(listeningPids());
    expect(processesOnDataDir().length).toBeGreaterThan(0);
    const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect([...workers].filter((pid) => pid !== undefined && isAlive(pid))).toEqual([]);
    expect(processesOnDataDir()).toEqual([]);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(output).toContain('Arrêt terminé.');
  });

  it('un port déjà pris au premier démarrage : le principal s’arrête (code 1) et arrête la base', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    try {
      primary = startPrimary(typeof address === 'object' && address ? address.port : 0);
      const code = await new Promise<number | null>((resolve) => primary.once('exit', resolve));
      expect(code).toBe(1);
      expect(output).toMatch(/Le processus [12] \(pid \d+\) s’est arrêté au démarrage \(code 1\)\./);
      expect(output).toContain('Arrêt terminé.');
      expect(processesOnDataDir()).toEqual([]);
    } finally {
      taken.close();
    }
  }, 120_000);
});
