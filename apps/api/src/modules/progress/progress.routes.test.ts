import {
  type ExerciseHistory,
  MESSAGES,
  PROGRESS_MESSAGES,
  type TrainingCalendar,
  type WeeklyVolume,
} from '@elan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { countStatements } from '../../../test/count-statements.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { registerMember } from '../../../test/factories.ts';
import { exercises } from '../../db/schema/index.ts';

/** Issue 14: an exercise's history, the year calendar and the weekly volume. */
type Member = Awaited<ReturnType<typeof registerMember>>;
let ctx: TestContext;
let bench: number;
let squat: number;

const call = (who: Member | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, ...(who ? { headers: who.auth } : {}) });

const clock = createTestClock('2026-11-18T11:00:00Z');
afterEach(clock.reset);
beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
  const idOf = async (name: string) =>
    (await ctx.db.select({ id: exercises.id }).from(exercises).where(eq(exercises.name, name)))[0]?.id ?? 0;
  bench = await idOf('Développé couché');
  squat = await idOf('Squat');
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
  return response.json().data.id as number;
}

const set = (
  exercise_id: number,
  set_number: number,
  weight_kg: number,
  reps: number,
  extra: object = {},
) => ({
  exercise_id,
  set_number,
  weight_kg,
  reps,
  ...extra,
});

describe('historique d’un exercice', () => {
  it('par séance : meilleure série, 1RM estimé, volume, sans les échauffements ; records datés', async () => {
    const member = await registerMember(ctx.app);
    const first = await workout(member, '2026-11-10T17:00:00Z', [
      set(bench, 1, 100, 10, { set_type: 'warmup' }),
      set(bench, 2, 60, 8),
      set(bench, 3, 62.5, 6),
      set(squat, 1, 80, 5),
    ]);
    const second = await workout(member, '2026-11-14T09:30:00Z', [
      set(bench, 1, 40, 12, { set_type: 'warmup' }),
      set(bench, 2, 65, 5),
      set(bench, 3, 50, 12),
    ]);
    const response = await call(member, `/api/exercises/${bench}/history`);
    expect(response.statusCode, response.body).toBe(200);
    const history = response.json().data as ExerciseHistory;
    expect(history.exercise_id).toBe(bench);
    expect(history.points).toEqual([
      {
        completion_id: first,
        completed_at: '2026-11-10T17:00:00.000Z',
        best_set: { weight_kg: 60, reps: 8 },
        one_rep_max: 76,
        volume_kg: 855,
      },
      {
        completion_id: second,
        completed_at: '2026-11-14T09:30:00.000Z',
        best_set: { weight_kg: 65, reps: 5 },
        one_rep_max: 75.8,
        volume_kg: 925,
      },
    ]);
    expect(history.records).toEqual({
      weight: {
        value: 65,
        weight_kg: 65,
        reps: 5,
        completion_id: second,
        achieved_at: '2026-11-14T09:30:00.000Z',
      },
      reps: {
        value: 12,
        weight_kg: 50,
        reps: 12,
        completion_id: second,
        achieved_at: '2026-11-14T09:30:00.000Z',
      },
      one_rep_max: {
        value: 76,
        weight_kg: 60,
        reps: 8,
        completion_id: first,
        achieved_at: '2026-11-10T17:00:00.000Z',
      },
    });
    expect(history.recent.map((session) => session.completion_id)).toEqual([second, first]);
    expect(history.recent[0]?.sets).toEqual([
      {
        set_number: 1,
        reps: 12,
        weight_kg: 40,
        set_type: 'warmup',
        status: 'done',
        rpe: null,
        duration_seconds: null,
      },
      {
        set_number: 2,
        reps: 5,
        weight_kg: 65,
        set_type: 'normal',
        status: 'done',
        rpe: null,
        duration_seconds: null,
      },
      {
        set_number: 3,
        reps: 12,
        weight_kg: 50,
        set_type: 'normal',
        status: 'done',
        rpe: null,
        duration_seconds: null,
      },
    ]);

    const bounded = (await call(member, `/api/exercises/${bench}/history?sessions=1`)).json()
      .data as ExerciseHistory;
    expect(bounded.points.map((point) => point.completion_id)).toEqual([second]);
    expect(bounded.records.one_rep_max?.completion_id).toBe(first);
  });

  it('six requêtes, quel que soit le nombre de séances (pas de N+1)', async () => {
    const member = await registerMember(ctx.app);
    const counter = countStatements(ctx.db);
    try {
      const counts: number[] = [];
      for (const day of [10, 11, 12]) {
        await workout(member, `2026-11-${day}T08:00:00Z`, [set(bench, 1, 60, 5), set(bench, 2, 60, 5)]);
        const { result, statements } = await counter.measure(() =>
          call(member, `/api/exercises/${bench}/history`),
        );
        expect(result.statusCode).toBe(200);
        counts.push(statements.length);
      }
      expect(counts).toEqual([6, 6, 6]);
    } finally {
      counter.stop();
    }
  });

  it('seulement celui du membre qui demande ; vide sans séance', async () => {
    const owner = await registerMember(ctx.app);
    const other = await registerMember(ctx.app);
    await workout(owner, '2026-11-12T10:00:00Z', [set(bench, 1, 70, 5)]);
    const history = (await call(other, `/api/exercises/${bench}/history`)).json().data as ExerciseHistory;
    expect(history).toEqual({
      exercise_id: bench,
      points: [],
      records: { weight: null, reps: null, one_rep_max: null },
      recent: [],
    });
  });

  it('erreurs en français : jeton, identifiant, exercice inconnu, nombre de séances', async () => {
    const member = await registerMember(ctx.app);
    expectFailure(await call(null, `/api/exercises/${bench}/history`), 401, MESSAGES.unauthorized);
    expectFailure(await call(member, '/api/exercises/abc/history'), 400, MESSAGES.invalidId);
    expectFailure(await call(member, '/api/exercises/999999/history'), 404, MESSAGES.exerciseNotFound);
    for (const sessions of ['0', '101', '2.5', 'beaucoup', '']) {
      expectFailure(
        await call(member, `/api/exercises/${bench}/history?sessions=${sessions}`),
        400,
        PROGRESS_MESSAGES.sessionsInvalid,
        sessions,
      );
    }
  });
});

