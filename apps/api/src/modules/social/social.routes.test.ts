import {
  type Circle,
  type CircleFriend,
  type Connection,
  type FeedEvent,
  type FeedStatus,
  MESSAGES,
  type MemberSearchResult,
  type Notification,
  type PublicProfile,
  type Reactions,
  type ShareCard,
  SOCIAL_MESSAGES,
  type SocialMember,
  type SocialProfile,
  type UnlockResult,
} from '@elan/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import {
  befriend,
  type Member,
  postEvent,
  programWithSession,
  registerMember,
  socialClient,
  trainedAt,
} from '../../../test/social-helpers.ts';

// 11:00 in Paris (UTC+1 in March before the change of hour).
const clock = createTestClock('2026-03-10T10:00:00Z');
afterEach(clock.reset);
let ctx: TestContext;
let ids: { program_id: number; session_id: number };
const client = socialClient(() => ctx.app);
const { call, data } = client;

const member = (first_name: string, last_name: string) => registerMember(ctx.app, { first_name, last_name });
/** The circle's own badges (« Premier allié », « Cercle ouvert ») post events too: left out here. */
const withoutBadges = (events: FeedEvent[]) => events.filter((event) => event.type !== 'badge_earned');
const notificationsOf = async (who: Member) =>
  data<Notification[]>(who, 'GET', '/api/push/notifications?limit=100');

beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
  ids = await programWithSession(ctx.app, await member('Coach', 'Cercle'));
});
afterAll(async () => ctx.close());

