import {
  CHALLENGE_BADGE_CODE,
  CHALLENGE_MESSAGES,
  CHALLENGE_NOTIFICATION_TEXTS,
  type ChallengeDetail,
  type ChallengeSummary,
  type Connection,
  type CreateChallengeBody,
  MESSAGES,
  NOTIFICATION_TEXTS,
  type Notification,
} from '@elan/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { insertCompletion } from '../../../test/factories.ts';
import { befriend, type Member, registerMember, socialClient } from '../../../test/social-helpers.ts';
import { rowsOf } from '../../lib/db-errors.ts';
import { createNotifier } from '../push/notifier.ts';
import { createChallengesService } from './challenges.service.ts';

// Tuesday 10 March 2026, 11:00 in Paris (UTC+1).
const clock = createTestClock('2026-03-10T10:00:00Z');
afterEach(clock.reset);
let ctx: TestContext;
const { call, data } = socialClient(() => ctx.app);

const member = (first_name: string) => registerMember(ctx.app, { first_name });
/** `first` and each of `others` friends (straight in the table). */
const friendsWith = async (first: Member, ...others: Member[]) => {
  for (const other of others) await befriend(ctx.db, first, other);
};
const body = (invitees: Member[], overrides: Partial<CreateChallengeBody> = {}): CreateChallengeBody => ({
  title: 'Mars en forme',
  metric: 'sessions',
  target: 3,
  starts_on: '2026-03-10',
  ends_on: '2026-03-16',
  invitee_ids: invitees.map((invitee) => invitee.user.id),
  ...overrides,
});
const create = (who: Member, payload: CreateChallengeBody) =>
  data<ChallengeDetail>(who, 'POST', '/api/social/challenges', payload, 201);
const detail = (who: Member, id: number) => data<ChallengeDetail>(who, 'GET', `/api/social/challenges/${id}`);
const join = (who: Member, id: number) =>
  data<ChallengeDetail>(who, 'POST', `/api/social/challenges/${id}/join`);
const list = (who: Member) => data<ChallengeSummary[]>(who, 'GET', '/api/social/challenges');
const trained = async (who: Member, at: string, minutes = 30) => {
  const row = await insertCompletion(ctx.db, {
    user_id: who.user.id,
    program_id: null,
    session_id: null,
    completed_at: new Date(at),
    duration_minutes: minutes,
  });
  if (!row) throw new Error('completion insert returned no row');
  return row.id;
};
const notificationsOf = (who: Member) =>
  data<Notification[]>(who, 'GET', '/api/push/notifications?limit=100');
const standings = (challenge: ChallengeDetail) =>
  challenge.participants.map(({ first_name, progress, rank }) => ({ first_name, progress, rank }));

beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
});
afterAll(async () => ctx.close());

