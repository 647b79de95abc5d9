import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES } from '@elan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../test/factories.ts';
import { startDebianPostgres } from '../test/topology/system-services.ts';
import { type App, buildApp } from './app.ts';
import { type DatabaseConnection, type DatabaseHandle, openDatabase } from './db/client.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded/embedded-postgres.ts';
import { generateVapidKeys } from './lib/vapid-keys.ts';

/**
 * Issue 16, faults: PostgreSQL stops under load and comes back. This file runs PostgreSQL servers
 * of its own so that it can stop them, whichever server the rest of the suite uses: the embedded
 * server over its Unix socket, and Debian's PostgreSQL (an outside server) over TCP.
 */
/** A request unanswered this long is a hang (status 0): far past any answer, however busy the machine. */
const HANG_MS = 60_000;

/** Polls until `isDone`, each turn after `everyMs`: the test waits for events, never for a duration. */
async function until(isDone: () => boolean, everyMs = 50): Promise<void> {
  while (!isDone()) await sleep(everyMs);
}

/** A PostgreSQL this file may stop (`halt`) and start again (`resume`) with the same address. */
type StoppableServer = {
  connection: DatabaseConnection;
  halt: () => Promise<void>;
  resume: () => Promise<void>;
  dispose: () => Promise<void>;
};

/** The embedded server in `dataDir`, over its Unix socket. */
async function embeddedSocket(dataDir: string): Promise<StoppableServer> {
  const password = randomBytes(18).toString('base64url');
  let server: EmbeddedPostgres = await startEmbeddedPostgres({ dataDir, password });
  return {
    connection: server.connection,
    halt: () => server.stop(),
    resume: async () => {
      server = await startEmbeddedPostgres({ dataDir, password });
    },
    dispose: () => server.stop(),
  };
}

/** Debian's PostgreSQL in a folder of its own, over TCP on a fixed loopback port (decision 032). */
async function debianTcp(): Promise<StoppableServer> {
  const server = await startDebianPostgres();
  return { connection: server.url, halt: server.halt, resume: server.resume, dispose: server.stop };
}

const serverKinds = [
  { kind: 'embarqué, socket Unix', start: embeddedSocket },
  { kind: 'Debian extérieur, TCP', start: (_dataDir: string) => debianTcp() },
];

type Outcome = {
  url: string;
  startedAt: number;
  endedAt: number;
  status: number;
  body: string;
  retryAfter: string | null;
};

/** `workers` clients calling a database-backed route and the readiness probe, until `stop()`. */
function load(workers: number, base: string, auth: { authorization: string }) {
  const outcomes: Outcome[] = [];
  let isRunning = true;
  const loop = async (worker: number) => {
    for (let turn = 0; isRunning; turn += 1) {
      const url = (worker + turn) % 2 === 0 ? '/api/users/me' : '/api/ready';
      const startedAt = Date.now();
      try {
        // A request past HANG_MS is cut: it is counted as a hang (status 0).
        const response = await fetch(`${base}${url}`, {
          headers: auth,
          signal: AbortSignal.timeout(HANG_MS),
        });
        const body = await response.text();
        outcomes.push({
          url,
          startedAt,
          endedAt: Date.now(),
          status: response.status,
          body,
          retryAfter: response.headers.get('retry-after'),
        });
      } catch (error) {
        outcomes.push({
          url,
          startedAt,
          endedAt: Date.now(),
          status: 0,
          body: String(error),
          retryAfter: null,
        });
      }
      await sleep(15);
    }
  };
  const running = Promise.all(Array.from({ length: workers }, (_, worker) => loop(worker)));
  return {
    outcomes,
    stop: async () => {
      isRunning = false;
      await running;
    },
  };
}

const unavailable = JSON.stringify({
  success: false,
  error: MESSAGES.serviceUnavailable,
  message: MESSAGES.serviceUnavailable,
});

