import type { Completion, FeedPage, Program, ScheduledItem } from '@elan/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createTestClock } from '../../test/clock.ts';
import { countStatements, type StatementCounter } from '../../test/count-statements.ts';
import { decodedBody } from '../../test/decoded-body.ts';
import { expectFailure } from '../../test/expect-failure.ts';
import {
  befriend,
  type Member,
  postEvent,
  programWithSession,
  registerMember,
  socialClient,
  trainedAt,
} from '../../test/social-helpers.ts';
import { rowsOf } from '../lib/db-errors.ts';

/**
 * Decision 050: the programme, the daily agenda, a member's completion list and the feed's pages
 * kept in memory, dropped at the commit of any change of what they were read from.
 */
// Wednesday 2026-11-18, 12:00 in Paris, unless a test moves it.
const NOON = '2026-11-18T11:00:00Z';
const clock = createTestClock(NOON);
let ctx: TestContext;
/** Made before any request: drizzle's prepared statements keep the logger they were built with. */
let counter: StatementCounter;
let other: Awaited<ReturnType<TestContext['openSecondApp']>>;
beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now, config: { isReadCacheEnabled: true } });
  counter = countStatements(ctx.db);
  other = await ctx.openSecondApp();
});
afterEach(clock.reset);
afterAll(async () => {
  counter.stop();
  await other.close();
  await ctx.close();
});

/** The calls of this process and of the second one (the social tests' client, for every route). */
const main = socialClient(() => ctx.app);
const second = socialClient(() => other.app);
const get = (who: Member, url: string) => main.call(who, 'GET', url);
/** A 25-minute session saved through the API of `on` (this process unless told). */
const save = (who: Member, ids: { program_id: number; session_id: number }, on = main) =>
  on.data<Completion>(who, 'POST', '/api/completions', { ...ids, duration_minutes: 25 }, 201);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads `url` until an answer comes from memory (no statement at all); answers its body. */
async function keptAnswer(who: Member, url: string): Promise<string> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const { result, statements } = await counter.measure(() => get(who, url));
    expect(result.statusCode, result.body).toBe(200);
    if (statements.length === 0) return result.body;
    await sleep(10);
  }
  throw new Error(`${url} is never answered from memory`);
}

/**
 * Once this process has heard every change committed so far (PostgreSQL's notifications, the
 * listener's fence: an event, not a duration), `read` is fresh at once.
 */
async function freshOnceHeard<T>(read: () => Promise<T>, isFresh: (value: T) => boolean): Promise<boolean> {
  expect(await ctx.app.heardChanges()).toBe(true);
  return isFresh(await read());
}

/** A member enrolled in a one-session programme (a plan for every day). */
async function enrolledMember() {
  const member = await registerMember(ctx.app);
  const ids = await programWithSession(ctx.app, member);
  await main.data(member, 'POST', '/api/enrollments', { program_id: ids.program_id }, 201);
  return { member, ids };
}

