import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LoadOptions, type LoadResult, load } from './load.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type RunningServer = {
  url: string;
  startupMs: number;
  stop: () => Promise<void>;
  child: ChildProcess;
};

/** Starts `npm start`'s entry on a temp DATA_DIR (or a given one) and waits for /api/health. */
export async function startServer(options: {
  port: number;
  dataDir?: string;
  env?: Record<string, string>;
  /** Flags for the server's node, before its entry (`--cpu-prof`, …). */
  nodeArgs?: string[];
}) {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'elan-bench-'));
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  await waitFor(`${url}/api/health`, child);
  const startupMs = performance.now() - startedAt;
  return {
    url,
    startupMs,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  } satisfies RunningServer;
}

async function waitFor(url: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The bare Fastify hello-world (bench/hello-world.ts) in a child process, so it shares no event
 * loop with autocannon, loaded with `options`: the run's yardstick for the ratios.
 */
export async function measureHelloWorld(port: number, options: LoadOptions = {}): Promise<LoadResult> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench', 'hello-world.ts'), String(port)],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  try {
    const url = `http://127.0.0.1:${port}/`;
    await waitFor(url, child);
    return await load('hello-world (bare Fastify, GET /)', url, options);
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Resident memory of one process, in MB (VmRSS). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/**
 * The embedded PostgreSQL server of `dataDir`: the postmaster (first line of pg/postmaster.pid) and
 * its children (backends, checkpointer, walwriter, autovacuum…), whose titles no longer name the
 * folder. RSS counts the shared buffers once per process that touched them, so the total overstates
 * what the machine gives up; PSS shares them out (readable only for our own or root's processes).
 */
export function postgresMemory(dataDir: string) {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
  const pids = [postmaster, ...children];
  let rss = 0;
  let pss: number | undefined = 0;
  for (const pid of pids) {
    try {
      rss += rssOf(pid);
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      const kb = Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? Number.NaN);
      pss = pss === undefined ? undefined : pss + kb / 1024;
    } catch {
      pss = undefined;
    }
  }
  return { processes: pids.length, rss, pss: pss !== undefined && Number.isFinite(pss) ? pss : undefined };
}

/** Signs `credentials` in over HTTP: the bearer header of its requests. */
export async function login(url: string, credentials: { email: string; password: string }) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  });
  if (!response.ok) throw new Error(`login of ${credentials.email} answered ${response.status}`);
  const { data } = (await response.json()) as { data: { token: string } };
  return { authorization: `Bearer ${data.token}` };
}
