import { MESSAGES } from '@elan/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { expectFailure } from '../../test/expect-failure.ts';
import { faultOf } from './faults.ts';

const withCode = (message: string, code: string, extra: object = {}) =>
  Object.assign(new Error(message), { code, ...extra });
/** How Drizzle wraps a failed query: its own message (the SQL), the driver's error as `cause`. */
const wrapped = (cause: Error) =>
  Object.assign(new Error('Failed query: select 1\nparams: '), { query: 'select 1', params: [], cause });

/** What node-postgres throws at a query on a pool that `end()` closed (no server needed). */
async function endedPoolError() {
  const pool = new pg.Pool({ host: '/nonexistent' });
  await pool.end();
  const error = await pool.query('select 1').catch((caught: unknown) => caught);
  if (!(error instanceof Error)) throw new Error('expected the ended pool to refuse the query');
  return error;
}

describe('faultOf : ce que le client voit quand la base ou le disque manquent', () => {
  const unavailable = { statusCode: 503, message: MESSAGES.serviceUnavailable, retryAfterSeconds: 5 };
  it.each([
    ['connexion refusée (TCP)', wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))],
    [
      'connexion refusée, les deux familles d’adresses',
      wrapped(
        Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), {
          code: undefined,
        }),
      ),
    ],
    [
      'socket Unix absent (base embarquée arrêtée)',
      withCode('connect ENOENT /d/.s.PGSQL.5432', 'ENOENT', { syscall: 'connect' }),
    ],
    ['délai de connexion du pool', wrapped(new Error('timeout exceeded when trying to connect'))],
    ['connexion coupée', wrapped(new Error('Connection terminated unexpectedly'))],
    [
      'arrêt par l’administrateur (57P01)',
      wrapped(withCode('terminating connection due to administrator command', '57P01')),
    ],
    ['arrêt en cours (57P03)', withCode('the database system is shutting down', '57P03')],
    ['exception de connexion (08006)', withCode('connection failure', '08006')],
    ['trop de connexions (53300)', withCode('sorry, too many clients already', '53300')],
  ])('%s → 503', (_label, error) => {
    expect(faultOf(error)).toEqual(unavailable);
  });

  it('pool fermé par l’arrêt du serveur (décision 040) → 503', async () => {
    const error = await endedPoolError();
    expect(error.message).toBe('Cannot use a pool after calling end on the pool');
    expect(faultOf(wrapped(error))).toEqual(unavailable);
  });

  it('disque plein (ENOSPC, EDQUOT) ou base pleine (53100) → 507', () => {
    const full = { statusCode: 507, message: MESSAGES.storageFull };
    expect(faultOf(withCode('ENOSPC: no space left on device, write', 'ENOSPC'))).toEqual(full);
    expect(faultOf(withCode('EDQUOT: disk quota exceeded', 'EDQUOT'))).toEqual(full);
    expect(faultOf(wrapped(withCode('could not extend file', '53100')))).toEqual(full);
  });

  it('le reste n’est pas une panne : une erreur de programmation reste un 500', () => {
    expect(faultOf(new Error('boom'))).toBeUndefined();
    expect(faultOf(withCode('ENOENT: no such file', 'ENOENT', { syscall: 'open' }))).toBeUndefined();
    expect(faultOf(wrapped(withCode('duplicate key', '23505')))).toBeUndefined();
  });
});

/** The PostgreSQL code the slow route's transaction failed with (Drizzle puts the driver's error in `cause`). */
let slowQueryCode: string | undefined;
const codeOf = (error: unknown): string | undefined => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: unknown };
  return typeof code === 'string' ? code : cause === undefined ? undefined : codeOf(cause);
};
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({
    extend: (app) =>
      app.get('/api/requete-lente', { config: { public: true } }, async () => {
        // The pool's 10 s, shortened for this one transaction: the server cancels it (57014).
        await ctx.db
          .transaction(async (tx) => {
            await tx.execute(sql`set local statement_timeout = '150ms'`);
            await tx.execute(sql`select pg_sleep(3)`);
          })
          .catch((error: unknown) => {
            slowQueryCode = codeOf(error);
            throw error;
          });
        return { success: true };
      }),
  });
});
afterAll(async () => ctx.close());

describe('statement_timeout dépassé', () => {
  it('503 « La requête a pris trop de temps » avec Retry-After : le serveur a annulé la requête lente', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/requete-lente' });
    // Cancelled by PostgreSQL (57014 query_canceled), not waited for to its end.
    expect(slowQueryCode).toBe('57014');
    expectFailure(response, 503, MESSAGES.queryTimeout);
    expect(response.headers['retry-after']).toBe('5');
  });
});
