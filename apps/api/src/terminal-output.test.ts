import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../test/http-client.ts';
import { connectionTo, onServer, uniqueName } from '../test/test-database.ts';
import { connectionUrl } from './cluster/primary.ts';

/**
 * `npm start` on a newcomer's terminal: one French line saying where Élan is, readable logs
 * (pino-pretty); piped or redirected, the JSON lines a log collector reads. The API bundle (what
 * scripts/start.mjs runs) is started under a real pseudo-terminal, util-linux's `script`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-terminal-'));
let databaseUrl = '';
const running: ChildProcess[] = [];

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build-api.mjs'], { cwd: root, stdio: 'inherit' });
  const { connection, template } = inject('testServer');
  const name = uniqueName('elan_terminal');
  await onServer(connection, (client) => client.query(`create database ${name} template ${template}`));
  const target = connectionTo(connection, name);
  databaseUrl = typeof target === 'string' ? target : connectionUrl(target);
}, 120_000);

afterAll(async () => {
  for (const child of running) await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
});

/** The server (or `script` running it) in its own process group, its output collected. */
async function startServer(onTerminal: boolean) {
  const port = await freePort();
  const server = `${process.execPath} apps/api/dist/server.mjs`;
  const child = onTerminal
    ? spawn('script', ['-qfec', server, '/dev/null'], { cwd: root, env: envFor(port), detached: true })
    : spawn(process.execPath, ['apps/api/dist/server.mjs'], { cwd: root, env: envFor(port), detached: true });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return {
    port,
    child,
    /** Everything written so far, colours and carriage returns removed. */
    output: () => stripVTControlCharacters(output).replaceAll('\r', ''),
  };
}

const envFor = (port: number): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  JOBS: 'off',
  LOG_LEVEL: 'info',
  WEB_DIST: path.join(dataDir, 'no-web'),
});

async function waitFor(what: string, output: () => string, isThere: (text: string) => boolean) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (isThere(output())) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} n’est jamais apparu :\n${output()}`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

describe('npm start : ce que voit le terminal', () => {
  it('sur un terminal : « Élan est prêt : http://127.0.0.1:<port> » et des journaux lisibles, pas du JSON', async () => {
    const server = await startServer(true);
    const ready = `Élan est prêt : http://127.0.0.1:${server.port}`;
    await waitFor('la ligne « prêt »', server.output, (text) => text.includes(ready));
    expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
    await stop(server.child);
    const lines = server.output().split('\n').filter(Boolean);
    expect(lines.filter((line) => line === ready)).toHaveLength(1);
    expect(lines.some((line) => /INFO.*Server listening at http:\/\/127\.0\.0\.1:\d+/.test(line))).toBe(true);
    expect(lines.filter((line) => line.trimStart().startsWith('{'))).toEqual([]);
  }, 120_000);

  it('sortie redirigée : des lignes JSON, sans la phrase pour le terminal', async () => {
    const server = await startServer(false);
    await waitFor('le journal « Server listening »', server.output, (text) =>
      text.includes('Server listening at'),
    );
    expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
    await stop(server.child);
    const logLines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    const listening = logLines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((line) => line.msg.startsWith('Server listening at'));
    expect(listening?.level).toBe(30);
    expect(server.output()).not.toContain('Élan est prêt');
  }, 120_000);
});
