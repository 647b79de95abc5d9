import {
  type ExerciseTargetSeries,
  MESSAGES,
  PROGRESS_MESSAGES,
  type Progression,
  type SessionTarget,
} from '@elan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { countStatements } from '../../../test/count-statements.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { createProgram, registerMember } from '../../../test/factories.ts';
import { enrollments, exercises, programs, sessionExercises } from '../../db/schema/index.ts';

/** Issue 31: the day's targets of a session, from the member's own history (CONTRACT « Progression »). */
type Member = Awaited<ReturnType<typeof registerMember>>;
const NB = '\u00A0';
let ctx: TestContext;
let squat: number;
let curl: number;

const clock = createTestClock('2026-11-18T11:00:00Z');
afterEach(clock.reset);
beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
  const idOf = async (name: string) =>
    (await ctx.db.select({ id: exercises.id }).from(exercises).where(eq(exercises.name, name)))[0]?.id ?? 0;
  squat = await idOf('Squat');
  curl = await idOf('Curl biceps');
});
afterAll(async () => ctx.close());

const call = (who: Member, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.auth });

/** A programme of one session (squat, then curls) whose squat follows `progression`. */
async function programWith(owner: Member, progression: Progression, extra: object = {}) {
  const program = await createProgram(ctx.app, owner.auth, { title: 'Force' }, [squat, curl]);
  const session = (await call(owner, `/api/sessions?program_id=${program.id}`)).json().data[0] as {
    id: number;
  };
  await ctx.db
    .update(sessionExercises)
    .set({ progression, sets: 3, reps: 8, reps_max: 12, target_weight_kg: 50, ...extra })
    .where(eq(sessionExercises.exercise_id, squat));
  return { programId: program.id, sessionId: session.id };
}

async function train(who: Member, at: string, ids: { programId: number; sessionId: number }, sets: object[]) {
  clock.set(at);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/completions',
    headers: who.auth,
    payload: { program_id: ids.programId, session_id: ids.sessionId, duration_minutes: 45, sets },
  });
  expect(response.statusCode, response.body).toBe(201);
}

const squatSets = (weight: number, reps: number[]) =>
  reps.map((count, index) => ({ exercise_id: squat, set_number: index + 2, weight_kg: weight, reps: count }));
const warmup = () => ({ exercise_id: squat, set_number: 1, weight_kg: 20, reps: 10, set_type: 'warmup' });

