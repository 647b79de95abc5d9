import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertCompletion, registerMember } from '../../../test/factories.ts';
import type { Member } from '../../../test/social-helpers.ts';
import { users } from '../../db/schema/index.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ logger: { level: 'error' }, config: { isReadCacheEnabled: true } });
});
afterAll(async () => ctx.close());

const call = (who: Member, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.auth, ...(payload === undefined ? {} : { payload }) });

// Decision 050: a kept answer is dropped when what it was read from changes — a coach link too.
it('a private athlete’s kept session list answers 403 to the coach once the link ends', async () => {
  const coach = await registerMember(ctx.app);
  await ctx.db.update(users).set({ role: 'coach' }).where(eq(users.id, coach.user.id));
  const athlete = await registerMember(ctx.app);
  const invitation = await call(coach, 'POST', '/api/coach/invitations');
  const { code } = (invitation.json() as { data: { code: string } }).data;
  expect((await call(athlete, 'POST', `/api/coach/invitations/${code}/accept`)).statusCode).toBe(200);
  await call(athlete, 'PUT', `/api/users/${athlete.user.id}`, { is_private: true });
  await insertCompletion(ctx.db, { user_id: athlete.user.id, program_id: null, session_id: null });
  expect(await ctx.app.heardChanges()).toBe(true);

  const url = `/api/completions/user/${athlete.user.id}`;
  // The accept and privacy writes' fence may still be pending on the first read: read twice.
  await new Promise((resolve) => setImmediate(resolve));
  expect((await call(coach, 'GET', url)).statusCode).toBe(200);
  expect((await call(coach, 'GET', url)).statusCode).toBe(200);
  // The athlete leaves through another process: this one has no write of its own to fence.
  const other = await ctx.openSecondApp();
  try {
    const left = await other.app.inject({ method: 'DELETE', url: '/api/coach/me', headers: athlete.auth });
    expect(left.statusCode).toBe(200);
  } finally {
    await other.close();
  }
  expect(await ctx.app.heardChanges()).toBe(true);
  expect((await call(coach, 'GET', url)).statusCode).toBe(403);
});