describe('calendrier de l’année', () => {
  it('jours d’entraînement des 365 derniers jours de Paris, bornes comprises, visible des membres', async () => {
    const member = await registerMember(ctx.app);
    const viewer = await registerMember(ctx.app);
    await workout(member, '2025-11-18T22:59:00Z', [set(squat, 1, 60, 5)]); // 18 nov. 23:59 Paris: out
    await workout(member, '2025-11-18T23:00:00Z', [set(squat, 1, 60, 5)]); // 19 nov. 00:00 Paris: first day
    await workout(member, '2026-11-17T07:00:00Z', [set(squat, 1, 60, 5)]);
    await workout(member, '2026-11-17T18:00:00Z', [set(squat, 1, 60, 5)]);
    clock.set('2026-11-18T11:00:00Z');
    const response = await call(viewer, `/api/users/${member.user.id}/calendar`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data as TrainingCalendar).toEqual({
      user_id: member.user.id,
      from: '2025-11-19',
      to: '2026-11-18',
      days: [
        { date: '2025-11-19', count: 1 },
        { date: '2026-11-17', count: 2 },
      ],
      total: 3,
    });
  });

  it('erreurs en français', async () => {
    const member = await registerMember(ctx.app);
    expectFailure(await call(null, `/api/users/${member.user.id}/calendar`), 401, MESSAGES.unauthorized);
    expectFailure(await call(member, '/api/users/0/calendar'), 400, MESSAGES.invalidId);
    expectFailure(await call(member, '/api/users/999999/calendar'), 404, MESSAGES.userNotFound);
  });
});