const targetsOf = async (who: Member, sessionId: number, query = '') => {
  const response = await call(who, `/api/sessions/${sessionId}/targets${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as SessionTarget[];
};

describe('GET /api/sessions/{id}/targets', () => {
  it('sans historique : la charge prévue par le programme, pour chaque exercice dans l’ordre', async () => {
    const member = await registerMember(ctx.app);
    const ids = await programWith(member, { type: 'double', increment_kg: 2.5 });
    const targets = await targetsOf(member, ids.sessionId);
    expect(targets.map((target) => target.exercise_id)).toEqual([squat, curl]);
    expect(targets[0]).toMatchObject({
      sets: 3,
      reps: 8,
      reps_max: 12,
      target_weight_kg: 50,
      deload: false,
      reason: `Première fois${NB}: charge prévue par le programme`,
    });
    expect(targets[0]?.warmup.map((step) => step.weight_kg)).toEqual([20, 25, 35, 42.5]);
  });

  it('double progression : 3 × 12 à 60 kg la dernière fois → 62,5 kg, les échauffements ne comptent pas', async () => {
    const member = await registerMember(ctx.app);
    const ids = await programWith(member, { type: 'double', increment_kg: 2.5 });
    await train(member, '2026-11-16T08:00:00Z', ids, [warmup(), ...squatSets(60, [12, 12, 12])]);
    const [squatTarget] = await targetsOf(member, ids.sessionId);
    expect(squatTarget).toMatchObject({
      target_weight_kg: 62.5,
      reps: 8,
      reason: `+2,5${NB}kg${NB}: 3${NB}×${NB}12 atteint la dernière fois`,
    });
    // A set short of the top: same load, aim for the top.
    await train(member, '2026-11-17T08:00:00Z', ids, squatSets(62.5, [12, 11, 10]));
    const [after] = await targetsOf(member, ids.sessionId);
    expect(after).toMatchObject({
      target_weight_kg: 62.5,
      reps: 12,
      reason: `Même charge${NB}: vise 12 répétitions`,
    });
  });

  it('arrondit à la barre et aux disques du membre', async () => {
    const member = await registerMember(ctx.app);
    const ids = await programWith(member, { type: 'double', increment_kg: 2.5 });
    await train(member, '2026-11-16T08:00:00Z', ids, squatSets(60, [12, 12, 12]));
    const [target] = await targetsOf(member, ids.sessionId, '?bar_kg=15&plates_kg=20,10,5,2.5');
    expect(target?.target_weight_kg).toBe(60);
    expectFailure(
      await call(member, `/api/sessions/${ids.sessionId}/targets?bar_kg=12`),
      400,
      MESSAGES.barInvalid,
    );
    expectFailure(
      await call(member, `/api/sessions/${ids.sessionId}/targets?plates_kg=3,abc`),
      400,
      MESSAGES.platesInvalid,
    );
  });

  it('semaine de décharge comptée depuis l’inscription : −40 %, séries divisées par deux', async () => {
    const member = await registerMember(ctx.app);
    const ids = await programWith(member, { type: 'linear', increment_kg: 5 }, { reps: 5, reps_max: null });
    await ctx.db.update(programs).set({ deload_every_weeks: 3 }).where(eq(programs.id, ids.programId));
    clock.set('2026-11-02T08:00:00Z');
    const enrolled = await ctx.app.inject({
      method: 'POST',
      url: '/api/enrollments',
      headers: member.auth,
      payload: { program_id: ids.programId },
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    // The enrolment's start is the database's clock: set it to the test's Monday.
    await ctx.db
      .update(enrollments)
      .set({ enrolled_at: new Date('2026-11-02T08:00:00Z') })
      .where(eq(enrollments.id, enrolled.json().data.id));
    await train(member, '2026-11-16T08:00:00Z', ids, squatSets(100, [5, 5, 5]));
    clock.set('2026-11-18T08:00:00Z');
    const [target] = await targetsOf(member, ids.sessionId);
    expect(target).toMatchObject({
      deload: true,
      sets: 2,
      target_weight_kg: 62.5,
      reason: `Semaine de décharge${NB}: −40${NB}%`,
    });
    clock.set('2026-11-23T08:00:00Z');
    expect((await targetsOf(member, ids.sessionId))[0]).toMatchObject({
      deload: false,
      target_weight_kg: 105,
    });
  });

  it('le programme d’un autre membre suivi : l’historique du membre qui demande, pas celui du créateur', async () => {
    const creator = await registerMember(ctx.app);
    const follower = await registerMember(ctx.app);
    const ids = await programWith(creator, { type: 'double', increment_kg: 2.5 });
    await train(creator, '2026-11-16T08:00:00Z', ids, squatSets(100, [12, 12, 12]));
    await train(follower, '2026-11-16T09:00:00Z', ids, squatSets(40, [12, 12, 12]));
    expect((await targetsOf(follower, ids.sessionId))[0]?.target_weight_kg).toBe(42.5);
    expect((await targetsOf(creator, ids.sessionId))[0]?.target_weight_kg).toBe(102.5);
  });

  it('une séance inconnue : 404 en français ; sans connexion : 401', async () => {
    const member = await registerMember(ctx.app);
    expectFailure(await call(member, '/api/sessions/999999/targets'), 404, MESSAGES.sessionNotFound);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/sessions/1/targets' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('un seul ordre SQL, quelle que soit la longueur de l’historique', async () => {
    const member = await registerMember(ctx.app);
    const ids = await programWith(member, { type: 'percent_1rm', percent: 80 });
    const counter = countStatements(ctx.db);
    try {
      const counts: number[] = [];
      for (const day of [10, 11, 12, 13]) {
        await train(member, `2026-11-${day}T08:00:00Z`, ids, squatSets(80 + day, [5, 5, 5]));
        const { result, statements } = await counter.measure(() =>
          call(member, `/api/sessions/${ids.sessionId}/targets`),
        );
        expect(result.statusCode).toBe(200);
        counts.push(statements.length);
      }
      expect(counts).toEqual([1, 1, 1, 1]);
    } finally {
      counter.stop();
    }
    // 93 kg × 5 → Epley 108,5 kg; 80 % → 86,8 → 85 kg on the default bar and plates.
    expect((await targetsOf(member, ids.sessionId))[0]?.target_weight_kg).toBe(85);
  });
});

describe('POST /api/sessions/{id}/targets/overrides', () => {
  const post = (who: Member | null, sessionId: number, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/targets/overrides`,
      ...(who ? { headers: who.auth } : {}),
      payload,
    });
  const squatRowOf = async (sessionId: number) =>
    (
      await ctx.db
        .select({ id: sessionExercises.id, session_id: sessionExercises.session_id })
        .from(sessionExercises)
        .where(eq(sessionExercises.exercise_id, squat))
    ).find((row) => row.session_id === sessionId)?.id ?? 0;

  it('401 sans jeton', async () => {
    expect((await post(null, 1, { session_exercise_id: 1, weight_kg: 54 })).statusCode).toBe(401);
  });

  it('un blocage appliqué : la cible est la charge choisie une fois, jusqu’à la séance suivante', async () => {
    const member = await registerMember(ctx.app);
    const ids = await programWith(member, { type: 'double', increment_kg: 2.5 });
    for (const day of [10, 12, 14])
      await train(member, `2026-11-${day}T08:00:00Z`, ids, squatSets(60, [12, 11, 10]));
    const [stalled] = await targetsOf(member, ids.sessionId);
    expect(stalled).toMatchObject({ target_weight_kg: 60, stalled: true });

    clock.set('2026-11-15T08:00:00Z');
    const sessionExerciseId = stalled?.session_exercise_id ?? 0;
    // The suggestion: 60 kg − 10 % = 54 kg, rounded down to the default bar and plates.
    const applied = await post(member, ids.sessionId, {
      session_exercise_id: sessionExerciseId,
      weight_kg: 52.5,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().data).toMatchObject({ session_exercise_id: sessionExerciseId, weight_kg: 52.5 });
    expect((await targetsOf(member, ids.sessionId))[0]).toMatchObject({
      target_weight_kg: 52.5,
      reason: `Décharge proposée${NB}: −10${NB}%`,
      stalled: false,
    });

    // Done at 52,5 kg: the override is spent, the rule speaks again from what was done.
    await train(member, '2026-11-16T08:00:00Z', ids, squatSets(52.5, [12, 12, 12]));
    expect((await targetsOf(member, ids.sessionId))[0]).toMatchObject({
      target_weight_kg: 55,
      reason: `+2,5${NB}kg${NB}: 3${NB}×${NB}12 atteint la dernière fois`,
    });
  });

  it('la charge choisie ne vaut que pour le membre qui l’applique', async () => {
    const creator = await registerMember(ctx.app);
    const follower = await registerMember(ctx.app);
    const ids = await programWith(creator, { type: 'double', increment_kg: 2.5 });
    const sessionExerciseId = await squatRowOf(ids.sessionId);
    clock.set('2026-11-15T08:00:00Z');
    expect(
      (await post(follower, ids.sessionId, { session_exercise_id: sessionExerciseId, weight_kg: 30 }))
        .statusCode,
    ).toBe(201);
    expect((await targetsOf(creator, ids.sessionId))[0]?.target_weight_kg).toBe(50);
    expect((await targetsOf(follower, ids.sessionId))[0]?.target_weight_kg).toBe(30);
  });

  it('charge hors de 0–500, exercice d’une autre séance, séance inconnue : erreurs en français', async () => {
    const member = await registerMember(ctx.app);
    const ids = await programWith(member, { type: 'double', increment_kg: 2.5 });
    const other = await programWith(member, { type: 'double', increment_kg: 2.5 });
    const own = await squatRowOf(ids.sessionId);
    for (const weight of [-1, 500.5, 'lourd'])
      expectFailure(
        await post(member, ids.sessionId, { session_exercise_id: own, weight_kg: weight }),
        400,
        MESSAGES.weightRange,
      );
    expectFailure(
      await post(member, ids.sessionId, {
        session_exercise_id: await squatRowOf(other.sessionId),
        weight_kg: 54,
      }),
      400,
      MESSAGES.sessionExerciseNotInSession,
    );
    expectFailure(
      await post(member, 999999, { session_exercise_id: own, weight_kg: 54 }),
      404,
      MESSAGES.sessionNotFound,
    );
  });
});