describe('des réponses gardées en mémoire', () => {
  it('une réponse gardée ne coûte aucune instruction et reste identique à la première', async () => {
    const { member } = await enrolledMember();
    const first = await get(member, '/api/schedule/daily');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(await keptAnswer(member, '/api/schedule/daily')).toBe(first.body);
  });

  it('compressée pour le client qui le demande (brotli, gzip) : le même JSON, sans relire la base', async () => {
    const { member, ids } = await enrolledMember();
    for (let day = 1; day <= 8; day += 1)
      await trainedAt(ctx.db, member, ids, new Date(clock.now().getTime() - day * 86_400_000));
    const url = `/api/completions/user/${member.user.id}?limit=10`;
    const plain = await keptAnswer(member, url);
    expect(plain.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip'] as const) {
      const { result, statements } = await counter.measure(() =>
        ctx.app.inject({ method: 'GET', url, headers: { ...member.auth, 'accept-encoding': encoding } }),
      );
      expect(statements).toEqual([]);
      expect(result.headers['content-encoding']).toBe(encoding);
      expect(result.headers.vary).toBe('accept-encoding');
      expect(result.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(result.rawPayload.length).toBeLessThan(plain.length / 2);
      expect(decodedBody(result)).toBe(plain);
    }
    // `br;q=0`: not brotli.
    const refused = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...member.auth, 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('son propre écrit se lit dès la requête suivante : séance faite, programme renommé', async () => {
    const { member, ids } = await enrolledMember();
    await keptAnswer(member, '/api/schedule/daily');
    await keptAnswer(member, `/api/programs/${ids.program_id}`);
    await save(member, ids);
    expect(await main.data<ScheduledItem[]>(member, 'GET', '/api/schedule/daily')).toMatchObject([
      { program_id: ids.program_id, completed_today: true, completion_count: 1 },
    ]);
    await main.data(member, 'PUT', `/api/programs/${ids.program_id}`, { title: 'Cercle renommé' });
    expect((await main.data<Program>(member, 'GET', `/api/programs/${ids.program_id}`)).title).toBe(
      'Cercle renommé',
    );
  });

  it('l’écrit d’un autre processus : la liste gardée est remplacée dès que PostgreSQL le signale', async () => {
    const { member: owner, ids } = await enrolledMember();
    const url = `/api/completions/user/${owner.user.id}?limit=10`;
    const list = () => main.data<Completion[]>(owner, 'GET', url);
    expect(await list()).toEqual([]);
    await keptAnswer(owner, url);
    await save(owner, ids, second);
    expect(await freshOnceHeard(list, (items) => items.length === 1)).toBe(true);
    expect((await list())[0]).toMatchObject({ user_id: owner.user.id, duration_minutes: 25 });
  });

  it('un profil devenu privé ailleurs n’est plus montré à un non-ami (403 dès que PostgreSQL le signale)', async () => {
    const owner = await registerMember(ctx.app);
    const stranger = await registerMember(ctx.app);
    const url = `/api/completions/user/${owner.user.id}?limit=10`;
    await keptAnswer(stranger, url);
    await second.data(owner, 'PUT', `/api/users/${owner.user.id}`, { is_private: true });
    const refused = () => get(stranger, url);
    expect(await freshOnceHeard(refused, (response) => response.statusCode === 403)).toBe(true);
    expectFailure(await refused(), 403, 'Ce profil est privé');
  });

  it('le fil : un nouvel événement d’un ami, ou écrit en SQL, remplace la page gardée', async () => {
    const reader = await registerMember(ctx.app);
    const friend = await registerMember(ctx.app);
    await befriend(ctx.db, reader, friend);
    const ids = await programWithSession(ctx.app, reader);
    await trainedAt(ctx.db, reader, ids, clock.now());
    const feed = socialClient(() => ctx.app).feed;
    const first = await postEvent(ctx.db, friend, new Date(clock.now().getTime() + 60_000), 'Avant');
    expect((await feed(reader)).feed[0]?.id).toBe(first);
    await keptAnswer(reader, '/api/social/feed?');
    // Keyed by the validated query: an unknown parameter does not make another answer to keep.
    const { statements } = await counter.measure(() => get(reader, '/api/social/feed?utm=1&x=2'));
    expect(statements).toEqual([]);
    const second = await postEvent(ctx.db, friend, new Date(clock.now().getTime() + 120_000), 'Après');
    const fresh = (page: FeedPage) => page.feed[0]?.id === second && page.feed[1]?.id === first;
    expect(await freshOnceHeard(() => feed(reader), fresh)).toBe(true);
    // Changed in SQL by an operator: the author's new name is read again too.
    await keptAnswer(reader, '/api/social/feed?');
    await ctx.db.execute(sql`update users set first_name = 'Renommée' where id = ${friend.user.id}`);
    expect(
      await freshOnceHeard(
        () => feed(reader),
        (page) => page.feed[0]?.name.startsWith('Renommée') === true,
      ),
    ).toBe(true);
  });

  it('à minuit (Paris) l’agenda gardé de la veille n’est plus servi', async () => {
    const { member, ids } = await enrolledMember();
    clock.set('2026-11-18T22:59:00Z'); // 23:59 in Paris
    await trainedAt(ctx.db, member, ids, clock.now());
    expect(await ctx.app.heardChanges()).toBe(true);
    const before = await keptAnswer(member, '/api/schedule/daily');
    expect(JSON.parse(before).data).toMatchObject([{ completed_today: true }]);
    clock.set('2026-11-18T23:01:00Z'); // 00:01, Thursday
    const { result, statements } = await counter.measure(() => get(member, '/api/schedule/daily'));
    expect(statements.length).toBeGreaterThan(0);
    expect(result.json().data).toMatchObject([{ completed_today: false }]);
  });

  it('écoute perdue : rien n’est servi de mémoire, chaque lecture relit la base, puis l’écoute reprend', async () => {
    const { member, ids } = await enrolledMember();
    await keptAnswer(member, `/api/programs/${ids.program_id}`);
    const killed = rowsOf<{ done: boolean }>(
      await ctx.db.execute(
        sql`select pg_terminate_backend(pid) as done from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN elan_token_changes%' and pid <> pg_backend_pid()`,
      ),
    );
    expect(killed).toEqual([{ done: true }, { done: true }]);
    // Until this process has seen its connection go: then nothing is served from memory.
    for (let attempt = 0; ; attempt += 1) {
      const { statements } = await counter.measure(() => get(member, `/api/programs/${ids.program_id}`));
      if (statements.length > 0) break;
      if (attempt > 300) throw new Error('the lost listening connection is never noticed');
      await sleep(10);
    }
    // Changed while nobody listens: the notification is lost, the answer must be read again.
    await ctx.db.execute(sql`update programs set title = 'Sans écoute' where id = ${ids.program_id}`);
    const { result, statements } = await counter.measure(() =>
      get(member, `/api/programs/${ids.program_id}`),
    );
    expect(statements.length).toBeGreaterThan(0);
    expect(result.json().data.title).toBe('Sans écoute');
    // Kept again once the process listens anew (first retry after 1 s).
    expect(JSON.parse(await keptAnswer(member, `/api/programs/${ids.program_id}`)).data.title).toBe(
      'Sans écoute',
    );
  });
  it('chaque écriture notifie les membres qu’elle touche, avant et après (déclencheurs de la migration 0017)', async () => {
    const [a, b, c] = [
      await registerMember(ctx.app),
      await registerMember(ctx.app),
      await registerMember(ctx.app),
    ];
    const listener = await ctx.pool.connect();
    const heard = new Set<string>();
    listener.on('notification', ({ channel, payload }) => {
      if (channel === 'elan_read_changes' && payload) heard.add(payload);
    });
    await listener.query('LISTEN elan_read_changes');
    /**
     * Waits for a marker sent after everything before it committed: PostgreSQL delivers notifications
     * in commit order, so once the marker arrives nothing earlier is still on its way.
     */
    let markers = 0;
    const drain = async () => {
      const marker = `marker:${++markers}`;
      const arrived = new Promise<void>((resolve) => {
        const check = ({ payload }: { payload?: string }) => {
          if (payload !== marker) return;
          listener.off('notification', check);
          resolve();
        };
        listener.on('notification', check);
      });
      await ctx.db.execute(sql`select pg_notify('elan_read_changes', ${marker})`);
      await arrived;
    };
    /**
     * Exactly what `write` notifies (each payload once): what arrives between a marker sent before it
     * and one sent after it — a late notification of an earlier write can no longer pass for it.
     */
    const notified = async (write: () => Promise<unknown>, _expected: string[]) => {
      await drain();
      heard.clear();
      await write();
      await drain();
      return [...heard].filter((payload) => !payload.startsWith('marker:')).sort();
    };
    const u = (who: Member) => `u:${who.user.id}`;
    try {
      await befriend(ctx.db, a, b);
      expect(
        await notified(
          () =>
            ctx.db.execute(
              sql`update connections set addressee_id = ${c.user.id} where requester_id = ${a.user.id}`,
            ),
          [u(a), u(b), u(c)],
        ),
      ).toEqual([u(a), u(b), u(c)].sort());
      const event = await postEvent(ctx.db, a, clock.now());
      expect(
        await notified(
          () =>
            ctx.db.execute(
              sql`insert into feed_reactions (event_id, user_id, emoji) values (${event}, ${c.user.id}, '🔥')`,
            ),
          [u(a)],
        ),
      ).toEqual([u(a)]);
      const ids = await programWithSession(ctx.app, a);
      // A comment on a's session changes the count on a's card (migration 0024): a is notified.
      const completion = await trainedAt(ctx.db, a, ids, clock.now());
      expect(
        await notified(
          () =>
            ctx.db.execute(
              sql`insert into completion_comments (completion_id, author_id, text) values (${completion.id}, ${c.user.id}, 'Bravo')`,
            ),
          [u(a)],
        ),
      ).toEqual([u(a)]);
      expect(
        await notified(
          () => ctx.db.execute(sql`delete from completion_comments where completion_id = ${completion.id}`),
          [u(a)],
        ),
      ).toEqual([u(a)]);
      expect(
        await notified(
          () => ctx.db.execute(sql`update sessions set title = 'Renommée' where id = ${ids.session_id}`),
          ['catalog'],
        ),
      ).toEqual(['catalog']);
    } finally {
      listener.release(true);
    }
  });
});