describe('volume par semaine', () => {
  it('les 12 dernières semaines de Paris, échauffements exclus, semaines vides comprises', async () => {
    const member = await registerMember(ctx.app);
    await workout(member, '2026-11-16T08:00:00Z', [
      set(bench, 1, 20, 10, { set_type: 'warmup' }),
      set(bench, 2, 60, 10),
      set(squat, 1, 100, 5),
    ]);
    await workout(member, '2026-11-02T08:00:00Z', [set(bench, 1, 50, 10)]);
    await workout(member, '2026-08-01T08:00:00Z', [set(bench, 1, 50, 10)]);
    clock.set('2026-11-18T11:00:00Z');
    const weeks = (await call(member, '/api/users/me/weekly-volume')).json().data as WeeklyVolume;
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ week_start: '2026-08-31', volume_kg: 0, sets: 0, minutes: 0, sessions: 0 });
    expect(weeks.slice(9)).toEqual([
      { week_start: '2026-11-02', volume_kg: 500, sets: 1, minutes: 40, sessions: 1 },
      { week_start: '2026-11-09', volume_kg: 0, sets: 0, minutes: 0, sessions: 0 },
      { week_start: '2026-11-16', volume_kg: 1100, sets: 2, minutes: 40, sessions: 1 },
    ]);
  });

  it('une semaine au poids du corps compte ses séries et ses minutes, chaque séance une fois', async () => {
    const member = await registerMember(ctx.app);
    const bodyWeight = (set_number: number, reps: number) => ({ exercise_id: squat, set_number, reps });
    await workout(member, '2026-11-16T08:00:00Z', [bodyWeight(1, 15), bodyWeight(2, 12), bodyWeight(3, 10)]);
    await workout(member, '2026-11-17T08:00:00Z', [
      bodyWeight(1, 20),
      { ...bodyWeight(2, 20), set_type: 'warmup' },
      { ...bodyWeight(3, 20), status: 'skipped' },
    ]);
    clock.set('2026-11-18T11:00:00Z');
    const weeks = (await call(member, '/api/users/me/weekly-volume')).json().data as WeeklyVolume;
    expect(weeks.at(-1)).toEqual({
      week_start: '2026-11-16',
      volume_kg: 0,
      sets: 4,
      minutes: 80,
      sessions: 2,
    });
  });
});

