import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES } from '@elan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { expectFailure } from '../../test/expect-failure.ts';

/**
 * under-pressure reports a stall for one sample window (until the next sample): long enough here
 * that a test process descheduled for a while on a busy machine (two API files at once, PostgreSQL)
 * still sees it. Seen flaky in CI with 50 ms windows.
 */
const SAMPLE_MS = 250;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({
    config: { overload: { maxEventLoopDelayMs: 50, maxHeapUsedBytes: 0, sampleIntervalMs: SAMPLE_MS } },
  });
  // Refusals start two samples after the app is ready (the start-up's own work is not load).
  await sleep(4 * SAMPLE_MS);
});
afterAll(async () => ctx.close());

/** The event loop held for `ms`, as a runaway synchronous computation would. */
function blockEventLoop(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy on purpose
  }
}

/** Turns of the event loop until under-pressure's sample sees `expected` (at most `ms`). */
async function waitForPressure(expected: boolean, ms = 2_000) {
  const until = Date.now() + ms;
  while (ctx.app.isUnderPressure() !== expected) {
    if (Date.now() > until) throw new Error(`under-pressure never reported ${expected}`);
    await nextTurn();
  }
}

/**
 * The loop stalled again and again (300 ms at a time, one turn between) until under-pressure
 * reports it: every sample window then holds a stall, so the report does not hinge on one window
 * a test process descheduled on a busy machine could miss (seen in CI with a single 3 s stall).
 */
async function stallUntilUnderPressure(ms = 10_000) {
  const until = Date.now() + ms;
  while (!ctx.app.isUnderPressure()) {
    if (Date.now() > until) throw new Error('under-pressure never reported true');
    blockEventLoop(300);
    await nextTurn();
  }
}

describe('surcharge : @fastify/under-pressure (issue 16, décision 030)', () => {
  it('boucle d’événements bloquée : 503 en français avec Retry-After, la sonde de vie répond, puis tout reprend', async () => {
    // A quiet loop first (this machine is shared; loading the test may itself have lagged).
    await waitForPressure(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

    // under-pressure compares the MEAN delay of a sample window (10 ms ticks) with the limit.
    await stallUntilUnderPressure();
    const [ready, anonymous, health] = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/ready' }),
      ctx.app.inject({ method: 'GET', url: '/api/users/me' }),
      ctx.app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    expectFailure(ready, 503, MESSAGES.serverBusy);
    expect(ready.headers['retry-after']).toBe('10');
    // Refused before anything else runs, the token check included.
    expectFailure(anonymous, 503, MESSAGES.serverBusy);
    expect(anonymous.headers['retry-after']).toBe('10');
    expect(health.statusCode).toBe(200);

    await waitForPressure(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