describe('amis : cycle de vie et refus (CONTRACT « Friends »)', () => {
  it('demande, refus, acceptation, suppression, et les notifications', async () => {
    const [alice, bruno, chloe] = [
      await member('Alice', 'Martin'),
      await member('Bruno', 'Petit'),
      await member('Chloé', 'Roux'),
    ];
    const sent = await client.add(alice, bruno);
    expect(sent.statusCode, sent.body).toBe(201);
    const request = sent.json().data as Connection;
    expect(request).toMatchObject({
      status: 'pending',
      direction: 'outgoing',
      member: {
        id: bruno.user.id,
        name: 'Bruno Petit',
        username: bruno.user.username,
        avatar_url: null,
      } satisfies SocialMember,
      accepted_at: null,
    });

    expectFailure(await client.add(alice, bruno), 409, SOCIAL_MESSAGES.requestPending);
    expectFailure(await client.add(alice, alice), 400, SOCIAL_MESSAGES.cannotAddSelf);
    expectFailure(
      await call(alice, 'POST', '/api/social/connections/add', { friendId: 999_999 }),
      404,
      SOCIAL_MESSAGES.userNotFound,
    );
    expect(await client.connections(bruno)).toEqual([
      {
        ...request,
        direction: 'incoming',
        member: { id: alice.user.id, name: 'Alice Martin', username: alice.user.username, avatar_url: null },
      },
    ]);
    const [notice] = await notificationsOf(bruno);
    expect(notice).toMatchObject({
      type: 'friend_request',
      title: 'Nouvelle demande d’ami 🤝',
      message: 'Alice Martin souhaite rejoindre votre cercle.',
      data: { url: '/friends' },
    });

    // Only the addressee answers; someone else's request is answered as missing.
    expectFailure(
      await call(alice, 'POST', `/api/social/connections/${request.id}/accept`),
      403,
      SOCIAL_MESSAGES.onlyAddressee,
    );
    expectFailure(
      await call(alice, 'POST', `/api/social/connections/${request.id}/decline`),
      403,
      SOCIAL_MESSAGES.onlyAddressee,
    );
    expectFailure(
      await call(chloe, 'POST', `/api/social/connections/${request.id}/accept`),
      404,
      SOCIAL_MESSAGES.connectionNotFound,
    );
    expectFailure(
      await call(chloe, 'DELETE', `/api/social/connections/${request.id}`),
      404,
      SOCIAL_MESSAGES.connectionNotFound,
    );

    const accepted = await data<Connection>(bruno, 'POST', `/api/social/connections/${request.id}/accept`);
    expect(accepted).toMatchObject({
      id: request.id,
      status: 'accepted',
      direction: 'incoming',
      accepted_at: clock.now().toISOString(),
    });
    expectFailure(
      await call(bruno, 'POST', `/api/social/connections/${request.id}/accept`),
      409,
      SOCIAL_MESSAGES.notPending,
    );
    expectFailure(await client.add(bruno, alice), 409, SOCIAL_MESSAGES.alreadyFriends);
    expect((await notificationsOf(alice)).find((item) => item.type === 'friend_accepted')).toMatchObject({
      type: 'friend_accepted',
      message: 'Bruno Petit fait maintenant partie de votre cercle.',
    });

    // Either side removes the friendship; then a new request may follow.
    expect(await data(alice, 'DELETE', `/api/social/connections/${request.id}`)).toEqual({ id: request.id });
    expect(await client.connections(bruno)).toEqual([]);
    expect((await client.add(bruno, alice)).statusCode).toBe(201);
  });

  it('une demande vers qui vous a déjà demandé accepte les deux ; un refus efface la demande', async () => {
    const [denis, emma, fanny] = [
      await member('Denis', 'Blanc'),
      await member('Emma', 'Noir'),
      await member('Fanny', 'Gris'),
    ];
    await client.add(denis, emma);
    const crossed = await client.add(emma, denis);
    expect(crossed.statusCode, crossed.body).toBe(200);
    expect(crossed.json().data).toMatchObject({ status: 'accepted', direction: 'incoming' });
    expect(
      (await client.connections(denis)).map((item) => [item.member.id, item.status, item.direction]),
    ).toEqual([[emma.user.id, 'accepted', 'outgoing']]);

    const asked = (await client.add(fanny, denis)).json().data as Connection;
    expect(await data(denis, 'POST', `/api/social/connections/${asked.id}/decline`)).toEqual({
      id: asked.id,
    });
    expect(await client.connections(fanny)).toEqual([]);
    expect((await client.add(fanny, denis)).statusCode).toBe(201);
    // The requester withdraws a pending request.
    const again = (await client.connections(fanny))[0]!;
    expect(await data(fanny, 'DELETE', `/api/social/connections/${again.id}`)).toEqual({ id: again.id });
  });

  it('les badges du cercle : « Premier allié » à l’amitié, « Cercle ouvert » au premier déverrouillage', async () => {
    const [yann, zoe] = [await member('Yann', 'Badge'), await member('Zoé', 'Badge')];
    const earnedCodes = async (who: Member) =>
      (await data<{ code: string }[]>(who, 'GET', `/api/badges/user/${who.user.id}/earned`)).map(
        (badge) => badge.code,
      );
    const asked = (await client.add(yann, zoe)).json().data as Connection;
    expect(await earnedCodes(yann)).not.toContain('first_friend');
    await data(zoe, 'POST', `/api/social/connections/${asked.id}/accept`);
    expect(await earnedCodes(yann)).toContain('first_friend');
    expect(await earnedCodes(zoe)).toContain('first_friend');
    const done = await trainedAt(ctx.db, zoe, ids, clock.now());
    expect((await client.unlock(zoe, done.id)).statusCode).toBe(201);
    expect(await earnedCodes(zoe)).toContain('first_circle_unlock');
    const feed = await data<{ feed: FeedEvent[] }>(zoe, 'GET', `/api/social/feed/${zoe.user.id}`);
    expect(feed.feed.map((event) => event.message)).toEqual(
      expect.arrayContaining([
        'A débloqué le badge « Premier allié »',
        'A débloqué le badge « Cercle ouvert »',
      ]),
    );
  });

  it('refuse les entrées invalides en français', async () => {
    const gaby = await member('Gaby', 'Vert');
    for (const [payload, message] of [
      [{}, SOCIAL_MESSAGES.friendIdRequired],
      [{ friendId: null }, SOCIAL_MESSAGES.friendIdRequired],
      [{ friendId: 'abc' }, MESSAGES.invalidId],
      [{ friendId: -3 }, MESSAGES.invalidId],
      [{ friendId: 1.5 }, MESSAGES.invalidId],
    ] as const) {
      expectFailure(
        await call(gaby, 'POST', '/api/social/connections/add', payload),
        400,
        message,
        JSON.stringify(payload),
      );
    }
    expectFailure(await call(gaby, 'POST', '/api/social/connections/abc/accept'), 400, MESSAGES.invalidId);
    expectFailure(await call(gaby, 'DELETE', '/api/social/connections/0'), 400, MESSAGES.invalidId);
    expectFailure(await call(null, 'GET', '/api/social/connections'), 401, MESSAGES.unauthorized);
  });
});

