import type { BodyGoal, CreatedCompletion, FeedEvent, UnlockResult } from '@elan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import {
  befriend,
  type Member,
  postEvent,
  programWithSession,
  registerMember,
  socialClient,
  trainedAt,
} from '../../../test/social-helpers.ts';
import { completions } from '../../db/schema/index.ts';

/**
 * Issue 11's feed events written by other areas (a body goal, the week's goal, streak milestones),
 * as a friend reads them; the unlock of a free workout; and an unlock found again by its key.
 */
const clock = createTestClock('2026-06-17T10:00:00Z'); // 12:00 à Paris, un mercredi
const DAY = 86_400_000;
let ctx: TestContext;
let ids: { program_id: number; session_id: number };
const client = socialClient(() => ctx.app);
const { call, data } = client;

beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
  ids = await programWithSession(ctx.app, await registerMember(ctx.app));
});
afterAll(async () => ctx.close());

const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY).toISOString().slice(0, 10);

/** An author and a friend of theirs who trained today (so the friend's feed is open). */
async function authorAndReader(first_name: string) {
  const author = await registerMember(ctx.app, { first_name, last_name: 'Auteur' });
  const reader = await registerMember(ctx.app, { first_name: 'Lecteur', last_name: 'Ami' });
  await befriend(ctx.db, author, reader);
  await trainedAt(ctx.db, reader, ids, clock.now());
  return { author, reader };
}

/** The events of `type` in the reader's feed. */
const eventsOf = async (reader: Member, type: FeedEvent['type']) =>
  (await client.feed(reader)).feed.filter((event) => event.type === type);

/** A feed event as spec §3 shapes it, posted by `author` at the clock's time, no reaction yet. */
const expected = (
  author: Member,
  first_name: string,
  fields: Pick<FeedEvent, 'type' | 'emoji' | 'message'>,
) => ({
  id: expect.any(Number),
  ...fields,
  user_id: author.user.id,
  name: `${first_name} Auteur`,
  username: author.user.username,
  avatar_url: null,
  created_at: clock.now().toISOString(),
  completion_id: null,
  duration: null,
  average_heart_rate: null,
  calories_burned: null,
  reactions: { counts: { '👏': 0, '🔥': 0, '💪': 0, '❤️': 0 }, mine: null },
});

describe('« goal_reached » dans le feed d’un ami', () => {
  it('objectif corporel atteint : aucun événement, il reste au membre (décision 062)', async () => {
    const { author, reader } = await authorAndReader('Agathe');
    const body = (method: 'POST' | 'PUT', url: string, payload: object, status = 201) =>
      data<unknown>(author, method, `/api/body-composition${url}`, payload, status);
    await body('POST', '/measurements', { weight_kg: 80, height_cm: 170, measurement_date: daysAgo(20) });
    const goal = (await body('POST', '/goals', {
      goal_type: 'weight_loss',
      target_weight_kg: 77,
      start_date: daysAgo(20),
      target_date: daysAgo(-30),
    })) as BodyGoal;
    expect(await eventsOf(reader, 'goal_reached')).toEqual([]);
    await body('POST', '/measurements', { weight_kg: 76.5, height_cm: 170, measurement_date: daysAgo(1) });
    await body('PUT', `/goals/${goal.id}/status`, { status: 'completed' }, 200);

    expect(await eventsOf(reader, 'goal_reached')).toEqual([]);
  });

  it('objectif de la semaine atteint : à la 2e séance de la semaine, pas à la 1re ni à la 3e', async () => {
    const { author, reader } = await authorAndReader('Bruno');
    await data(author, 'POST', `/api/badges/user/${author.user.id}/weekly-goal`, {
      goalType: 'sessions',
      goalTarget: 2,
    });
    const save = () =>
      data<CreatedCompletion>(author, 'POST', '/api/completions', { ...ids, duration_minutes: 30 }, 201);
    await save();
    expect(await eventsOf(reader, 'goal_reached')).toEqual([]);
    await save();
    await save();
    expect(await eventsOf(reader, 'goal_reached')).toEqual([
      expected(author, 'Bruno', {
        type: 'goal_reached',
        emoji: '🎯',
        message: 'A atteint son objectif de la semaine : 2\u00A0séances',
      }),
    ]);
  });
});

