import type { FeedPage, Notification } from '@elan/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { commentCast, commentClient } from '../../../test/comment-helpers.ts';
import { countStatements } from '../../../test/count-statements.ts';
import { startPushServiceStub } from '../../../test/push-service-stub.ts';
import { type Member, programWithSession, registerMember } from '../../../test/social-helpers.ts';

/** Issue 32: a comment tells the session's author (type `comment`, push under the « Commentaires » switch). */
const clock = createTestClock('2026-06-17T10:00:00Z'); // midi à Paris
let ctx: TestContext;
let stub: Awaited<ReturnType<typeof startPushServiceStub>>;
let ids: { program_id: number; session_id: number };
const client = commentClient(() => ctx.app);

beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
  stub = await startPushServiceStub(ctx.vapid.publicKey);
  ids = await programWithSession(ctx.app, await registerMember(ctx.app));
});
afterAll(async () => {
  await ctx.close();
  await stub.close();
});
beforeEach(() => {
  ctx.jobs.length = 0;
});
afterEach(clock.reset);

const call = (who: Member, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: who.auth, ...(payload ? { payload } : {}) });

async function subscribed(who: Member) {
  const device = stub.subscriber(`membre-${who.user.id}`);
  expect((await call(who, 'POST', '/push/subscribe', { subscription: device.subscription })).statusCode).toBe(
    201,
  );
  return device;
}
const commentsOf = async (who: Member) =>
  ((await call(who, 'GET', '/push/notifications')).json().data as Notification[]).filter(
    (item) => item.type === 'comment',
  );

describe('la notification d’un commentaire', () => {
  it('l’auteur de la séance est notifié (texte exact, lien vers la séance) et reçoit un push 💬 ; pas quand il se commente', async () => {
    const { author, friend, completion } = await cast();
    const device = await subscribed(author);
    await client.write(author, completion.id, 'Je me commente');
    await client.write(friend, completion.id, 'Bravo !');
    const [notification, ...others] = await commentsOf(author);
    expect(others).toEqual([]);
    expect(notification).toMatchObject({
      type: 'comment',
      title: 'Nouveau commentaire 💬',
      message: `Hugo a commenté ta séance « ${completion.session_title} »`,
      data: { completionId: completion.id, url: `/completion/${completion.id}` },
      read: false,
    });
    await ctx.runJobs();
    expect(stub.errors).toEqual([]);
    expect(stub.receivedAt(device.path).filter((push) => push.type === 'comment')).toEqual([
      expect.objectContaining({
        title: 'Nouveau commentaire 💬',
        body: `Hugo a commenté ta séance « ${completion.session_title} »`,
        url: `/completion/${completion.id}`,
        icon: '💬',
      }),
    ]);
  });

  it('« Commentaires » désactivé : ni notification ni push ; les heures calmes retiennent le push', async () => {
    const quiet = await cast('Dana');
    const device = await subscribed(quiet.author);
    const off = await call(quiet.author, 'PUT', '/push/preferences', { comments: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.comments).toBe(false);
    await client.write(quiet.friend, quiet.completion.id, 'Bravo !');
    expect(await commentsOf(quiet.author)).toEqual([]);
    await ctx.runJobs();
    expect(stub.receivedAt(device.path)).toEqual([]);

    // 23:30 in Paris: held until 07:00.
    clock.set('2026-06-17T21:30:00Z');
    const night = await cast('Élise');
    const nightDevice = await subscribed(night.author);
    await client.write(night.friend, night.completion.id, 'Tard mais bravo');
    await ctx.runJobs();
    expect(stub.receivedAt(nightDevice.path)).toEqual([]);
    clock.set('2026-06-18T05:00:30Z');
    await ctx.runJobs();
    expect(stub.receivedAt(nightDevice.path).map((push) => push.type)).toEqual(['comment']);
  });
});

describe('le nombre de commentaires sur la carte du cercle', () => {
  it('compté dans la lecture du feed (une requête), suit les ajouts et suppressions', async () => {
    const { author, friend, coach, completion } = await cast('Fanny');
    const card = async () =>
      ((await call(friend, 'GET', '/social/feed')).json().data as FeedPage).feed.find(
        (event) => event.completion_id === completion.id && event.type === 'session_completed',
      )?.workout?.comments_count;
    expect(await card()).toBe(0);
    await client.write(friend, completion.id, 'Un');
    const second = await client.write(coach, completion.id, 'Deux');
    await client.write(author, completion.id, 'Trois');
    expect(await card()).toBe(3);
    expect((await client.remove(author, second.id)).statusCode).toBe(200);
    expect(await card()).toBe(2);
    const counter = countStatements(ctx.db);
    try {
      const { statements } = await counter.measure(() => call(friend, 'GET', '/social/feed'));
      // The token's version, then the lock and the page with their counts together.
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(2);
    } finally {
      counter.stop();
    }
  });
});

const cast = (first_name?: string) => commentCast(ctx.app, ctx.db, ids, clock.now(), first_name);