describe('recherche de membres', () => {
  it('par nom ou pseudo, sans accents, avec le lien de chacun', async () => {
    const [hugo, eloise, other] = [
      await member('Hugo', 'Chercheur'),
      await member('Éloïse', 'Lefèvre'),
      await member('Eloise', 'Zzz'),
    ];
    await client.add(hugo, other);
    const found = await data<MemberSearchResult[]>(
      hugo,
      'GET',
      '/api/social/users/search?q=%C3%A9lo%C3%AFse',
    );
    expect(found.map((item) => [item.name, item.relation])).toEqual([
      ['Éloïse Lefèvre', 'none'],
      ['Eloise Zzz', 'outgoing'],
    ]);
    expect(found[1]?.connection_id).toBeTypeOf('number');
    expect(
      (await data<MemberSearchResult[]>(hugo, 'GET', '/api/social/users/search?q=LEFEVRE')).map(
        (item) => item.id,
      ),
    ).toEqual([eloise.user.id]);
    expect(await data(hugo, 'GET', '/api/social/users/search?q=chercheur')).toEqual([]);
    expect(await data(other, 'GET', `/api/social/users/search?q=${hugo.user.username}`)).toEqual([
      {
        id: hugo.user.id,
        name: 'Hugo Chercheur',
        username: hugo.user.username,
        avatar_url: null,
        relation: 'incoming',
        connection_id: found[1]?.connection_id,
      },
    ]);
    expect(await data(hugo, 'GET', '/api/social/users/search?q=%25%25')).toEqual([]);
    expectFailure(
      await call(hugo, 'GET', '/api/social/users/search?q=a'),
      400,
      SOCIAL_MESSAGES.searchTooShort,
    );
    expectFailure(await call(hugo, 'GET', '/api/social/users/search'), 400, SOCIAL_MESSAGES.searchTooShort);
    expectFailure(
      await call(hugo, 'GET', `/api/social/users/search?q=${'a'.repeat(81)}`),
      400,
      SOCIAL_MESSAGES.searchTooLong,
    );
  });
});