describe('défis : accès', () => {
  it('401 sans jeton', async () => {
    for (const [method, url] of [
      ['GET', '/api/social/challenges'],
      ['POST', '/api/social/challenges'],
      ['GET', '/api/social/challenges/1'],
      ['POST', '/api/social/challenges/1/join'],
      ['POST', '/api/social/challenges/1/decline'],
    ] as const) {
      const response = await call(null, method, url);
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('403 en français pour un inconnu qui lit ou rejoint, 404 pour un défi qui n’existe pas', async () => {
    const [alice, bruno, stranger] = [await member('Alice'), await member('Bruno'), await member('Xavier')];
    await friendsWith(alice, bruno);
    const challenge = await create(alice, body([bruno]));
    expectFailure(
      await call(stranger, 'GET', `/api/social/challenges/${challenge.id}`),
      403,
      CHALLENGE_MESSAGES.notParticipant,
    );
    expectFailure(
      await call(stranger, 'POST', `/api/social/challenges/${challenge.id}/join`),
      403,
      CHALLENGE_MESSAGES.notInvited,
    );
    expectFailure(
      await call(alice, 'GET', '/api/social/challenges/999999'),
      404,
      CHALLENGE_MESSAGES.notFound,
    );
    expectFailure(await call(alice, 'GET', '/api/social/challenges/abc'), 400, MESSAGES.invalidId);
  });
});

describe('défis : création, invitation, réponse', () => {
  it('201 : le créateur participe, l’ami est invité, notifié, rejoint ou décline', async () => {
    const [alice, bruno, chloe] = [await member('Alice'), await member('Bruno'), await member('Chloé')];
    await friendsWith(alice, bruno, chloe);
    const created = await create(alice, body([bruno, chloe, bruno]));
    expect(created).toMatchObject({
      title: 'Mars en forme',
      metric: 'sessions',
      target: 3,
      status: 'joined',
      days_left: 7,
      is_ended: false,
      winners: null,
      badge_code: CHALLENGE_BADGE_CODE,
    });
    expect(standings(created)).toEqual([{ first_name: 'Alice', progress: 0, rank: 1 }]);
    expect(created.invited.map((invited) => invited.first_name)).toEqual(['Bruno', 'Chloé']);

    const [invitation] = (await notificationsOf(bruno)).filter(
      (item) => item.type === 'challenge_invitation',
    );
    expect(invitation).toMatchObject({
      ...CHALLENGE_NOTIFICATION_TEXTS.invitation('Alice', 'Mars en forme'),
      data: { url: `/challenges/${created.id}` },
    });
    expect((await list(bruno)).map(({ id, status }) => ({ id, status }))).toEqual([
      { id: created.id, status: 'invited' },
    ]);

    const joined = await join(bruno, created.id);
    expect(joined.status).toBe('joined');
    expect(standings(joined).map((row) => row.first_name)).toEqual(['Alice', 'Bruno']);
    expectFailure(
      await call(bruno, 'POST', `/api/social/challenges/${created.id}/join`),
      409,
      CHALLENGE_MESSAGES.alreadyAnswered,
    );

    const declined = await data(chloe, 'POST', `/api/social/challenges/${created.id}/decline`);
    expect(declined).toEqual({ id: created.id, status: 'declined' });
    expect(await list(chloe)).toEqual([]);
    expectFailure(
      await call(chloe, 'POST', `/api/social/challenges/${created.id}/decline`),
      409,
      CHALLENGE_MESSAGES.alreadyAnswered,
    );
    expect((await detail(alice, created.id)).invited).toEqual([]);
  });

  it('le switch « Défis » coupé : pas de notification d’invitation', async () => {
    const [alice, bruno] = [await member('Alice'), await member('Bruno')];
    await friendsWith(alice, bruno);
    await data(bruno, 'PUT', '/api/push/preferences', { challenges: false });
    await create(alice, body([bruno]));
    expect((await notificationsOf(bruno)).filter((item) => item.type === 'challenge_invitation')).toEqual([]);
  });

  it('400 en français pour chaque mauvaise saisie, rien d’écrit', async () => {
    const [alice, bruno, stranger] = [await member('Alice'), await member('Bruno'), await member('Xavier')];
    await friendsWith(alice, bruno);
    const manyIds = Array.from({ length: 20 }, (_, index) => index + 1);
    const cases: [Partial<CreateChallengeBody>, string][] = [
      [{ starts_on: '2026-03-09' }, CHALLENGE_MESSAGES.startInPast],
      [{ ends_on: '2026-03-09' }, CHALLENGE_MESSAGES.endBeforeStart],
      [{ ends_on: '2026-05-05' }, CHALLENGE_MESSAGES.tooLong],
      [{ target: 0 }, CHALLENGE_MESSAGES.targetSessionsRange],
      [{ target: 101 }, CHALLENGE_MESSAGES.targetSessionsRange],
      [{ metric: 'minutes', target: 6001 }, CHALLENGE_MESSAGES.targetMinutesRange],
      [{ title: '   ' }, CHALLENGE_MESSAGES.titleRequired],
      [{ title: 'x'.repeat(81) }, CHALLENGE_MESSAGES.titleTooLong],
      [{ invitee_ids: [stranger.user.id] }, CHALLENGE_MESSAGES.notFriend],
      [{ invitee_ids: [alice.user.id] }, CHALLENGE_MESSAGES.cannotInviteSelf],
      [{ invitee_ids: manyIds }, CHALLENGE_MESSAGES.tooManyParticipants],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(alice, 'POST', '/api/social/challenges', body([bruno], overrides));
      expectFailure(response, 400, message, JSON.stringify(overrides));
    }
    expect(await list(alice)).toEqual([]);
    // 8 weeks to the day is allowed; so is 6 000 minutes.
    await create(alice, body([bruno], { ends_on: '2026-05-04', metric: 'minutes', target: 6000 }));
  });

  it('5 défis en cours au plus : le sixième et une sixième participation refusés (409)', async () => {
    const [alice, bruno] = [await member('Alice'), await member('Bruno')];
    await friendsWith(alice, bruno);
    for (let index = 0; index < 5; index += 1) await create(alice, body([bruno]));
    expectFailure(
      await call(alice, 'POST', '/api/social/challenges', body([bruno])),
      409,
      CHALLENGE_MESSAGES.tooManyActive,
    );
    const fromBruno = await create(bruno, body([alice]));
    expectFailure(
      await call(alice, 'POST', `/api/social/challenges/${fromBruno.id}/join`),
      409,
      CHALLENGE_MESSAGES.tooManyActive,
    );
    // An ended challenge is no longer active.
    clock.set('2026-03-17T10:00:00Z');
    const later = body([bruno], { starts_on: '2026-03-17', ends_on: '2026-03-20' });
    await create(alice, later);
  });
});

describe('défis : progression, rangs, fin', () => {
  it('séances comptées aux jours de Paris, ex æquo au même rang, une séance supprimée ne compte plus', async () => {
    const [alice, bruno, chloe] = [await member('Alice'), await member('Bruno'), await member('Chloé')];
    await friendsWith(alice, bruno, chloe);
    const challenge = await create(alice, body([bruno, chloe]));
    await join(bruno, challenge.id);
    await join(chloe, challenge.id);
    // 23:30 on the 9th in Paris: before the start; 00:30 on the 10th: counts.
    await trained(alice, '2026-03-09T22:30:00Z');
    await trained(alice, '2026-03-09T23:30:00Z');
    await trained(alice, '2026-03-10T08:00:00Z');
    await trained(bruno, '2026-03-10T07:00:00Z');
    const brunoSecond = await trained(bruno, '2026-03-10T09:00:00Z');
    await trained(chloe, '2026-03-10T09:30:00Z');
    expect(standings(await detail(chloe, challenge.id))).toEqual([
      { first_name: 'Alice', progress: 2, rank: 1 },
      { first_name: 'Bruno', progress: 2, rank: 1 },
      { first_name: 'Chloé', progress: 1, rank: 3 },
    ]);
    const removed = await call(bruno, 'DELETE', `/api/completions/${brunoSecond}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(standings(await detail(chloe, challenge.id))).toEqual([
      { first_name: 'Alice', progress: 2, rank: 1 },
      { first_name: 'Bruno', progress: 1, rank: 2 },
      { first_name: 'Chloé', progress: 1, rank: 2 },
    ]);
  });

  it('minutes : la somme des durées ; un invité qui n’a pas rejoint n’est pas classé', async () => {
    const [alice, bruno] = [await member('Alice'), await member('Bruno')];
    await friendsWith(alice, bruno);
    const challenge = await create(alice, body([bruno], { metric: 'minutes', target: 100 }));
    await trained(alice, '2026-03-10T08:00:00Z', 45);
    await trained(alice, '2026-03-10T09:00:00Z', 20);
    await trained(bruno, '2026-03-10T09:00:00Z', 50);
    const read = await detail(alice, challenge.id);
    expect(standings(read)).toEqual([{ first_name: 'Alice', progress: 65, rank: 1 }]);
    expect(read.participants[0]?.has_reached_target).toBe(false);
    await join(bruno, challenge.id);
    expect(standings(await detail(alice, challenge.id))).toEqual([
      { first_name: 'Alice', progress: 65, rank: 1 },
      { first_name: 'Bruno', progress: 50, rank: 2 },
    ]);
  });

  it('la fin se règle une fois : « Défi relevé » une fois à qui a atteint l’objectif, « défi remporté » au premier, même lu deux fois en même temps', async () => {
    const [alice, bruno, chloe] = [await member('Alice'), await member('Bruno'), await member('Chloé')];
    await friendsWith(alice, bruno, chloe);
    const challenge = await create(alice, body([bruno, chloe], { target: 2, ends_on: '2026-03-11' }));
    await join(bruno, challenge.id);
    await join(chloe, challenge.id);
    await trained(alice, '2026-03-10T08:00:00Z');
    await trained(alice, '2026-03-11T08:00:00Z');
    await trained(alice, '2026-03-11T09:00:00Z');
    await trained(bruno, '2026-03-10T08:00:00Z');
    await trained(bruno, '2026-03-11T22:30:00Z'); // 23:30 in Paris on the last day: counts.
    await trained(chloe, '2026-03-11T23:30:00Z'); // 00:30 on the 12th: too late.

    expect((await detail(bruno, challenge.id)).winners).toBeNull();
    clock.set('2026-03-12T08:00:00Z');
    const [first, second] = await Promise.all([detail(bruno, challenge.id), detail(chloe, challenge.id)]);
    for (const read of [first, second]) {
      expect(read).toMatchObject({ is_ended: true, days_left: 0, winners: [{ first_name: 'Alice' }] });
      expect(standings(read)).toEqual([
        { first_name: 'Alice', progress: 3, rank: 1 },
        { first_name: 'Bruno', progress: 2, rank: 2 },
        { first_name: 'Chloé', progress: 0, rank: 3 },
      ]);
    }
    await Promise.all([list(alice), list(bruno), detail(alice, challenge.id)]);
    // Read again an hour later: still settled at the first settling, never again.
    clock.advance(3_600_000);
    await detail(alice, challenge.id);
    const [settled] = rowsOf<{ settled_at: string }>(
      await ctx.db.execute(sql`select settled_at::text from challenges where id = ${challenge.id}`),
    );
    expect(new Date(settled?.settled_at ?? '').toISOString()).toBe('2026-03-12T08:00:00.000Z');

    const awarded = await ctx.db.execute(sql`select ub.user_id, count(*)::int
      from user_badges ub join badges b on b.id = ub.badge_id
      where b.code = ${CHALLENGE_BADGE_CODE} group by ub.user_id order by ub.user_id`);
    expect(rowsOf(awarded)).toEqual([
      { user_id: alice.user.id, count: 1 },
      { user_id: bruno.user.id, count: 1 },
    ]);
    const kinds = async (who: Member) =>
      (await notificationsOf(who))
        .filter((item) => item.type === 'challenge_won' || item.type === 'badge_unlocked')
        .map((item) => item.message);
    const badgeMessage = NOTIFICATION_TEXTS.badgeUnlocked('Défi relevé').message;
    expect(await kinds(alice)).toEqual([
      CHALLENGE_NOTIFICATION_TEXTS.won('Mars en forme').message,
      badgeMessage,
    ]);
    expect(await kinds(bruno)).toEqual([badgeMessage]);
    expect(await kinds(chloe)).toEqual([]);
    const earned = await data<{ code: string }[]>(bruno, 'GET', `/api/badges/user/${bruno.user.id}/earned`);
    expect(earned.map((badge) => badge.code)).toContain(CHALLENGE_BADGE_CODE);
  });
});

describe('défis : le règlement de nuit (la file de tâches)', () => {
  it('règle un défi terminé que personne n’a relu, une fois', async () => {
    const [alice, bruno] = [await member('Alice'), await member('Bruno')];
    await friendsWith(alice, bruno);
    const challenge = await create(alice, body([bruno], { target: 1, ends_on: '2026-03-10' }));
    await trained(alice, '2026-03-10T08:00:00Z');
    const jobs = createChallengesService(ctx.db, {
      now: clock.now,
      notifier: createNotifier(async () => {}, clock.now),
      onBadgeEarned: async () => {},
    });
    expect(await jobs.settleDue()).toBe(0);
    expect(await jobs.settle(challenge.id)).toBe(false);
    clock.set('2026-03-10T23:05:00Z'); // 00:05 in Paris on the 11th
    // Two settlers at once (the job on two processes, or a reader): one settles, the other finds it done.
    const settlers = await Promise.all([jobs.settle(challenge.id), jobs.settle(challenge.id)]);
    expect(settlers.sort()).toEqual([false, true]);
    expect(await jobs.settleDue()).toBe(0);
    const settled = rowsOf<{ settled: boolean; badges: number }>(
      await ctx.db.execute(sql`select (select settled_at is not null from challenges where id = ${challenge.id}) as settled,
        (select count(*)::int from user_badges ub join badges b on b.id = ub.badge_id
          where b.code = ${CHALLENGE_BADGE_CODE} and ub.user_id = ${alice.user.id}) as badges`),
    );
    expect(settled).toEqual([{ settled: true, badges: 1 }]);
    const [won] = (await notificationsOf(alice)).filter((item) => item.type === 'challenge_won');
    expect(won?.data).toEqual({ url: `/challenges/${challenge.id}` });
  });
});

describe('défis : un ami qui quitte le cercle quitte ses défis', () => {
  it('chacun quitte les défis en cours de l’autre ; ceux d’un tiers les gardent', async () => {
    const [alice, bruno, chloe] = [await member('Alice'), await member('Bruno'), await member('Chloé')];
    await friendsWith(alice, bruno, chloe);
    await friendsWith(bruno, chloe);
    const byAlice = await create(alice, body([bruno]));
    await join(bruno, byAlice.id);
    const byBruno = await create(bruno, body([alice]));
    const byChloe = await create(chloe, body([alice, bruno]));
    await join(alice, byChloe.id);
    await join(bruno, byChloe.id);

    const [friendship] = (await data<Connection[]>(alice, 'GET', '/api/social/connections')).filter(
      (connection) => connection.member.id === bruno.user.id,
    );
    const removed = await call(bruno, 'DELETE', `/api/social/connections/${friendship?.id}`);
    expect(removed.statusCode, removed.body).toBe(200);

    expect(standings(await detail(alice, byAlice.id)).map((row) => row.first_name)).toEqual(['Alice']);
    expectFailure(
      await call(bruno, 'GET', `/api/social/challenges/${byAlice.id}`),
      403,
      CHALLENGE_MESSAGES.notParticipant,
    );
    expect((await detail(bruno, byBruno.id)).invited).toEqual([]);
    expect(standings(await detail(chloe, byChloe.id)).map((row) => row.first_name)).toEqual([
      'Alice',
      'Bruno',
      'Chloé',
    ]);
    expect((await list(bruno)).map((item) => item.id).sort()).toEqual([byBruno.id, byChloe.id].sort());
  });
});
