import type {
  CompletionDetail,
  CreatedCompletion,
  FeedEvent,
  Session,
  User,
  WeeklyStats,
} from '@elan/domain';
import { MESSAGES } from '@elan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { createProgram, registerMember } from '../../../test/factories.ts';
import { users } from '../../db/schema/index.ts';

/** Issue 33: heart rate and calories on a completion, its feed event and the week's stats. */
type Member = Awaited<ReturnType<typeof registerMember>>;
let ctx: TestContext;
let member: Member;
let origin: { program_id: number; session_id: number };

const call = (who: Member, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

const clock = createTestClock('2026-11-18T11:00:00Z');
beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
  member = await registerMember(ctx.app, { first_name: 'Noé', last_name: 'Cardio' });
  const program = await createProgram(ctx.app, member.auth, { title: 'Cœur' }, [1, 2]);
  const [session] = (await call(member, 'GET', `/api/sessions?program_id=${program.id}`)).json()
    .data as Session[];
  origin = { program_id: program.id, session_id: session!.id };
});
afterAll(async () => ctx.close());

const post = (who: Member, extra: object) =>
  call(who, 'POST', '/api/completions', { ...origin, duration_minutes: 30, ...extra });
const save = async (who: Member, extra: object) => {
  const response = await post(who, extra);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as CreatedCompletion;
};
const samples = (count: number, bpm = (index: number) => 100 + (index % 40)) =>
  Array.from({ length: count }, (_, index) => [index, bpm(index)]);

describe('fréquence cardiaque : 400 en français', () => {
  it.each([
    ['moyenne 29', { average_heart_rate: 29 }, MESSAGES.heartRateRange],
    ['moyenne 241', { average_heart_rate: 241 }, MESSAGES.heartRateRange],
    ['maximum 241', { max_heart_rate: 241 }, MESSAGES.heartRateRange],
    ['mesure à 29 bpm', { heart_rate_samples: [[0, 29]] }, MESSAGES.heartRateRange],
    ['mesure à 241 bpm', { heart_rate_samples: [[0, 241]] }, MESSAGES.heartRateRange],
    [
      '7201 mesures',
      { duration_minutes: 600, heart_rate_samples: samples(7201) },
      MESSAGES.heartRateSamplesTooMany,
    ],
    [
      'mesures dans le désordre',
      {
        heart_rate_samples: [
          [10, 120],
          [5, 121],
        ],
      },
      MESSAGES.heartRateSamplesOrder,
    ],
    [
      'deux mesures à la même seconde',
      {
        heart_rate_samples: [
          [10, 120],
          [10, 121],
        ],
      },
      MESSAGES.heartRateSamplesOrder,
    ],
    [
      'mesure au-delà de la durée',
      {
        heart_rate_samples: [
          [0, 120],
          [30 * 60 + 61, 121],
        ],
      },
      MESSAGES.heartRateSamplesBeyondDuration,
    ],
    ['mesure illisible', { heart_rate_samples: [['a', 120]] }, MESSAGES.heartRateSampleInvalid],
    [
      'maximum sous la moyenne',
      { average_heart_rate: 150, max_heart_rate: 140 },
      MESSAGES.heartRateMaxBelowAverage,
    ],
    [
      'moyenne qui contredit les mesures',
      {
        heart_rate_samples: [
          [0, 100],
          [5, 120],
        ],
        average_heart_rate: 140,
      },
      MESSAGES.heartRateSummaryMismatch,
    ],
    ['calories négatives', { calories_burned: -1 }, MESSAGES.caloriesRange],
  ] as const)('%s', async (_label, extra, message) => {
    expectFailure(await post(member, extra), 400, message);
  });
});

describe('fréquence cardiaque enregistrée', () => {
  it('moyenne et maximum calculés depuis les mesures, qui restent lisibles sur la séance', async () => {
    const created = await save(member, {
      heart_rate_samples: [
        [0, 100],
        [5, 121],
        [30 * 60 + 60, 140],
      ],
    });
    expect(created).toMatchObject({ average_heart_rate: 120, max_heart_rate: 140 });
    const detail = (await call(member, 'GET', `/api/completions/${created.id}`)).json()
      .data as CompletionDetail;
    expect(detail).toMatchObject({
      average_heart_rate: 120,
      max_heart_rate: 140,
      heart_rate_samples: [
        [0, 100],
        [5, 121],
        [1860, 140],
      ],
    });
  });

  it('7200 mesures passent ; une moyenne donnée à 2 bpm près des mesures est gardée', async () => {
    const created = await save(member, {
      duration_minutes: 120,
      heart_rate_samples: samples(7200, () => 130),
      average_heart_rate: 128,
      max_heart_rate: 130,
    });
    expect(created).toMatchObject({ average_heart_rate: 128, max_heart_rate: 130 });
  });
});