describe('déverrouillage du cercle (CONTRACT « Circle unlock rule »)', () => {
  it('verrouillé sans séance du jour, ouvert par une séance du jour, fermé à minuit (Paris)', async () => {
    clock.set('2026-03-10T22:40:00Z'); // 23:40 à Paris
    const [ines, jules] = [await member('Inès', 'Nuit'), await member('Jules', 'Minuit')];
    await befriend(ctx.db, ines, jules);
    await postEvent(ctx.db, jules, new Date('2026-03-10T20:00:00Z'), 'Course du soir');

    expect(await client.feed(ines)).toEqual({ feed: [], locked: true, next_before: null });
    expect(await data<FeedStatus>(ines, 'GET', '/api/social/feed/status')).toEqual({
      unlocked: false,
      streak: 0,
      total_days: 0,
    });
    // A completion of yesterday does not open today.
    const yesterday = await trainedAt(ctx.db, ines, ids, new Date('2026-03-09T22:30:00Z')); // 23:30, le 9
    expectFailure(await client.unlock(ines, yesterday.id), 403, SOCIAL_MESSAGES.completionNotToday);

    const late = await trainedAt(ctx.db, ines, ids, new Date('2026-03-10T22:30:00Z')); // 23:30, le 10
    const first = await client.unlock(ines, late.id, {
      message: 'Dernière séance avant minuit',
      emoji: '🌙',
    });
    expect(first.statusCode, first.body).toBe(201);
    const result = first.json().data as UnlockResult;
    expect(result).toMatchObject({ unlocked: true, streak: 2, total_days: 2 });
    expect(result.feed_event).toMatchObject({
      type: 'session_completed',
      user_id: ines.user.id,
      name: 'Inès Nuit',
      emoji: '🌙',
      message: 'Dernière séance avant minuit',
      completion_id: late.id,
      duration: 30,
      average_heart_rate: null,
      calories_burned: null,
      reactions: { counts: { '👏': 0, '🔥': 0, '💪': 0, '❤️': 0 }, mine: null },
    });
    // Idempotent for that completion: the same event, no second one.
    const again = await client.unlock(ines, late.id, { message: 'Encore' });
    expect(again.statusCode).toBe(200);
    expect((again.json().data as UnlockResult).feed_event).toEqual(result.feed_event);
    const open = await client.feed(ines);
    expect(open.locked).toBe(false);
    expect(withoutBadges(open.feed).map((event) => event.message)).toEqual([
      'Dernière séance avant minuit',
      'Course du soir',
    ]);

    clock.set('2026-03-10T23:05:00Z'); // 00:05 le 11 à Paris
    expect(await client.feed(ines)).toEqual({ feed: [], locked: true, next_before: null });
    expectFailure(await client.unlock(ines, late.id), 403, SOCIAL_MESSAGES.completionNotToday);
    expect(await data<FeedStatus>(ines, 'GET', '/api/social/feed/status')).toEqual({
      unlocked: false,
      streak: 0,
      total_days: 2,
    });
  });

  it('refuse la séance d’un autre (403), inconnue (404), et les corps invalides', async () => {
    const [karim, lea] = [await member('Karim', 'Un'), await member('Léa', 'Deux')];
    const hers = await trainedAt(ctx.db, lea, ids, clock.now());
    expectFailure(await client.unlock(karim, hers.id), 403, SOCIAL_MESSAGES.completionNotYours);
    expectFailure(await client.unlock(karim, 999_999), 404, MESSAGES.completionNotFound);
    for (const [payload, message] of [
      [{}, SOCIAL_MESSAGES.completionRequired],
      [{ sessionCompletionId: 'x' }, MESSAGES.invalidId],
      [{ sessionCompletionId: hers.id, emoji: '👍👍' }, SOCIAL_MESSAGES.emojiInvalid],
      [{ sessionCompletionId: hers.id, emoji: 'ok' }, SOCIAL_MESSAGES.emojiInvalid],
      [{ sessionCompletionId: hers.id, message: 'x'.repeat(281) }, SOCIAL_MESSAGES.messageTooLong],
      [{ sessionCompletionId: hers.id, message: 42 }, SOCIAL_MESSAGES.messageInvalid],
    ] as const) {
      expectFailure(
        await call(lea, 'POST', '/api/social/feed/unlock', payload),
        400,
        message,
        JSON.stringify(payload),
      );
    }
  });

  it('la série de 3 jours publie « streak_achieved » une fois, et le cercle montre qui s’est entraîné', async () => {
    const [marc, nina, oscar] = [
      await member('Marc', 'Série'),
      await member('Nina', 'Amie'),
      await member('Oscar', 'Ami'),
    ];
    await befriend(ctx.db, marc, nina);
    await befriend(ctx.db, oscar, marc);
    for (const daysAgo of [2, 1])
      await trainedAt(ctx.db, marc, ids, new Date(clock.now().getTime() - daysAgo * 86_400_000));
    const today = await trainedAt(ctx.db, marc, ids, clock.now());
    await trainedAt(ctx.db, nina, ids, clock.now());
    const result = (await client.unlock(marc, today.id)).json().data as UnlockResult;
    expect(result).toMatchObject({ streak: 3, total_days: 3 });
    expect(result.feed_event.message).toBe('A terminé « Séance »');
    const second = await trainedAt(ctx.db, marc, ids, clock.now());
    expect((await client.unlock(marc, second.id)).statusCode).toBe(201);
    const mine = await data<{ feed: FeedEvent[] }>(marc, 'GET', `/api/social/feed/${marc.user.id}`);
    expect(withoutBadges(mine.feed).map((event) => [event.type, event.emoji, event.message])).toEqual([
      ['session_completed', '💪', 'A terminé « Séance »'],
      ['streak_achieved', '🔥', '3 jours d’affilée ! La série continue'],
      ['session_completed', '💪', 'A terminé « Séance »'],
    ]);

    const circle = await data<Circle>(marc, 'GET', '/api/social/circle');
    expect(circle).toEqual({
      user_status: { unlocked: true, streak: 3, total_days: 3 },
      circle: {
        total_friends: 2,
        active_today: 1,
        friends: [
          {
            id: nina.user.id,
            name: 'Nina Amie',
            username: nina.user.username,
            avatar_url: null,
            feed_unlocked_today: true,
          },
          {
            id: oscar.user.id,
            name: 'Oscar Ami',
            username: oscar.user.username,
            avatar_url: null,
            feed_unlocked_today: false,
          },
        ] satisfies CircleFriend[],
      },
    });
    // Friends hear of the session (the « séances terminées » toggle).
    expect((await notificationsOf(nina)).find((item) => item.type === 'session_completed')).toMatchObject({
      type: 'session_completed',
      title: 'Un ami s’est entraîné 💪',
      message: 'Marc Série : A terminé « Séance »',
      data: { url: '/feed', completionId: second.id },
    });
    const card = await data<ShareCard>(marc, 'GET', `/api/social/share/card?sessionCompletionId=${today.id}`);
    expect(card).toEqual({
      user: { name: 'Marc Série', avatar_url: null, username: marc.user.username },
      stats: { streak: 3, total_days: 3, friends_count: 2 },
      status: { unlocked: true },
      feed_event: { emoji: '💪', message: 'A terminé « Séance »' },
    });
    expect((await data<ShareCard>(oscar, 'GET', '/api/social/share/card')).feed_event).toBeNull();
    expectFailure(
      await call(oscar, 'GET', `/api/social/share/card?sessionCompletionId=${today.id}`),
      403,
      SOCIAL_MESSAGES.completionNotYours,
    );
    expectFailure(
      await call(oscar, 'GET', '/api/social/share/card?sessionCompletionId=abc'),
      400,
      MESSAGES.invalidId,
    );
    // A friend's feed by member id; a stranger's is refused.
    expect(
      withoutBadges(
        (await data<{ feed: FeedEvent[] }>(nina, 'GET', `/api/social/feed/${marc.user.id}`)).feed,
      ),
    ).toHaveLength(3);
    const stranger = await member('Paul', 'Inconnu');
    await trainedAt(ctx.db, stranger, ids, clock.now());
    expectFailure(
      await call(stranger, 'GET', `/api/social/feed/${marc.user.id}`),
      403,
      SOCIAL_MESSAGES.notFriends,
    );
    expectFailure(await call(stranger, 'GET', '/api/social/feed/999999'), 404, SOCIAL_MESSAGES.userNotFound);
  });
});

