import { MESSAGES, MUSCLE_GROUPS, MUSCLE_MESSAGES, type MuscleHistory, type MuscleSets } from '@elan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { countStatements } from '../../../test/count-statements.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { registerMember } from '../../../test/factories.ts';
import { exercises } from '../../db/schema/index.ts';

/** Issue 33 « Muscles this week »: GET /api/progress/muscles and its 12-week history. */
type Member = Awaited<ReturnType<typeof registerMember>>;
let ctx: TestContext;
const ids: Record<string, number> = {};

const call = (who: Member | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, ...(who ? { headers: who.auth } : {}) });

// A Wednesday, 12:00 in Paris.
const clock = createTestClock('2026-11-18T11:00:00Z');
afterEach(clock.reset);
beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
  for (const name of ['Développé couché', 'Squat', 'Curl biceps', 'Extension triceps', 'Tractions']) {
    const [row] = await ctx.db.select({ id: exercises.id }).from(exercises).where(eq(exercises.name, name));
    ids[name] = row?.id ?? 0;
  }
});
afterAll(async () => ctx.close());

async function workout(who: Member, at: string, sets: object[]) {
  clock.set(at);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/completions',
    headers: who.auth,
    payload: { duration_minutes: 40, sets },
  });
  expect(response.statusCode, response.body).toBe(201);
  clock.reset();
}

const set = (exercise: string, set_number: number, weight_kg: number, reps: number, extra: object = {}) => ({
  exercise_id: ids[exercise],
  set_number,
  weight_kg,
  reps,
  ...extra,
});