describe('calories', () => {
  it('sans poids : 70 kg et la réponse le dit (MET musculation 3,5 × 70 × 0,5 h)', async () => {
    const created = await save(member, {});
    expect(created).toMatchObject({ calories_burned: 123, calories_estimate: 'default_weight' });
  });

  it('avec un poids mesuré, sans fréquence cardiaque : MET × poids × heures', async () => {
    const measured = await call(member, 'POST', '/api/body-composition/measurements', {
      weight_kg: 80,
      height_cm: 180,
      measurement_date: '2026-11-17',
    });
    expect(measured.statusCode, measured.body).toBe(201);
    const created = await save(member, { duration_minutes: 60 });
    expect(created).toMatchObject({ calories_burned: 280, calories_estimate: 'met' });
  });

  it('fréquence cardiaque, poids, âge et sexe connus : Keytel 2005', async () => {
    await ctx.db
      .update(users)
      .set({ gender: 'homme', birthdate: '1996-06-01' })
      .where(eq(users.id, member.user.id));
    // Man, 30 years on 2026-11-18, 80 kg (latest measurement), 150 bpm for 60 minutes: 882 kcal.
    const created = await save(member, { duration_minutes: 60, average_heart_rate: 150 });
    expect(created).toMatchObject({
      average_heart_rate: 150,
      calories_burned: 882,
      calories_estimate: 'heart_rate',
    });
  });

  it('des calories données par le client sont gardées telles quelles', async () => {
    const created = await save(member, { calories_burned: 412 });
    expect(created).toMatchObject({ calories_burned: 412, calories_estimate: null });
  });

  it('la semaine additionne les calories de ses séances', async () => {
    const fresh = await registerMember(ctx.app);
    await save(fresh, {});
    await save(fresh, { duration_minutes: 60 });
    const stats = (await call(fresh, 'GET', '/api/schedule/weekly-stats')).json().data as WeeklyStats;
    expect(stats).toMatchObject({ sessions_this_week: 2, calories_this_week: 123 + 245 });
  });

  it('l’évènement « séance terminée » du fil porte la fréquence moyenne et les calories', async () => {
    const runner = await registerMember(ctx.app);
    const created = await save(runner, {
      heart_rate_samples: [
        [0, 110],
        [60, 130],
      ],
    });
    const unlocked = await call(runner, 'POST', '/api/social/feed/unlock', {
      sessionCompletionId: created.id,
    });
    expect(unlocked.statusCode, unlocked.body).toBe(201);
    const feed = (await call(runner, 'GET', '/api/social/feed')).json().data as { feed: FeedEvent[] };
    expect(feed.feed.find((event) => event.completion_id === created.id)).toMatchObject({
      type: 'session_completed',
      average_heart_rate: 120,
      calories_burned: 123,
    });
    expect((unlocked.json().data as { feed_event: FeedEvent }).feed_event).toMatchObject({
      average_heart_rate: 120,
      calories_burned: 123,
    });
  });
});

describe('fréquence cardiaque max du profil', () => {
  it('100–240 ou rien, 400 en français sinon', async () => {
    const url = `/api/users/${member.user.id}`;
    expectFailure(await call(member, 'PUT', url, { max_heart_rate: 99 }), 400, MESSAGES.maxHeartRateRange);
    expectFailure(await call(member, 'PUT', url, { max_heart_rate: 241 }), 400, MESSAGES.maxHeartRateRange);
    const saved = await call(member, 'PUT', url, { max_heart_rate: 185 });
    expect((saved.json().data as User).max_heart_rate).toBe(185);
    const cleared = await call(member, 'PUT', url, { max_heart_rate: null });
    expect((cleared.json().data as User).max_heart_rate).toBeNull();
  });
});