describe('mes exercices', () => {
  const post = (who: Member | null, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/exercises',
      payload,
      ...(who ? { headers: who.auth } : {}),
    });

  it('créé par un membre, vu de lui seul : liste, fiche et historique ; 404 pour les autres', async () => {
    const owner = await registerMember(ctx.app);
    const other = await registerMember(ctx.app);
    const created = await post(owner, { name: '  Tirage à la corde  ', muscle_group: 'Dos', type: 'force' });
    expect(created.statusCode, created.body).toBe(201);
    const exercise = created.json().data;
    expect(exercise).toEqual({
      id: expect.any(Number),
      name: 'Tirage à la corde',
      type: 'force',
      muscle_group: 'Dos',
      category: 'Mes exercices',
    });
    const search = (who: Member) => call(who, '/api/exercises?q=tirage a la corde');
    expect((await search(owner)).json().data).toEqual([exercise]);
    expect((await search(other)).json().data).toEqual([]);
    await workout(owner, '2026-11-17T08:00:00Z', [set(exercise.id, 1, 30, 12)]);
    const history = (await call(owner, `/api/exercises/${exercise.id}/history`)).json()
      .data as ExerciseHistory;
    expect(history.points.map((point) => point.volume_kg)).toEqual([360]);
    expectFailure(await call(other, `/api/exercises/${exercise.id}/history`), 404, MESSAGES.exerciseNotFound);
    expectFailure(
      await post(owner, { name: 'Tirage à la corde', muscle_group: 'Dos', type: 'force' }),
      409,
      PROGRESS_MESSAGES.ownExerciseExists,
    );
    const sameNameForOther = await post(other, {
      name: 'Tirage à la corde',
      muscle_group: 'Dos',
      type: 'force',
    });
    expect(sameNameForOther.statusCode).toBe(201);
  });

  it('erreurs en français', async () => {
    const member = await registerMember(ctx.app);
    const valid = { name: 'Mon exercice', muscle_group: 'Dos', type: 'force' };
    expectFailure(await post(null, valid), 401, MESSAGES.unauthorized);
    expectFailure(await post(member, { ...valid, name: '   ' }), 400, MESSAGES.exerciseNameRequired);
    expectFailure(
      await post(member, { ...valid, name: 'x'.repeat(81) }),
      400,
      'Le nom ne doit pas dépasser 80 caractères',
    );
    expectFailure(
      await post(member, { ...valid, muscle_group: 'Orteils' }),
      400,
      MESSAGES.muscleGroupInvalid,
    );
    expectFailure(await post(member, { ...valid, type: 'danse' }), 400, MESSAGES.exerciseTypeInvalid);
  });

  const edit = (who: Member | null, id: number, method: 'PUT' | 'DELETE', payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/exercises/${id}`,
      ...(payload ? { payload } : {}),
      ...(who ? { headers: who.auth } : {}),
    });

  it('modifier : le propriétaire seul ; catalogue 403, autre membre 404, nom pris 409', async () => {
    const owner = await registerMember(ctx.app);
    const other = await registerMember(ctx.app);
    const mine = (await post(owner, { name: 'Rameur maison', muscle_group: 'Dos', type: 'cardio' })).json()
      .data;
    await post(owner, { name: 'Gainage planche', muscle_group: 'Abdominaux', type: 'gainage' });
    await workout(owner, '2026-11-17T09:00:00Z', [set(mine.id, 1, 0, 20)]);
    const renamed = await edit(owner, mine.id, 'PUT', {
      name: ' Rameur du garage ',
      muscle_group: 'Corps entier',
      type: 'force',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toEqual({
      id: mine.id,
      name: 'Rameur du garage',
      type: 'force',
      muscle_group: 'Corps entier',
      category: 'Mes exercices',
    });
    expect((await call(owner, '/api/exercises?q=rameur du garage')).json().data).toEqual([
      renamed.json().data,
    ]);
    const history = (await call(owner, `/api/exercises/${mine.id}/history`)).json().data as ExerciseHistory;
    expect(history.recent.map((session) => session.sets.length)).toEqual([1]);
    const valid = { name: 'Autre nom', muscle_group: 'Dos', type: 'force' };
    expectFailure(await edit(owner, bench, 'PUT', valid), 403, 'Action non autorisée');
    expectFailure(await edit(other, mine.id, 'PUT', valid), 404, 'Exercice non trouvé');
    expectFailure(await edit(owner, 999_999, 'PUT', valid), 404, 'Exercice non trouvé');
    expectFailure(
      await edit(owner, mine.id, 'PUT', { ...valid, name: 'Gainage planche' }),
      409,
      'Vous avez déjà un exercice de ce nom',
    );
    expectFailure(
      await edit(owner, mine.id, 'PUT', { ...valid, name: ' ' }),
      400,
      MESSAGES.exerciseNameRequired,
    );
    expectFailure(await edit(null, mine.id, 'PUT', valid), 401, MESSAGES.unauthorized);
    const same = await edit(owner, mine.id, 'PUT', {
      name: 'Rameur du garage',
      muscle_group: 'Dos',
      type: 'cardio',
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('supprimer : seulement s’il ne figure ni dans l’historique ni dans un programme', async () => {
    const owner = await registerMember(ctx.app);
    const other = await registerMember(ctx.app);
    const unused = (await post(owner, { name: 'Sans séance', muscle_group: 'Dos', type: 'force' })).json()
      .data;
    const logged = (await post(owner, { name: 'Déjà fait', muscle_group: 'Dos', type: 'force' })).json().data;
    await workout(owner, '2026-11-17T10:00:00Z', [set(logged.id, 1, 20, 10)]);
    expectFailure(await edit(owner, bench, 'DELETE'), 403, 'Action non autorisée');
    expectFailure(await edit(other, unused.id, 'DELETE'), 404, 'Exercice non trouvé');
    expectFailure(await edit(null, unused.id, 'DELETE'), 401, MESSAGES.unauthorized);
    expectFailure(
      await edit(owner, logged.id, 'DELETE'),
      409,
      'Cet exercice figure dans votre historique : il ne peut pas être supprimé, renommez-le si besoin',
    );
    const history = (await call(owner, `/api/exercises/${logged.id}/history`)).json().data as ExerciseHistory;
    expect(history.points.map((point) => point.volume_kg)).toEqual([200]);
    const removed = await edit(owner, unused.id, 'DELETE');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ success: true, data: { id: unused.id } });
    expect((await call(owner, '/api/exercises?q=sans seance')).json().data).toEqual([]);
    expectFailure(await edit(owner, unused.id, 'DELETE'), 404, 'Exercice non trouvé');
  });
});
