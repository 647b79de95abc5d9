import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connection, CreatedCompletion, FeedPage, UnlockResult } from '@elan/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, httpClient } from '../../../test/http-client.ts';
import { onServer, uniqueName } from '../../../test/test-database.ts';
import type { DatabaseConnection } from '../../db/client.ts';

/**
 * Issue 11 « Separate host »: two real processes on one PostgreSQL database — the main server
 * (the bundle `npm start` runs) and `npm start -- --only social` — and the feed journey across
 * them over HTTP. The database is a copy of the API tests' template, named by DATABASE_URL.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const { connection, template } = inject('testServer');
const database = uniqueName('elan_two_processes');
const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-two-processes-'));
const children: ChildProcess[] = [];
let mainUrl: string;
let socialUrl: string;

/** DATABASE_URL for a database of the test server (loopback TCP, or its Unix socket as `?host=`). */
function databaseUrl(server: DatabaseConnection, name: string) {
  if (typeof server === 'string') {
    const url = new URL(server);
    url.pathname = `/${name}`;
    return url.toString();
  }
  const credentials = `${encodeURIComponent(server.user ?? '')}:${encodeURIComponent(String(server.password ?? ''))}`;
  const host = server.host ?? '127.0.0.1';
  return host.startsWith('/')
    ? `postgresql://${credentials}@localhost:${server.port}/${name}?host=${encodeURIComponent(host)}&sslmode=disable`
    : `postgresql://${credentials}@${host}:${server.port}/${name}?sslmode=disable`;
}

/** Starts one server process and waits for its health answer. */
async function start(name: string, args: string[], env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, name),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 25_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} s’est arrêté au démarrage (code ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return url;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} ne répond pas sur /api/health`);
}

beforeAll(async () => {
  await onServer(connection, (client) => client.query(`create database ${database} template ${template}`));
  // `npm start` bundles the API when stale; done once here so that both processes start from it.
  execFileSync(process.execPath, ['scripts/build-api.mjs'], { cwd: root, stdio: 'inherit' });
  const env = {
    DATABASE_URL: databaseUrl(connection, database),
    JWT_SECRET: randomBytes(32).toString('hex'),
    JOBS: 'off',
    LOG_LEVEL: 'error',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    ELAN_ONLY: '',
    // No web app to serve: the main process is the API alone (start.mjs would build the web app).
    WEB_DIST: path.join(dataDir, 'no-web'),
  };
  // One after the other: the second process finds the schema and the catalogue ready.
  mainUrl = await start('main', ['apps/api/dist/server.mjs'], env);
  socialUrl = await start('social', ['scripts/start.mjs', '--only', 'social'], env);
}, 60_000);

afterAll(async () => {
  await Promise.all(
    children
      .filter((child) => child.exitCode === null)
      .map((child) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        return exited;
      }),
  );
  await onServer(connection, (client) => client.query(`drop database if exists ${database} with (force)`));
  rmSync(dataDir, { recursive: true, force: true });
});

const { http, register } = httpClient('http://localhost:5173');

describe('deux processus sur une base : le serveur principal et `npm start -- --only social`', () => {
  it('amis et déverrouillage sur l’hôte social, séances sur le principal, le feed de l’ami', async () => {
    const [clara, david] = [await register(mainUrl, 'Clara'), await register(mainUrl, 'David')];
    expect(clara.token).toEqual(expect.any(String));
    expect((await http(socialUrl, 'POST', '/api/auth/register', undefined, {})).status).toBe(404);

    const asked = await http<Connection>(socialUrl, 'POST', '/api/social/connections/add', clara.token, {
      friendId: david.user.id,
    });
    expect(asked.status).toBe(201);
    const accepted = await http<Connection>(
      socialUrl,
      'POST',
      `/api/social/connections/${asked.json.data.id}/accept`,
      david.token,
    );
    expect(accepted.json.data.status).toBe('accepted');

    const session = (token: string, minutes: number) =>
      http<CreatedCompletion>(mainUrl, 'POST', '/api/completions', token, { duration_minutes: minutes });
    const hers = await session(clara.token, 35);
    expect(hers.status).toBe(201);
    const unlocked = await http<UnlockResult>(socialUrl, 'POST', '/api/social/feed/unlock', clara.token, {
      sessionCompletionId: hers.json.data.id,
      message: 'Deux processus, un seul cercle',
      emoji: '🤝',
    });
    expect(unlocked.status).toBe(201);
    expect(unlocked.json.data).toMatchObject({ unlocked: true, streak: 1, total_days: 1 });

    // David is locked until he trains (on the main server); then Clara's event is in his feed.
    expect((await http<FeedPage>(socialUrl, 'GET', '/api/social/feed', david.token)).json.data.locked).toBe(
      true,
    );
    expect((await session(david.token, 20)).status).toBe(201);
    const feed = (await http<FeedPage>(socialUrl, 'GET', '/api/social/feed', david.token)).json.data;
    expect(feed.locked).toBe(false);
    expect(feed.feed.find((event) => event.type === 'session_completed')).toMatchObject({
      user_id: clara.user.id,
      name: 'Clara Hôte',
      emoji: '🤝',
      message: 'Deux processus, un seul cercle',
      completion_id: hers.json.data.id,
      duration: 35,
    });
  });
});
