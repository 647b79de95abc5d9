import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES } from '@elan/domain';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { registerMember } from '../test/factories.ts';
import { captureLogLines } from '../test/log-lines.ts';
import { type Member, programWithSession } from '../test/social-helpers.ts';
import { completions } from './db/schema/index.ts';

/**
 * Decision 040: `app.close()` (the first step of server.ts's shutdown) resolves only once the
 * requests already running have answered, so the pool ends after them. Seen in a benchmark: the
 * load stopped (its clients went away mid-request), SIGTERM came, the server had no connection
 * left, closed at once and ended the pool under the still-running handlers, which answered 500.
 * Here the completions table is locked from another connection so that the writes are surely
 * running when the app closes; the lock is released once the close has begun.
 */
let log: ReturnType<typeof captureLogLines>;
let ctx: TestContext;
let member: Member;
let port: number;
let body: string;

// Each test closes its app: a fresh one each time.
beforeEach(async () => {
  log = captureLogLines();
  ctx = await buildTestApp({ logger: log.logger });
  member = await registerMember(ctx.app);
  body = JSON.stringify({ ...(await programWithSession(ctx.app, member)), duration_minutes: 30 });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterEach(async () => ctx.close());

/** One raw HTTP/1.1 request, so that a test may pipeline a second one on the same socket. */
const rawRequest = (method: string, path: string, payload = '') =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${member.auth.authorization}\r\n` +
  `${payload ? `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n` : ''}\r\n${payload}`;

function openSocket() {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return { socket, ended, received: () => received };
}

type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** The responses of one socket, in order (each with its Content-Length body). */
function parseResponses(text: string): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...headerLines] = rest.slice(0, headEnd).split('\r\n');
    const headers = Object.fromEntries(
      headerLines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    const length = Number(headers['content-length'] ?? 0);
    const bodyStart = headEnd + 4;
    responses.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.slice(bodyStart, bodyStart + length),
    });
    rest = rest.slice(bodyStart + length);
  }
  return responses;
}

async function until(condition: () => Promise<boolean>, label: string) {
  for (let turn = 0; turn < 200; turn += 1) {
    if (await condition()) return;
    await sleep(25);
  }
  throw new Error(`jamais vu : ${label}`);
}

/** The completions table locked from another connection: writes wait until `release()`. */
async function lockCompletions() {
  const locker = await ctx.openSecondPool();
  const holder = await locker.pool.connect();
  await holder.query('begin');
  await holder.query('lock table completions in exclusive mode');
  const waiting = async () =>
    (
      await holder.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_locks where not granted and relation = 'completions'::regclass`,
      )
    ).rows[0]?.waiting;
  return {
    untilWaiting: (writes: number) =>
      until(async () => (await waiting()) === writes, `${writes} écritures en attente`),
    release: async () => {
      await holder.query('commit');
      holder.release();
    },
    /** The member's completions, counted once the app's pool is gone. */
    written: async () => {
      const [rows] = await locker.db
        .select({ total: count() })
        .from(completions)
        .where(eq(completions.user_id, member.user.id));
      await locker.close();
      return rows?.total;
    },
  };
}

/** `app.close()` started now; `closedAt()` is 0 until it resolves. */
function startClosing() {
  let closedAt = 0;
  const closing = ctx.app.close().then(() => {
    closedAt = Date.now();
  });
  return { closing, closedAt: () => closedAt };
}

/** Nothing failed on the server: no 500, no « unexpected error ». */
function expectNoServerFailure() {
  expect(log.lines().filter((line) => line.msg === 'unexpected error')).toEqual([]);
  const statuses = log
    .lines<{ msg: string; res?: { statusCode: number } }>()
    .filter((line) => line.msg === 'request completed')
    .map((line) => line.res?.statusCode);
  expect(statuses.filter((status) => status === 500)).toEqual([]);
}

describe('arrêt en douceur (décision 040)', () => {
  it('les écritures dont le client est parti aboutissent avant que la fermeture rende la main (le pool finit après elles)', async () => {
    const lock = await lockCompletions();
    // Clients that go away mid-request, as a load generator that stops.
    const gone = [openSocket(), openSocket()];
    for (const client of gone) client.socket.write(rawRequest('POST', '/api/completions', body));
    await lock.untilWaiting(2);
    for (const client of gone) client.socket.destroy();
    await Promise.all(gone.map((client) => client.ended));

    const { closing, closedAt } = startClosing();
    await sleep(300);
    // No connection is left, yet two handlers run: the close waits for them.
    expect(closedAt()).toBe(0);
    const releasedAt = Date.now();
    await lock.release();
    await closing;
    expect(closedAt()).toBeGreaterThanOrEqual(releasedAt);
    // Every request has given back its connection: ending the pool now cuts nobody.
    expect(ctx.pool.totalCount - ctx.pool.idleCount).toBe(0);
    expect(await lock.written()).toBe(2);
    expectNoServerFailure();
  });

  it('une requête arrivée pendant l’arrêt reçoit le 503 « Service momentanément indisponible », celle en cours son 201', async () => {
    const lock = await lockCompletions();
    const staying = openSocket();
    staying.socket.write(rawRequest('POST', '/api/completions', body));
    await lock.untilWaiting(1);
    const { closing } = startClosing();
    await sleep(150);
    // Pipelined behind the running write, on its connection: it reaches the app while it drains.
    staying.socket.write(rawRequest('GET', '/api/users/me'));
    await sleep(150);
    await lock.release();
    await closing;
    await staying.ended;

    const [written, refused, ...more] = parseResponses(staying.received());
    expect(more).toEqual([]);
    expect(written?.status).toBe(201);
    expect(refused?.status).toBe(503);
    expect(refused?.headers['retry-after']).toBe('5');
    expect(refused?.headers.connection).toBe('close');
    expect(JSON.parse(refused?.body ?? '')).toEqual({
      success: false,
      error: MESSAGES.serviceUnavailable,
      message: MESSAGES.serviceUnavailable,
    });
    expect(await lock.written()).toBe(1);
    expectNoServerFailure();
  });
});