describe('« streak_achieved » aux paliers', () => {
  /** `days` consecutive days ending today, in one insert; the unlock of today's completion. */
  async function trainFor(author: Member, days: number) {
    const rows = await ctx.db
      .insert(completions)
      .values(
        Array.from({ length: days }, (_, back) => ({
          user_id: author.user.id,
          ...ids,
          program_title: 'Programme',
          session_title: 'Séance',
          duration_minutes: 30,
          completed_at: new Date(clock.now().getTime() - back * DAY),
        })),
      )
      .returning({ id: completions.id });
    const response = await client.unlock(author, rows[0]!.id);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as UnlockResult;
  }

  it.each([7, 14, 30, 100])('%i jours d’affilée : l’ami le lit dans son feed', async (days) => {
    const { author, reader } = await authorAndReader('Chloé');
    expect(await trainFor(author, days)).toMatchObject({ streak: days, total_days: days });
    expect(await eventsOf(reader, 'streak_achieved')).toEqual([
      expected(author, 'Chloé', {
        type: 'streak_achieved',
        emoji: '🔥',
        message: `${days} jours d’affilée ! La série continue`,
      }),
    ]);
  });

  it('entre deux paliers (8 jours) : pas d’événement de série', async () => {
    const { author, reader } = await authorAndReader('Denis');
    expect(await trainFor(author, 8)).toMatchObject({ streak: 8 });
    expect(await eventsOf(reader, 'streak_achieved')).toEqual([]);
    expect((await eventsOf(reader, 'session_completed')).map((event) => event.user_id)).toEqual([
      author.user.id,
    ]);
  });
});

describe('déverrouillage', () => {
  it('une séance libre (sans programme) ouvre le cercle et publie « A terminé une séance libre »', async () => {
    const { author, reader } = await authorAndReader('Elsa');
    expect(await client.feed(author)).toEqual({ feed: [], locked: true, next_before: null });
    const free = await data<CreatedCompletion>(
      author,
      'POST',
      '/api/completions',
      { duration_minutes: 25 },
      201,
    );
    expect(free.program_id).toBeNull();
    const unlocked = await client.unlock(author, free.id);
    expect(unlocked.statusCode, unlocked.body).toBe(201);
    const result = unlocked.json().data as UnlockResult;
    expect(result).toMatchObject({ unlocked: true, streak: 1, total_days: 1 });
    const event = {
      ...expected(author, 'Elsa', {
        type: 'session_completed',
        emoji: '💪',
        message: 'A terminé une séance libre',
      }),
      completion_id: free.id,
      duration: 25,
      // 25 min, no weight: 3.5 MET × 70 kg (issue 33).
      calories_burned: 102,
    };
    expect(result.feed_event).toEqual(event);
    expect((await client.feed(author)).locked).toBe(false);
    // In the feed, with its workout card (issue 29, decision 075).
    expect(await eventsOf(reader, 'session_completed')).toContainEqual({
      ...event,
      workout: {
        session_title: 'Séance libre',
        duration_minutes: 25,
        volume_kg: 0,
        sets_done: 0,
        records: 0,
        feeling: null,
        photo_url: null,
        comments_count: 0,
      },
    });
  });

  it('idempotent même après plus de 50 événements plus récents : 200 et le même événement', async () => {
    const { author } = await authorAndReader('Fanny');
    const today = await trainedAt(ctx.db, author, ids, clock.now());
    const first = await client.unlock(author, today.id, { message: 'Avant la foule' });
    expect(first.statusCode, first.body).toBe(201);
    for (let index = 1; index <= 60; index += 1)
      await postEvent(ctx.db, author, new Date(clock.now().getTime() + index * 1000), `#${index}`);
    const again = await call(author, 'POST', '/api/social/feed/unlock', { sessionCompletionId: today.id });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json().data as UnlockResult).feed_event).toEqual(
      (first.json().data as UnlockResult).feed_event,
    );
  });
});