describe.each(serverKinds)('PostgreSQL ($kind) arrêté puis relancé sous charge', ({ kind, start }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-outage-'));
  let server: StoppableServer;
  let database: DatabaseHandle;
  let app: App;
  let base: string;
  let member: Awaited<ReturnType<typeof registerMember>>;

  beforeAll(async () => {
    server = await start(dataDir);
    database = await openDatabase(server.connection, { max: 5 });
    app = await buildApp({
      config: {
        jwtSecret: randomBytes(32).toString('hex'),
        webDist: undefined,
        logLevel: 'silent',
        dataDir,
        authRateLimitPerIp: 1000,
        trustProxy: false,
        vapid: { ...generateVapidKeys(), subject: 'mailto:tests@elan.fr' },
        // The clients share this process's event loop: what is measured here is the database alone.
        overload: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 },
      },
      db: database.db,
      pool: database.pool,
      logger: false,
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    member = await registerMember(app);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await server?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('503 « Service momentanément indisponible » pendant la panne, sans requête pendue, puis reprise seule', async () => {
    const traffic = load(6, base, member.auth);
    const { outcomes } = traffic;
    const healthyAfter = (at: number) =>
      outcomes.filter((outcome) => outcome.startedAt >= at && outcome.status === 200).length;
    const unavailableAfter = (at: number) =>
      outcomes.filter((outcome) => outcome.startedAt >= at && outcome.status === 503).length;
    // Healthy traffic first, however loaded the machine (a fixed second saw only 7 answers).
    await until(() => outcomes.length > 10);
    const stoppingAt = Date.now();
    await server.halt();
    const stoppedAt = Date.now();
    // The outage lasts until its answers are seen, not for a set time.
    await until(() => unavailableAfter(stoppedAt) > 50);
    const restartingAt = Date.now();
    await server.resume();
    const restartedAt = Date.now();
    // Back by itself: wait for successes after the restart (two rounds of the six clients, so that
    // each pooled connection has been tried again), then for steady traffic.
    await until(() => healthyAfter(restartedAt) >= 12);
    const recoveredAt = Date.now();
    await until(() => outcomes.filter((outcome) => outcome.startedAt >= recoveredAt).length > 30);
    await traffic.stop();

    // Every request answered, 200 or 503: no hang, no 500, no dropped connection.
    const statuses = new Set(outcomes.map((outcome) => outcome.status));
    expect([...statuses].sort()).toEqual([200, 503]);

    // Healthy before the stop (an answer of the stop's own millisecond came before it: the loop above saw it).
    const before = outcomes.filter((outcome) => outcome.endedAt <= stoppingAt);
    expect(before.length).toBeGreaterThan(10);
    expect(before.filter((outcome) => outcome.status !== 200)).toEqual([]);
    // What each route answers when healthy: the member's own profile, the probe's « ok ».
    const profile = before.find((outcome) => outcome.url === '/api/users/me')?.body ?? '';
    expect(JSON.parse(profile).data).toMatchObject({ id: member.user.id, email: member.user.email });
    const healthyBody = new Map([
      ['/api/users/me', profile],
      ['/api/ready', JSON.stringify({ success: true, data: { database: 'ok', migrations: 'ok' } })],
    ]);
    expect(before.filter((outcome) => outcome.body !== healthyBody.get(outcome.url))).toEqual([]);

    // While the server is down: every answer is the exact French 503 with Retry-After.
    const during = outcomes.filter(
      (outcome) => outcome.startedAt >= stoppedAt && outcome.endedAt <= restartingAt,
    );
    expect(during.length).toBeGreaterThan(50);
    for (const outcome of during) {
      expect({ status: outcome.status, body: outcome.body, retryAfter: outcome.retryAfter }).toEqual({
        status: 503,
        body: unavailable,
        retryAfter: '5',
      });
    }
    expect(new Set(during.map((outcome) => outcome.url))).toEqual(new Set(['/api/users/me', '/api/ready']));

    // Back by itself, with the same app and pool: the first success is the healthy answer, and
    // once two rounds of them came, nothing but successes.
    const firstSuccess = outcomes.find(
      (outcome) => outcome.status === 200 && outcome.startedAt >= restartedAt,
    );
    if (!firstSuccess) throw new Error('aucune réponse 200 après la relance');
    expect({
      status: firstSuccess.status,
      body: firstSuccess.body,
      retryAfter: firstSuccess.retryAfter,
    }).toEqual({
      status: 200,
      body: healthyBody.get(firstSuccess.url),
      retryAfter: null,
    });
    const settled = outcomes.filter((outcome) => outcome.startedAt >= recoveredAt);
    expect(settled.length).toBeGreaterThan(30);
    expect(
      settled.filter((outcome) => outcome.status !== 200 || outcome.body !== healthyBody.get(outcome.url)),
    ).toEqual([]);
    // The times are the machine's business: printed, never asserted.
    const slowest = Math.max(...outcomes.map((outcome) => outcome.endedAt - outcome.startedAt));
    console.info(
      `${kind} — panne : ${during.length} réponses 503, la plus lente des réponses ${slowest} ms, ` +
        `arrêt ${stoppedAt - stoppingAt} ms, première réponse 200 ${firstSuccess.endedAt - restartedAt} ms après la relance`,
    );
  }, 180_000);
});
