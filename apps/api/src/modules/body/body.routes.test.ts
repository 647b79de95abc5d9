import {
  addDays,
  type Badge,
  BODY_MESSAGES,
  type BodyGoal,
  type BodyStats,
  MESSAGES,
  type Measurement,
  parisDay,
  type TrendPoint,
} from '@elan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { countStatements } from '../../../test/count-statements.ts';
import { registerMember } from '../../../test/factories.ts';

type Member = Awaited<ReturnType<typeof registerMember>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
let ctx: TestContext;
// 23:30 in Paris, a month after the change to winter time: "35 days ago" is a calendar count, not
// 35 × 24 h (which landed on the next day and failed every evening from 23:00 to midnight).
const clock = createTestClock('2026-11-26T22:30:00Z');
beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
});
afterAll(async () => ctx.close());

const call = (who: Member | null, method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/body-composition${url}`,
    ...(who ? { headers: who.auth } : {}),
    ...(payload ? { payload } : {}),
  });

const today = () => parisDay(clock.now());
const daysAgo = (days: number) => addDays(today(), -days);
const daysAhead = (days: number) => addDays(today(), days);

async function measure(who: Member, body: object) {
  const response = await call(who, 'POST', '/measurements', { weight_kg: 80, height_cm: 180, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Measurement;
}

function expectError(response: { statusCode: number; json: () => unknown }, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ success: false, error: message, message });
}

describe('composition corporelle : accès', () => {
  it('401 sans jeton', async () => {
    for (const [method, url] of [
      ['POST', '/measurements'],
      ['GET', '/measurements'],
      ['GET', '/measurements/latest'],
      ['PUT', '/measurements/1'],
      ['DELETE', '/measurements/1'],
      ['GET', '/stats'],
      ['GET', '/trends/weight'],
      ['GET', '/trends/composition'],
      ['POST', '/goals'],
      ['GET', '/goals'],
      ['GET', '/goals/active'],
      ['PUT', '/goals/1/status'],
      ['DELETE', '/goals/1'],
      ['GET', '/badges'],
    ] as const) {
      const response = await call(null, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        error: MESSAGES.unauthorized,
        message: MESSAGES.unauthorized,
      });
    }
  });

  it('404 sur la mesure ou l’objectif d’un autre membre, sans rien y changer', async () => {
    const owner = await registerMember(ctx.app);
    const other = await registerMember(ctx.app);
    const measurement = await measure(owner, {});
    const goal = (
      await call(owner, 'POST', '/goals', {
        goal_type: 'weight_loss',
        target_weight_kg: 75,
        target_date: daysAhead(60),
      })
    ).json().data as BodyGoal;
    const body = { weight_kg: 70, height_cm: 170 };
    expectError(
      await call(other, 'PUT', `/measurements/${measurement.id}`, body),
      404,
      BODY_MESSAGES.measurementNotFound,
    );
    expectError(
      await call(other, 'DELETE', `/measurements/${measurement.id}`),
      404,
      BODY_MESSAGES.measurementNotFound,
    );
    expectError(
      await call(other, 'PUT', `/goals/${goal.id}/status`, { status: 'abandoned' }),
      404,
      BODY_MESSAGES.goalNotFound,
    );
    expectError(await call(other, 'DELETE', `/goals/${goal.id}`), 404, BODY_MESSAGES.goalNotFound);
    expect((await call(other, 'GET', '/measurements')).json()).toEqual({ success: true, data: [] });
    expect((await call(owner, 'GET', '/measurements/latest')).json().data).toEqual(measurement);
    expect((await call(owner, 'GET', '/goals/active')).json().data).toMatchObject({
      id: goal.id,
      status: 'active',
    });
  });
});

describe('mesures', () => {
  it('enregistre une mesure, calcule l’IMC côté serveur et range les champs vides à null', async () => {
    const member = await registerMember(ctx.app);
    const response = await call(member, 'POST', '/measurements', {
      weight_kg: '72,5',
      height_cm: 175,
      body_fat_percent: '',
      lean_mass_percent: null,
      waist_cm: 82.5,
      notes: '  ',
      bmi: 12,
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = response.json().data as Measurement;
    expect(saved).toEqual({
      id: expect.any(Number),
      weight_kg: 72.5,
      height_cm: 175,
      body_fat_percent: null,
      lean_mass_percent: null,
      muscle_mass_kg: null,
      waist_cm: 82.5,
      chest_cm: null,
      hips_cm: null,
      arms_cm: null,
      thighs_cm: null,
      notes: null,
      measurement_date: today(),
      bmi: 23.7,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it.each([
    [{ height_cm: 180 }, BODY_MESSAGES.weightHeightRequired],
    [{ weight_kg: 80 }, BODY_MESSAGES.weightHeightRequired],
    [{ weight_kg: '', height_cm: '' }, BODY_MESSAGES.weightHeightRequired],
    [{ weight_kg: 10, height_cm: 180 }, BODY_MESSAGES.weightRange],
    [{ weight_kg: 19.9, height_cm: 180 }, BODY_MESSAGES.weightRange],
    [{ weight_kg: 300.1, height_cm: 180 }, BODY_MESSAGES.weightRange],
    [{ weight_kg: 'lourd', height_cm: 180 }, BODY_MESSAGES.weightRange],
    [{ weight_kg: true, height_cm: 180 }, BODY_MESSAGES.weightRange],
    [{ weight_kg: 80, height_cm: 99 }, BODY_MESSAGES.heightRange],
    [{ weight_kg: 80, height_cm: 251 }, BODY_MESSAGES.heightRange],
    [{ weight_kg: 80, height_cm: 180, body_fat_percent: -1 }, BODY_MESSAGES.bodyFatRange],
    [{ weight_kg: 80, height_cm: 180, body_fat_percent: 101 }, BODY_MESSAGES.bodyFatRange],
    [{ weight_kg: 80, height_cm: 180, lean_mass_percent: 100.5 }, BODY_MESSAGES.leanMassRange],
    [{ weight_kg: 80, height_cm: 180, muscle_mass_kg: 0 }, BODY_MESSAGES.muscleMassRange],
    [{ weight_kg: 80, height_cm: 180, waist_cm: 5 }, BODY_MESSAGES.waistRange],
    [{ weight_kg: 80, height_cm: 180, chest_cm: 300 }, BODY_MESSAGES.chestRange],
    [{ weight_kg: 80, height_cm: 180, hips_cm: -3 }, BODY_MESSAGES.hipsRange],
    [{ weight_kg: 80, height_cm: 180, arms_cm: 150 }, BODY_MESSAGES.armsRange],
    [{ weight_kg: 80, height_cm: 180, thighs_cm: 10 }, BODY_MESSAGES.thighsRange],
    [{ weight_kg: 80, height_cm: 180, measurement_date: '2026-02-30' }, MESSAGES.dateInvalid],
    [{ weight_kg: 80, height_cm: 180, notes: 'x'.repeat(2001) }, MESSAGES.notesTooLong],
  ])('400 %j', async (body, message) => {
    const member = await registerMember(ctx.app);
    expectError(await call(member, 'POST', '/measurements', body), 400, message);
    expect((await call(member, 'GET', '/measurements')).json().data).toEqual([]);
  });

  it('bornes incluses : 20 kg, 300 kg, 100 cm, 250 cm, 0 et 100 %', async () => {
    const member = await registerMember(ctx.app);
    await measure(member, { weight_kg: 20, height_cm: 100, body_fat_percent: 0 });
    await measure(member, { weight_kg: 300, height_cm: 250, body_fat_percent: 100, lean_mass_percent: 0 });
  });

  it('400 pour une date future, au lendemain près', async () => {
    const member = await registerMember(ctx.app);
    expectError(
      await call(member, 'POST', '/measurements', {
        weight_kg: 80,
        height_cm: 180,
        measurement_date: daysAhead(1),
      }),
      400,
      MESSAGES.dateInFuture,
    );
  });

  it('latest : 404 sans mesure, puis la plus récente par date ; liste la plus récente d’abord, limit bornée', async () => {
    const member = await registerMember(ctx.app);
    expectError(await call(member, 'GET', '/measurements/latest'), 404, BODY_MESSAGES.noMeasurement);
    const old = await measure(member, { weight_kg: 90, measurement_date: daysAgo(10) });
    const recent = await measure(member, { weight_kg: 85, measurement_date: daysAgo(2) });
    await measure(member, { weight_kg: 88, measurement_date: daysAgo(5) });
    expect((await call(member, 'GET', '/measurements/latest')).json().data.id).toBe(recent.id);
    const list = (await call(member, 'GET', '/measurements')).json().data as Measurement[];
    expect(list.map((item) => item.weight_kg)).toEqual([85, 88, 90]);
    expect((await call(member, 'GET', '/measurements?limit=1')).json().data).toHaveLength(1);
    expect((await call(member, 'GET', '/measurements?limit=101')).statusCode).toBe(400);
    expect((await call(member, 'GET', '/measurements?limit=0')).statusCode).toBe(400);
    expect(list.at(-1)?.id).toBe(old.id);
  });

  it('PUT remplace la mesure et recalcule l’IMC ; DELETE la retire', async () => {
    const member = await registerMember(ctx.app);
    const saved = await measure(member, {});
    const response = await call(member, 'PUT', `/measurements/${saved.id}`, {
      weight_kg: 70,
      height_cm: 170,
      body_fat_percent: 18,
      measurement_date: daysAgo(1),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: saved.id,
      weight_kg: 70,
      bmi: 24.2,
      body_fat_percent: 18,
      measurement_date: daysAgo(1),
    });
    expectError(
      await call(member, 'PUT', `/measurements/${saved.id}`, { weight_kg: 70 }),
      400,
      BODY_MESSAGES.weightHeightRequired,
    );
    expect((await call(member, 'DELETE', `/measurements/${saved.id}`)).json()).toEqual({
      success: true,
      data: { id: saved.id },
    });
    expectError(
      await call(member, 'DELETE', `/measurements/${saved.id}`),
      404,
      BODY_MESSAGES.measurementNotFound,
    );
    expectError(
      await call(member, 'PUT', '/measurements/abc', { weight_kg: 70, height_cm: 170 }),
      400,
      MESSAGES.invalidId,
    );
    const second = await measure(member, {});
    expectError(
      await call(member, 'PUT', `/measurements/${second.id}`, {
        weight_kg: 70,
        height_cm: 170,
        measurement_date: daysAhead(1),
      }),
      400,
      MESSAGES.dateInFuture,
    );
    expectError(
      await call(member, 'PUT', `/measurements/${second.id}`, { weight_kg: 301, height_cm: 170 }),
      400,
      BODY_MESSAGES.weightRange,
    );
    expect((await call(member, 'GET', '/measurements/latest')).json().data).toEqual(second);
    expect((await call(member, 'GET', '/measurements?limit=abc')).statusCode).toBe(400);
  });
});

describe('statistiques et tendances', () => {
  it('stats : vue d’ensemble vide, puis départ, évolution, jours de suivi et dernière mesure', async () => {
    const member = await registerMember(ctx.app);
    expect((await call(member, 'GET', '/stats')).json()).toEqual({
      success: true,
      data: {
        overview: {
          starting_weight: null,
          total_weight_change: null,
          starting_body_fat: null,
          total_body_fat_change: null,
          total_measurements: 0,
          tracking_days: 0,
        },
        latest: null,
      },
    });
    await measure(member, { weight_kg: 82.4, measurement_date: daysAgo(20) });
    await measure(member, { weight_kg: 81, body_fat_percent: 24.5, measurement_date: daysAgo(12) });
    const last = await measure(member, {
      weight_kg: 79.3,
      body_fat_percent: 22.1,
      measurement_date: daysAgo(2),
    });
    const stats = (await call(member, 'GET', '/stats')).json().data as BodyStats;
    expect(stats).toEqual({
      overview: {
        starting_weight: 82.4,
        total_weight_change: -3.1,
        starting_body_fat: 24.5,
        total_body_fat_change: -2.4,
        total_measurements: 3,
        tracking_days: 18,
      },
      latest: last,
    });
  });

  it('tendances : 90 jours par défaut, 30 sur demande, par date croissante ; composition sans les mesures sans composition', async () => {
    const member = await registerMember(ctx.app);
    await measure(member, { weight_kg: 90, measurement_date: daysAgo(100) });
    await measure(member, { weight_kg: 86, muscle_mass_kg: 35, measurement_date: daysAgo(60) });
    await measure(member, { weight_kg: 84, measurement_date: daysAgo(29) });
    await measure(member, { weight_kg: 83, body_fat_percent: 20, measurement_date: daysAgo(1) });
    const weight = (await call(member, 'GET', '/trends/weight')).json().data as TrendPoint[];
    expect(weight.map((point) => point.weight_kg)).toEqual([86, 84, 83]);
    expect(weight[0]).toEqual({
      date: daysAgo(60),
      weight_kg: 86,
      bmi: 26.5,
      body_fat_percent: null,
      muscle_mass_kg: 35,
    });
    const month = (await call(member, 'GET', '/trends/weight?days=30')).json().data as TrendPoint[];
    expect(month.map((point) => point.date)).toEqual([daysAgo(29), daysAgo(1)]);
    const composition = (await call(member, 'GET', '/trends/composition?days=90')).json()
      .data as TrendPoint[];
    expect(composition.map((point) => point.date)).toEqual([daysAgo(60), daysAgo(1)]);
    expectError(await call(member, 'GET', '/trends/weight?days=45'), 400, BODY_MESSAGES.daysInvalid);
    expectError(await call(member, 'GET', '/trends/composition?days=abc'), 400, BODY_MESSAGES.daysInvalid);
  });
});

describe('objectifs', () => {
  const goal = (body: object = {}) => ({
    goal_type: 'weight_loss',
    target_weight_kg: 75,
    target_date: daysAhead(60),
    ...body,
  });

  it.each([
    [{ target_date: undefined }, BODY_MESSAGES.targetDateRequired],
    [{ target_date: '' }, BODY_MESSAGES.targetDateRequired],
    [{ target_weight_kg: null }, BODY_MESSAGES.numericTargetRequired],
    [{ target_weight_kg: '' }, BODY_MESSAGES.numericTargetRequired],
    [{ start_date: daysAgo(3), target_date: daysAgo(4) }, BODY_MESSAGES.targetBeforeStart],
    [{ target_date: daysAgo(1) }, BODY_MESSAGES.targetBeforeStart],
    [{ start_date: daysAhead(1) }, BODY_MESSAGES.startInFuture],
    [{ goal_type: 'bulk' }, BODY_MESSAGES.goalTypeInvalid],
    [{ target_weight_kg: 10 }, BODY_MESSAGES.weightRange],
    [{ target_weight_kg: null, target_body_fat_percent: 120 }, BODY_MESSAGES.bodyFatRange],
    [{ description: 'x'.repeat(501) }, BODY_MESSAGES.descriptionTooLong],
  ])('400 %j', async (override, message) => {
    const member = await registerMember(ctx.app);
    expectError(await call(member, 'POST', '/goals', goal(override)), 400, message);
    expect((await call(member, 'GET', '/goals')).json().data).toEqual([]);
  });

  it('crée un objectif actif avec sa progression, un seul à la fois (409)', async () => {
    const member = await registerMember(ctx.app);
    expect((await call(member, 'GET', '/goals/active')).json()).toEqual({ success: true, data: null });
    await measure(member, { weight_kg: 80, measurement_date: daysAgo(10) });
    await measure(member, { weight_kg: 78, measurement_date: daysAgo(1) });
    const response = await call(
      member,
      'POST',
      '/goals',
      goal({ start_date: daysAgo(10), description: ' Été ' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toEqual({
      id: expect.any(Number),
      goal_type: 'weight_loss',
      target_weight_kg: 75,
      target_body_fat_percent: null,
      target_muscle_mass_kg: null,
      start_date: daysAgo(10),
      target_date: daysAhead(60),
      description: 'Été',
      status: 'active',
      points_awarded: 0,
      progress: { progress_percent: 40, days_remaining: 60 },
      created_at: expect.any(String),
      completed_at: null,
    });
    expectError(await call(member, 'POST', '/goals', goal()), 409, BODY_MESSAGES.goalAlreadyActive);
    expect((await call(member, 'GET', '/goals')).json().data).toHaveLength(1);
  });

  it('un seul objectif actif sous deux créations simultanées', async () => {
    const member = await registerMember(ctx.app);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => call(member, 'POST', '/goals', goal())),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const response of responses.filter((item) => item.statusCode === 409)) {
      expect(response.json()).toEqual({
        success: false,
        error: BODY_MESSAGES.goalAlreadyActive,
        message: BODY_MESSAGES.goalAlreadyActive,
      });
    }
    expect((await call(member, 'GET', '/goals')).json().data).toHaveLength(1);
  });

  it('abandon depuis actif seulement ; un nouvel objectif peut alors commencer ; DELETE', async () => {
    const member = await registerMember(ctx.app);
    const created = (await call(member, 'POST', '/goals', goal())).json().data as BodyGoal;
    const abandoned = await call(member, 'PUT', `/goals/${created.id}/status`, { status: 'abandoned' });
    expect(abandoned.statusCode, abandoned.body).toBe(200);
    expect(abandoned.json().data).toMatchObject({
      status: 'abandoned',
      points_awarded: 0,
      completed_at: expect.any(String),
    });
    expectError(
      await call(member, 'PUT', `/goals/${created.id}/status`, { status: 'completed' }),
      409,
      BODY_MESSAGES.goalNotActive,
    );
    expectError(
      await call(member, 'PUT', `/goals/${created.id}/status`, { status: 'active' }),
      400,
      MESSAGES.statusInvalid,
    );
    expect((await call(member, 'GET', '/goals/active')).json().data).toBeNull();
    const next = await call(member, 'POST', '/goals', goal());
    expect(next.statusCode).toBe(201);
    expect((await call(member, 'DELETE', `/goals/${created.id}`)).json()).toEqual({
      success: true,
      data: { id: created.id },
    });
    expectError(await call(member, 'DELETE', `/goals/${created.id}`), 404, BODY_MESSAGES.goalNotFound);
  });

  it('atteint : 409 tant que la cible n’est pas atteinte, puis terminé avec 50 points comptés au profil', async () => {
    const member = await registerMember(ctx.app);
    await measure(member, { weight_kg: 80, measurement_date: daysAgo(20) });
    const created = (
      await call(member, 'POST', '/goals', goal({ target_weight_kg: 77, start_date: daysAgo(20) }))
    ).json().data as BodyGoal;
    expectError(
      await call(member, 'PUT', `/goals/${created.id}/status`, { status: 'completed' }),
      409,
      BODY_MESSAGES.goalNotReached,
    );
    const overviewUrl = `/api/badges/user/${member.user.id}/overview`;
    await measure(member, { weight_kg: 76.5, measurement_date: daysAgo(1) });
    const pointsBefore = (await ctx.app.inject({ url: overviewUrl, headers: member.auth })).json().data
      .total_points;
    expect((await call(member, 'GET', '/goals/active')).json().data.progress.progress_percent).toBe(100);
    const done = await call(member, 'PUT', `/goals/${created.id}/status`, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'completed',
      points_awarded: 50,
      progress: { progress_percent: 100, days_remaining: 0 },
    });
    const overview = (await ctx.app.inject({ url: overviewUrl, headers: member.auth })).json().data;
    // 50 for the goal, plus the badges the completion earned (Cible atteinte: 50).
    expect(overview.total_points).toBe(pointsBefore + 50 + 50);
  });
});

describe('badges corporels', () => {
  const codes = (badges: Badge[]) => badges.filter((badge) => badge.earned === 1).map((badge) => badge.code);

  it('liste les 14 badges corporels, obtenus dans la transaction de la mesure et de l’objectif', async () => {
    const member = await registerMember(ctx.app);
    const initial = (await call(member, 'GET', '/badges')).json().data as Badge[];
    expect(initial).toHaveLength(14);
    expect(initial.every((badge) => badge.category === 'corps' && badge.earned === 0)).toBe(true);

    // One measurement a week for 5 weeks, 35 days of tracking, 5 kg lost towards a goal.
    await measure(member, { weight_kg: 85, measurement_date: daysAgo(35) });
    await call(member, 'POST', '/goals', {
      goal_type: 'weight_loss',
      target_weight_kg: 78,
      start_date: daysAgo(35),
      target_date: daysAhead(30),
    });
    for (const [index, weight] of [83.5, 82.5, 81, 80.5, 79.9].entries()) {
      await measure(member, { weight_kg: weight, measurement_date: daysAgo(28 - index * 7) });
    }
    const badges = (await call(member, 'GET', '/badges')).json().data as Badge[];
    expect(codes(badges).sort()).toEqual(
      [
        'body_first_measurement',
        'body_measurements_5',
        'body_tracking_30',
        'body_first_goal',
        'body_goal_2kg',
        'body_goal_5kg',
        'body_monthly_regular',
      ].sort(),
    );
    expect(badges.find((badge) => badge.code === 'body_first_measurement')).toEqual({
      badge_id: expect.any(Number),
      id: expect.any(Number),
      code: 'body_first_measurement',
      name: 'Premier relevé',
      icon: '⚖️',
      description: 'Ta première mesure corporelle enregistrée.',
      requirement: '1 mesure enregistrée',
      gradient: 'from-cyan-400 to-indigo-500',
      color: '#0EA5E9',
      points: 10,
      category: 'corps',
      is_secret: false,
      earned: 1,
      earned_at: expect.any(String),
      progress_percent: 100,
    });
    const tenMeasurements = badges.find((badge) => badge.code === 'body_measurements_10');
    expect(tenMeasurements?.progress_percent).toBe(60);
    const ninety = badges.find((badge) => badge.code === 'body_tracking_90');
    expect(ninety?.progress_percent).toBe(38);
  });
});

describe('budget de requêtes SQL', () => {
  it('POST une mesure avec un objectif actif et des badges : au plus 9 (8 envoyées) ; GET stats, tendances, objectif : 1 ou 2', async () => {
    const member = await registerMember(ctx.app);
    await measure(member, { weight_kg: 90, measurement_date: daysAgo(30) });
    await call(member, 'POST', '/goals', {
      goal_type: 'weight_loss',
      target_weight_kg: 80,
      start_date: daysAgo(30),
      target_date: daysAhead(30),
    });
    const counter = countStatements(ctx.db);
    try {
      const { result, statements } = await counter.measure(() =>
        call(member, 'POST', '/measurements', {
          weight_kg: 86,
          height_cm: 180,
          measurement_date: daysAgo(1),
        }),
      );
      expect(result.statusCode, result.body).toBe(201);
      // Five measurements' worth of progress: « Deux kilos de mieux » in the same transaction.
      const badges = (await call(member, 'GET', '/badges')).json().data as Badge[];
      expect(badges.find((badge) => badge.code === 'body_goal_2kg')?.earned).toBe(1);
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(9);
      for (const [url, budget] of [
        ['/stats', 2],
        ['/trends/weight', 1],
        ['/goals/active', 1],
        ['/goals', 1],
        ['/measurements', 1],
      ] as const) {
        const read = await counter.measure(() => call(member, 'GET', url));
        expect(read.result.statusCode).toBe(200);
        expect(read.statements.length, url).toBeLessThanOrEqual(budget);
      }
    } finally {
      counter.stop();
    }
  });
});
