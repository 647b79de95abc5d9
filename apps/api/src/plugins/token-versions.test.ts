import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { countStatements, type StatementCounter } from '../../test/count-statements.ts';
import { expectFailure } from '../../test/expect-failure.ts';
import { registerMember } from '../../test/factories.ts';
import type { App } from '../app.ts';
import { rowsOf } from '../lib/db-errors.ts';

/** Decision 041: token versions known in memory, forgotten at the commit of any change. */
const SESSION_EXPIRED = 'Session expirée, veuillez vous reconnecter';
let ctx: TestContext;
/** Made before any request: drizzle's prepared statements keep the logger they were built with. */
let counter: StatementCounter;
let other: Awaited<ReturnType<TestContext['openSecondApp']>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  counter = countStatements(ctx.db);
  other = await ctx.openSecondApp();
});
afterAll(async () => {
  counter.stop();
  await other.close();
  await ctx.close();
});

const me = (app: App, auth: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/users/me', headers: auth });

/**
 * Once `app` has heard every change committed so far (PostgreSQL's notification, the listener's
 * fence: an event, not a duration), it refuses `auth` at its very next request.
 */
async function refusedOnceHeard(app: App, auth: Record<string, string>) {
  expect(await app.heardChanges()).toBe(true);
  expectFailure(await me(app, auth), 401, SESSION_EXPIRED);
}

/** Until `app` listens (its listening connection is opened in the background at start). */
async function listening(app: App) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (await app.heardChanges()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('this process never listens');
}

/** Until this process listens (its connection is opened in the background at start). */
async function whenKnown(app: App, auth: Record<string, string>) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const { statements } = await counter.measure(() => me(app, auth));
    if (statements.length === 1) return statements;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the token version is never kept in memory');
}

describe('la vérification du jeton sans aller-retour quand la version est connue', () => {
  it('la seconde requête d’un membre ne relit pas sa version : une seule instruction, celle de /users/me', async () => {
    const member = await registerMember(ctx.app);
    const statements = await whenKnown(ctx.app, member.auth);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('"users"."id" = $1');
    expect(statements[0]).not.toContain('"token_version", "is_system"');
  });

  it('POST /api/auth/logout-all : le jeton est refusé dès la requête suivante du même processus', async () => {
    const member = await registerMember(ctx.app);
    await whenKnown(ctx.app, member.auth);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: member.auth,
    });
    expect(logout.statusCode).toBe(204);
    expectFailure(await me(ctx.app, member.auth), 401, SESSION_EXPIRED);
  });

  it('un autre processus refuse le jeton révoqué dès que PostgreSQL le lui signale', async () => {
    const member = await registerMember(ctx.app);
    await listening(other.app);
    expect((await me(other.app, member.auth)).statusCode).toBe(200);
    expect((await me(other.app, member.auth)).statusCode).toBe(200);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: member.auth,
    });
    expect(logout.statusCode).toBe(204);
    await refusedOnceHeard(other.app, member.auth);
  });

  it('une version changée en SQL par un opérateur, ou un membre supprimé, est oubliée aussi', async () => {
    const changed = await registerMember(ctx.app);
    const deleted = await registerMember(ctx.app);
    await whenKnown(ctx.app, changed.auth);
    await whenKnown(ctx.app, deleted.auth);
    await ctx.db.execute(
      sql`update users set token_version = token_version + 1 where id = ${changed.user.id}`,
    );
    await ctx.db.execute(sql`delete from users where id = ${deleted.user.id}`);
    await refusedOnceHeard(ctx.app, changed.auth);
    await refusedOnceHeard(ctx.app, deleted.auth);
  });

  it('écoute perdue : plus rien n’est gardé en mémoire, chaque requête relit la base, puis l’écoute reprend', async () => {
    const member = await registerMember(ctx.app);
    await whenKnown(ctx.app, member.auth);
    const killed = rowsOf<{ done: boolean }>(
      await ctx.db.execute(
        sql`select pg_terminate_backend(pid) as done from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN elan_token_changes%' and pid <> pg_backend_pid()`,
      ),
    );
    // Both processes of this test listen: each loses its connection.
    expect(killed).toEqual([{ done: true }, { done: true }]);
    // Changed while nobody listens: the notification is lost, the version must be read again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await ctx.db.execute(
      sql`update users set token_version = token_version + 1 where id = ${member.user.id}`,
    );
    expectFailure(await me(ctx.app, member.auth), 401, SESSION_EXPIRED);
    // A new token is kept again once the process listens anew (first retry after 1 s).
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.user.email, password: member.password },
    });
    expect(login.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${(login.json().data as { token: string }).token}` };
    expect(await whenKnown(ctx.app, fresh)).toHaveLength(1);
  });
});