describe('réactions', () => {
  it('un ami réagit, change, retire ; l’auteur est notifié une fois ; les autres sont refusés', async () => {
    const [quentin, rose, sam] = [
      await member('Quentin', 'Auteur'),
      await member('Rose', 'Amie'),
      await member('Sam', 'Loin'),
    ];
    await befriend(ctx.db, quentin, rose);
    const eventId = await postEvent(ctx.db, quentin, clock.now(), 'Fractionné');
    const url = `/api/social/feed/events/${eventId}/reaction`;
    // Locked: Rose has not trained today.
    expectFailure(await client.react(rose, eventId, { emoji: '👏' }), 403, SOCIAL_MESSAGES.feedLocked);
    await trainedAt(ctx.db, rose, ids, clock.now());
    await trainedAt(ctx.db, sam, ids, clock.now());
    await trainedAt(ctx.db, quentin, ids, clock.now());

    expect(await data<Reactions>(rose, 'PUT', url, { emoji: '👏' })).toEqual({
      counts: { '👏': 1, '🔥': 0, '💪': 0, '❤️': 0 },
      mine: '👏',
    });
    expect(await data<Reactions>(rose, 'PUT', url, { emoji: '❤️' })).toEqual({
      counts: { '👏': 0, '🔥': 0, '💪': 0, '❤️': 1 },
      mine: '❤️',
    });
    const [event] = (await client.feed(quentin)).feed;
    expect(event).toMatchObject({ id: eventId, reactions: { counts: { '❤️': 1 }, mine: null } });
    const notices = (await notificationsOf(quentin)).filter((item) => item.type === 'feed_reaction');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: 'Nouvelle réaction 👏',
      message: 'Rose Amie a réagi à votre activité.',
    });

    expectFailure(await client.react(quentin, eventId, { emoji: '🔥' }), 403, SOCIAL_MESSAGES.ownEvent);
    expectFailure(await client.react(sam, eventId, { emoji: '🔥' }), 404, SOCIAL_MESSAGES.eventNotFound);
    expectFailure(await call(sam, 'DELETE', url), 404, SOCIAL_MESSAGES.eventNotFound);
    expectFailure(
      await call(rose, 'PUT', '/api/social/feed/events/999999/reaction', { emoji: '🔥' }),
      404,
      SOCIAL_MESSAGES.eventNotFound,
    );
    for (const payload of [{}, { emoji: '😀' }, { emoji: 3 }]) {
      expectFailure(
        await call(rose, 'PUT', url, payload),
        400,
        SOCIAL_MESSAGES.reactionInvalid,
        JSON.stringify(payload),
      );
    }
    expect(await data<Reactions>(rose, 'DELETE', url)).toEqual({
      counts: { '👏': 0, '🔥': 0, '💪': 0, '❤️': 0 },
      mine: null,
    });
  });
});