const muscles = async (who: Member, query = '') => {
  const response = await call(who, `/api/progress/muscles${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as MuscleSets;
};
const of = (tally: MuscleSets, group: string) => tally.find((entry) => entry.muscle_group === group);

describe('GET /api/progress/muscles', () => {
  it('401 sans jeton', async () => {
    expectFailure(await call(null, '/api/progress/muscles'), 401, MESSAGES.unauthorized);
    expectFailure(await call(null, '/api/progress/muscles/history'), 401, MESSAGES.unauthorized);
  });

  it('chaque groupe du catalogue, à 0 pour un membre sans série', async () => {
    const member = await registerMember(ctx.app);
    const tally = await muscles(member);
    expect(tally.map((entry) => entry.muscle_group)).toEqual([...MUSCLE_GROUPS]);
    expect(tally.every((entry) => entry.sets === 0 && entry.volume_kg === 0)).toBe(true);
  });

  it('les séries de travail et leur volume par groupe ; échauffements et séries sautées à part', async () => {
    const member = await registerMember(ctx.app);
    await workout(member, '2026-11-16T17:00:00Z', [
      set('Développé couché', 1, 40, 10, { set_type: 'warmup' }),
      set('Développé couché', 2, 60, 8),
      set('Développé couché', 3, 60, 8),
      set('Développé couché', 4, 50, 10, { set_type: 'drop' }),
      set('Développé couché', 5, 60, 8, { status: 'skipped' }),
      set('Squat', 1, 20, 10, { set_type: 'warmup' }),
      set('Squat', 2, 80, 5),
    ]);
    const tally = await muscles(member);
    expect(of(tally, 'Pectoraux')).toEqual({ muscle_group: 'Pectoraux', sets: 3, volume_kg: 1460 });
    expect(of(tally, 'Quadriceps')).toEqual({ muscle_group: 'Quadriceps', sets: 1, volume_kg: 400 });
    expect(of(tally, 'Dos')?.sets).toBe(0);
  });

  it('un superset : les séries de chacun de ses exercices comptent pour leur groupe', async () => {
    const member = await registerMember(ctx.app);
    // Curl and extension alternated, three rounds, as the player logs a superset.
    await workout(member, '2026-11-17T08:00:00Z', [
      set('Curl biceps', 1, 12, 12),
      set('Extension triceps', 1, 15, 12),
      set('Curl biceps', 2, 12, 10),
      set('Extension triceps', 2, 15, 10),
      set('Curl biceps', 3, 12, 8),
      set('Extension triceps', 3, 15, 8),
    ]);
    const tally = await muscles(member);
    expect(of(tally, 'Biceps')).toEqual({ muscle_group: 'Biceps', sets: 3, volume_kg: 360 });
    expect(of(tally, 'Triceps')).toEqual({ muscle_group: 'Triceps', sets: 3, volume_kg: 450 });
  });

  it('les jours de Paris : la fenêtre commence à minuit à Paris, il y a days − 1 jours', async () => {
    const member = await registerMember(ctx.app);
    // 2026-11-12 00:30 in Paris (23:30 UTC the day before): inside the 7 days from Wednesday the 18th.
    await workout(member, '2026-11-11T23:30:00Z', [set('Tractions', 1, 0, 8)]);
    // 2026-11-11 23:30 in Paris: one Paris day too early.
    await workout(member, '2026-11-11T22:30:00Z', [set('Tractions', 1, 0, 10), set('Tractions', 2, 0, 10)]);
    expect(of(await muscles(member), 'Dos')?.sets).toBe(1);
    expect(of(await muscles(member, '?days=8'), 'Dos')?.sets).toBe(3);
    expect(of(await muscles(member, '?days=1'), 'Dos')?.sets).toBe(0);
  });

  it('les séries d’un autre membre ne comptent jamais', async () => {
    const member = await registerMember(ctx.app);
    const other = await registerMember(ctx.app);
    await workout(other, '2026-11-17T08:00:00Z', [set('Squat', 1, 100, 5), set('Squat', 2, 100, 5)]);
    await workout(member, '2026-11-17T09:00:00Z', [set('Squat', 1, 60, 5)]);
    expect(of(await muscles(member), 'Quadriceps')).toEqual({
      muscle_group: 'Quadriceps',
      sets: 1,
      volume_kg: 300,
    });
    expect(of(await muscles(other), 'Quadriceps')).toEqual({
      muscle_group: 'Quadriceps',
      sets: 2,
      volume_kg: 1000,
    });
  });

  it('une seule requête SQL, quel que soit l’historique (le jeton vérifié à part)', async () => {
    const member = await registerMember(ctx.app);
    const counter = countStatements(ctx.db);
    try {
      const counts: number[] = [];
      for (const day of [14, 15, 16]) {
        await workout(member, `2026-11-${day}T08:00:00Z`, [
          set('Squat', 1, 60, 5),
          set('Tractions', 1, 0, 8),
        ]);
        for (const url of ['/api/progress/muscles', '/api/progress/muscles/history']) {
          const { result, statements } = await counter.measure(() => call(member, url));
          expect(result.statusCode).toBe(200);
          counts.push(statements.filter((statement) => !statement.includes('"token_version"')).length);
        }
      }
      expect(counts).toEqual([1, 1, 1, 1, 1, 1]);
    } finally {
      counter.stop();
    }
  });

  it.each(['0', '366', '-1', '2.5', 'sept', ''])('days=%s : 400 en français', async (days) => {
    const member = await registerMember(ctx.app);
    expectFailure(await call(member, `/api/progress/muscles?days=${days}`), 400, MUSCLE_MESSAGES.daysInvalid);
  });
});

describe('GET /api/progress/muscles/history', () => {
  it('par groupe, 12 semaines de Paris (lundi), la plus ancienne d’abord, les vides à 0', async () => {
    const member = await registerMember(ctx.app);
    // Monday 16 November, 00:15 in Paris: this week. Sunday 15 November, 23:45 in Paris: the week before.
    await workout(member, '2026-11-15T23:15:00Z', [set('Squat', 1, 80, 5), set('Squat', 2, 80, 5)]);
    await workout(member, '2026-11-15T22:45:00Z', [
      set('Squat', 1, 70, 5, { set_type: 'warmup' }),
      set('Squat', 2, 70, 5),
    ]);
    const response = await call(member, '/api/progress/muscles/history');
    expect(response.statusCode, response.body).toBe(200);
    const history = response.json().data as MuscleHistory;
    expect(history.map((entry) => entry.muscle_group)).toEqual([...MUSCLE_GROUPS]);
    const quadriceps = history.find((entry) => entry.muscle_group === 'Quadriceps')?.weeks ?? [];
    expect(quadriceps).toHaveLength(12);
    expect(quadriceps[0]).toEqual({ week_start: '2026-08-31', sets: 0, volume_kg: 0 });
    expect(quadriceps.slice(-2)).toEqual([
      { week_start: '2026-11-09', sets: 1, volume_kg: 350 },
      { week_start: '2026-11-16', sets: 2, volume_kg: 800 },
    ]);
    const pectoraux = history.find((entry) => entry.muscle_group === 'Pectoraux')?.weeks ?? [];
    expect(pectoraux.every((week) => week.sets === 0)).toBe(true);
  });

  it('weeks=4 : quatre semaines ; hors de 1 à 52 : 400 en français', async () => {
    const member = await registerMember(ctx.app);
    const response = await call(member, '/api/progress/muscles/history?weeks=4');
    expect(response.statusCode, response.body).toBe(200);
    const weeks = (response.json().data as MuscleHistory)[0]?.weeks.map((week) => week.week_start);
    expect(weeks).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']);
    for (const value of ['0', '53', 'x'])
      expectFailure(
        await call(member, `/api/progress/muscles/history?weeks=${value}`),
        400,
        MUSCLE_MESSAGES.weeksInvalid,
      );
  });
});