describe('GET /api/exercises/{id}/targets', () => {
  it('l’historique des cibles : ce que la règle disait avant chaque séance, en un ordre SQL', async () => {
    const member = await registerMember(ctx.app);
    const ids = await programWith(member, { type: 'double', increment_kg: 2.5 });
    clock.set('2026-11-01T08:00:00Z');
    const enrolled = await ctx.app.inject({
      method: 'POST',
      url: '/api/enrollments',
      headers: member.auth,
      payload: { program_id: ids.programId },
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    await train(member, '2026-11-02T08:00:00Z', ids, [warmup(), ...squatSets(50, [12, 12, 12])]);
    await train(member, '2026-11-04T08:00:00Z', ids, squatSets(52.5, [12, 10, 9]));
    await train(member, '2026-11-06T08:00:00Z', ids, squatSets(52.5, [12, 12, 12]));
    const counter = countStatements(ctx.db);
    try {
      const { result, statements } = await counter.measure(() =>
        call(member, `/api/exercises/${squat}/targets?sessions=2`),
      );
      expect(result.statusCode, result.body).toBe(200);
      expect(statements).toHaveLength(1);
      const [series] = result.json().data as ExerciseTargetSeries[];
      expect(series).toMatchObject({ session_title: expect.any(String), progression: { type: 'double' } });
      // The last two sessions only; the first still told the second's rule what was done.
      expect(series?.points).toEqual([
        { completed_at: '2026-11-04T08:00:00.000Z', target_weight_kg: 52.5, done_kg: 52.5, deload: false },
        { completed_at: '2026-11-06T08:00:00.000Z', target_weight_kg: 52.5, done_kg: 52.5, deload: false },
      ]);
    } finally {
      counter.stop();
    }
    // Curls follow no rule: no series.
    expect((await call(member, `/api/exercises/${curl}/targets`)).json().data).toEqual([]);
  });

  it('exercice inconnu : 404 en français ; nombre de séances invalide : 400', async () => {
    const member = await registerMember(ctx.app);
    expectFailure(await call(member, '/api/exercises/999999/targets'), 404, MESSAGES.exerciseNotFound);
    expectFailure(
      await call(member, `/api/exercises/${squat}/targets?sessions=0`),
      400,
      PROGRESS_MESSAGES.sessionsInvalid,
    );
  });
});