describe('profils', () => {
  it('public sans jeton, privé refusé, inconnu introuvable ; le profil social dit le lien', async () => {
    const [tom, ugo] = [await member('Tom', 'Public'), await member('Ugo', 'Ami')];
    await befriend(ctx.db, tom, ugo);
    await trainedAt(ctx.db, tom, ids, clock.now());
    const open = await call(null, 'GET', `/api/social/public/${tom.user.username}`);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data as PublicProfile).toEqual({
      id: tom.user.id,
      name: 'Tom Public',
      username: tom.user.username,
      avatar_url: null,
      total_sessions: 1,
      friends_count: 1,
      badges_count: 0,
      recent_badges: [],
      created_at: tom.user.created_at,
    });
    expectFailure(
      await call(null, 'GET', '/api/social/public/personne-inconnue'),
      404,
      SOCIAL_MESSAGES.userNotFound,
    );
    expectFailure(
      await call(null, 'GET', `/api/social/public/${'a'.repeat(81)}`),
      400,
      SOCIAL_MESSAGES.usernameInvalid,
    );
    expectFailure(
      await call(ugo, 'GET', '/api/social/share/card?sessionCompletionId=999999'),
      404,
      MESSAGES.completionNotFound,
    );

    const privacy = await call(tom, 'PUT', `/api/users/${tom.user.id}`, { is_private: true });
    expect(privacy.json().data.is_private).toBe(true);
    expectFailure(
      await call(null, 'GET', `/api/social/public/${tom.user.username}`),
      403,
      SOCIAL_MESSAGES.privateProfile,
    );
    expectFailure(
      await call(ugo, 'GET', `/api/social/public/${tom.user.username}`),
      403,
      SOCIAL_MESSAGES.privateProfile,
    );

    const seen = await data<SocialProfile>(ugo, 'GET', `/api/social/profile/${tom.user.id}`);
    expect(seen).toMatchObject({ id: tom.user.id, relation: 'friend', is_private: true, total_sessions: 1 });
    expect((await data<SocialProfile>(tom, 'GET', `/api/social/profile/${tom.user.id}`)).relation).toBe(
      'self',
    );
    expectFailure(await call(ugo, 'GET', '/api/social/profile/999999'), 404, SOCIAL_MESSAGES.userNotFound);
    expectFailure(
      await call(ugo, 'PUT', `/api/users/${tom.user.id}`, { is_private: false }),
      403,
      MESSAGES.forbidden,
    );
  });
});

describe('événements écrits par les autres domaines', () => {
  it('programme commencé, badge débloqué', async () => {
    const [vera, will] = [await member('Véra', 'Événements'), await member('Will', 'Ami')];
    await befriend(ctx.db, vera, will);
    const enrolled = await call(vera, 'POST', '/api/enrollments', { program_id: ids.program_id });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const saved = await call(vera, 'POST', '/api/completions', {
      ...ids,
      duration_minutes: 25,
      feeling: 'good',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    await trainedAt(ctx.db, will, ids, clock.now());
    const feed = await client.feed(will);
    const types = feed.feed.map((event) => [event.type, event.message]);
    expect(types).toContainEqual(['program_started', 'A commencé le programme « Cercle »']);
    expect(types).toContainEqual(['badge_earned', 'A débloqué le badge « Premier pas »']);
  });
});

describe('entrées de liste invalides', () => {
  it('limite, décalage, curseur', async () => {
    const xavier = await member('Xavier', 'Liste');
    for (const [query, message] of [
      ['?limit=0', SOCIAL_MESSAGES.limitRange],
      ['?limit=51', SOCIAL_MESSAGES.limitRange],
      ['?limit=abc', SOCIAL_MESSAGES.limitRange],
      ['?offset=-1', SOCIAL_MESSAGES.offsetRange],
      ['?offset=1001', SOCIAL_MESSAGES.offsetRange],
      ['?before=hier', SOCIAL_MESSAGES.cursorInvalid],
    ] as const) {
      expectFailure(await call(xavier, 'GET', `/api/social/feed${query}`), 400, message, query);
      expectFailure(
        await call(xavier, 'GET', `/api/social/feed/${xavier.user.id}${query}`),
        400,
        message,
        query,
      );
    }
  });
});
