import {
  type Badge,
  type Completion,
  type CreatedCompletion,
  exerciseInstructionsSchema,
  type Session,
} from '@elan/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { createProgram, registerMember } from '../../../test/factories.ts';
import { exercises } from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/db-errors.ts';
import { seedCatalogue } from '../../seed/catalogue.ts';

/** Issue 13: free workouts (« Séance libre »), set types, RPE, timed sets and swaps in the log. */
type Member = Awaited<ReturnType<typeof registerMember>>;
let ctx: TestContext;

const call = (who: Member, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

const save = async (who: Member, payload: object) => {
  const response = await call(who, 'POST', '/api/completions', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as CreatedCompletion;
};

const clock = createTestClock('2026-11-18T11:00:00Z');
beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
});
afterAll(async () => ctx.close());

const set = (exercise_id: number, set_number: number, extra: object = {}) => ({
  exercise_id,
  set_number,
  reps: 8,
  weight_kg: 50,
  ...extra,
});

describe('séance libre', () => {
  it('sans programme : « Séance libre » ou le nom donné, dans les listes et le détail', async () => {
    const member = await registerMember(ctx.app);
    const free = await save(member, { duration_minutes: 25, sets: [set(1, 1), set(2, 1)] });
    expect(free).toMatchObject({
      program_id: null,
      session_id: null,
      program_title: 'Séance libre',
      session_title: 'Séance libre',
      duration_minutes: 25,
    });
    const named = await save(member, {
      program_id: null,
      session_id: null,
      session_title: '  Jambes du dimanche ',
      duration_minutes: 40,
    });
    expect(named).toMatchObject({ program_title: 'Séance libre', session_title: 'Jambes du dimanche' });
    const list = (await call(member, 'GET', `/api/completions/user/${member.user.id}`)).json()
      .data as Completion[];
    expect(list.map((row) => [row.program_id, row.program_title, row.session_title])).toEqual([
      [null, 'Séance libre', 'Jambes du dimanche'],
      [null, 'Séance libre', 'Séance libre'],
    ]);
    const detail = (await call(member, 'GET', `/api/completions/${free.id}`)).json().data;
    expect(detail.sets.map((row: { exercise_id: number }) => row.exercise_id)).toEqual([1, 2]);
  });

  it('compte pour la série de jours, les badges et l’objectif hebdomadaire', async () => {
    const member = await registerMember(ctx.app);
    const goalUrl = `/api/badges/user/${member.user.id}/weekly-goal`;
    expect((await call(member, 'POST', goalUrl, { goalType: 'sessions', goalTarget: 1 })).statusCode).toBe(
      200,
    );
    await save(member, { duration_minutes: 30 });
    const stats = (await call(member, 'GET', `/api/badges/user/${member.user.id}/stats`)).json().data;
    expect(stats).toMatchObject({
      current_streak: 1,
      longest_streak: 1,
      total_sessions: 1,
      total_minutes: 30,
    });
    const badges = (await call(member, 'GET', `/api/badges/user/${member.user.id}`)).json().data as Badge[];
    expect(badges.find((badge) => badge.name === 'Premier pas')?.earned).toBe(1);
    expect((await call(member, 'GET', goalUrl)).json().data).toMatchObject({
      current: 1,
      achieved: true,
    });
  });

  it('400 en français : programme sans séance, séance sans programme, nom trop long', async () => {
    const member = await registerMember(ctx.app);
    const program = await createProgram(ctx.app, member.auth, {}, [1]);
    const [session] = (await call(member, 'GET', `/api/sessions?program_id=${program.id}`)).json()
      .data as Session[];
    const pair = 'Indiquez le programme et sa séance, ou aucun des deux pour une séance libre';
    for (const [payload, message] of [
      [{ program_id: program.id }, pair],
      [{ session_id: session!.id }, pair],
      [{ program_id: null, session_id: session!.id }, pair],
      [{ session_title: 'x'.repeat(101) }, 'Le nom de la séance doit faire entre 1 et 100 caractères'],
      [{ session_title: '   ' }, 'Le nom de la séance doit faire entre 1 et 100 caractères'],
    ] as const) {
      const response = await call(member, 'POST', '/api/completions', { duration_minutes: 20, ...payload });
      expectFailure(response, 400, message, JSON.stringify(payload));
    }
    const other = await createProgram(ctx.app, member.auth, {}, [2]);
    expectFailure(
      await call(member, 'POST', '/api/completions', {
        program_id: other.id,
        session_id: session!.id,
        duration_minutes: 20,
      }),
      400,
      "Cette session n'appartient pas à ce programme",
    );
    const list = (await call(member, 'GET', `/api/completions/user/${member.user.id}`)).json().data;
    expect(list).toEqual([]);
  });
});

describe('journal de séries enrichi', () => {
  it('garde type, RPE, durée réelle et exercice remplacé, dans l’ordre du journal', async () => {
    const member = await registerMember(ctx.app);
    const created = await save(member, {
      duration_minutes: 20,
      sets: [
        set(1, 1, { set_type: 'warmup', weight_kg: 20 }),
        set(1, 2, { rpe: 8.5 }),
        set(1, 3, { set_type: 'drop', rpe: 10 }),
        set(3, 1, { set_type: 'failure', planned_exercise_id: 2 }),
        { exercise_id: 4, set_number: 1, reps: null, weight_kg: null, duration_seconds: 31 },
      ],
    });
    expect(
      created.sets.map((row) => [
        row.exercise_id,
        row.set_type,
        row.rpe,
        row.duration_seconds,
        row.planned_exercise_id,
      ]),
    ).toEqual([
      [1, 'warmup', null, null, null],
      [1, 'normal', 8.5, null, null],
      [1, 'drop', 10, null, null],
      [3, 'failure', null, null, 2],
      [4, 'normal', null, 31, null],
    ]);
  });

  it('400 en français : type de série, RPE hors bornes ou hors demi-pas, durée, exercice remplacé inconnu', async () => {
    const member = await registerMember(ctx.app);
    const rpe = 'Le RPE doit être compris entre 6 et 10, par pas de 0,5';
    for (const [extra, status, message] of [
      [{ set_type: 'superset' }, 400, 'Type de série invalide (échauffement, normale, dégressive ou échec)'],
      [{ rpe: 5.5 }, 400, rpe],
      [{ rpe: 10.5 }, 400, rpe],
      [{ rpe: 7.25 }, 400, rpe],
      [{ rpe: 'dur' }, 400, rpe],
      [{ duration_seconds: -1 }, 400, 'La durée de la série doit être comprise entre 0 et 3600 secondes'],
      [{ duration_seconds: 3601 }, 400, 'La durée de la série doit être comprise entre 0 et 3600 secondes'],
      [{ duration_seconds: 2.5 }, 400, 'La durée de la série doit être comprise entre 0 et 3600 secondes'],
      [{ planned_exercise_id: 0 }, 400, 'Identifiant invalide'],
      [{ planned_exercise_id: 999_999 }, 404, 'Exercice non trouvé'],
    ] as const) {
      const response = await call(member, 'POST', '/api/completions', {
        duration_minutes: 20,
        sets: [set(1, 1, extra)],
      });
      expectFailure(response, status, message, JSON.stringify(extra));
    }
  });

  it('les séries d’échauffement ne font ni record ni base, même après une suppression', async () => {
    const member = await registerMember(ctx.app);
    await save(member, { duration_minutes: 20, sets: [set(1, 1, { reps: 5, weight_kg: 100 })] });
    const heavyWarmUp = await save(member, {
      duration_minutes: 20,
      sets: [
        set(1, 1, { set_type: 'warmup', reps: 20, weight_kg: 140 }),
        set(1, 2, { reps: 5, weight_kg: 100 }),
      ],
    });
    expect(heavyWarmUp.records).toEqual([]);
    const beaten = await save(member, {
      duration_minutes: 20,
      sets: [set(1, 1, { reps: 5, weight_kg: 102.5 })],
    });
    expect(beaten.records.map((row) => [row.kind, row.value, row.previous])).toEqual([
      ['weight', 102.5, 100],
      ['one_rep_max', 119.6, 116.7],
    ]);
    // A deletion rebuilds the records from the log: the warm-up still does not count.
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/completions/${beaten.id}`, headers: member.auth }))
        .statusCode,
    ).toBe(200);
    const again = await save(member, {
      duration_minutes: 20,
      sets: [set(1, 1, { reps: 5, weight_kg: 101 })],
    });
    expect(again.records.map((row) => [row.kind, row.value, row.previous])).toEqual([
      ['weight', 101, 100],
      ['one_rep_max', 117.8, 116.7],
    ]);
  });
});

describe('exercice chronométré', () => {
  it('repos libre à la seconde avec une durée (intervalles), par pas de 15 s sans', async () => {
    const member = await registerMember(ctx.app);
    const program = await createProgram(ctx.app, member.auth, {}, [1]);
    const [session] = (await call(member, 'GET', `/api/sessions?program_id=${program.id}`)).json()
      .data as Session[];
    const add = (extra: object) =>
      call(member, 'POST', '/api/session-exercises', {
        session_id: session!.id,
        exercise_id: 2,
        sets: 8,
        ...extra,
      });
    expectFailure(await add({ rest_time_sec: 10 }), 400, 'Le repos doit être un multiple de 15 secondes');
    expectFailure(
      await add({ rest_time_sec: 301, duration_seconds: 20 }),
      400,
      'Le repos doit être compris entre 0 et 300 secondes',
    );
    const created = await add({ rest_time_sec: 10, duration_seconds: 20 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ rest_seconds: 10, duration_seconds: 20, sets: 8 });
  });
});

describe('recherche dans le catalogue', () => {
  it('sans accents ni majuscules, et par groupe musculaire', async () => {
    const member = await registerMember(ctx.app);
    const names = async (query: string) =>
      ((await call(member, 'GET', `/api/exercises?${query}`)).json().data as { name: string }[]).map(
        (row) => row.name,
      );
    expect(await names('q=DEVELOPPE')).toEqual([
      'Développé Arnold',
      'Développé couché',
      'Développé incliné haltères',
      'Développé militaire',
    ]);
    expect(await names('q=etirement%20des%20mollets')).toEqual(['Étirement des mollets']);
    expect(await names('muscle_group=Mollets')).toEqual([
      'Extensions mollets',
      'Mobilité des chevilles',
      'Étirement des mollets',
    ]);
    expect(await names('q=100%25')).toEqual([]);
    expectFailure(
      await call(member, 'GET', `/api/exercises?muscle_group=${'x'.repeat(61)}`),
      400,
      'Groupe musculaire invalide',
    );
  });
});

describe('instructions des exercices', () => {
  it('GET /api/exercises/{id} : mise en place, 3 à 5 étapes, deux erreurs, muscles ; chaque exercice du catalogue en a', async () => {
    const member = await registerMember(ctx.app);
    const [bench] = (await call(member, 'GET', '/api/exercises?q=developpe%20couche')).json().data as {
      id: number;
    }[];
    const detail = (await call(member, 'GET', `/api/exercises/${bench!.id}`)).json().data;
    expect(detail).toMatchObject({
      name: 'Développé couché',
      muscle_group: 'Pectoraux',
      instructions: {
        setup: 'Allongé sur le banc, yeux sous la barre, omoplates serrées, pieds à plat au sol.',
        mistakes: ['Faire rebondir la barre sur la poitrine.', 'Décoller les fesses du banc.'],
        primary_muscles: ['Pectoraux'],
        secondary_muscles: ['Triceps', 'Épaules'],
      },
    });
    expect(detail.instructions.steps).toHaveLength(4);
    const rows = await ctx.db
      .select({ name: exercises.name, instructions: exercises.instructions })
      .from(exercises);
    expect(rows.length).toBeGreaterThanOrEqual(123);
    for (const row of rows) {
      expect(exerciseInstructionsSchema.safeParse(row.instructions).success, row.name).toBe(true);
    }
    expectFailure(await call(member, 'GET', '/api/exercises/999999'), 404, 'Exercice non trouvé');
  });

  it('le catalogue remplit les lignes existantes, et un second passage n’écrit rien', async () => {
    await ctx.db.update(exercises).set({ instructions: null }).where(eq(exercises.name, 'Pompes'));
    await seedCatalogue(ctx.db);
    const [pushUp] = await ctx.db.select().from(exercises).where(eq(exercises.name, 'Pompes'));
    expect(pushUp?.instructions?.primary_muscles).toEqual(['Pectoraux']);
    const before = await ctx.db.execute(sql`select xmin::text as version, name from exercises order by id`);
    await seedCatalogue(ctx.db);
    const after = await ctx.db.execute(sql`select xmin::text as version, name from exercises order by id`);
    expect(rowsOf(after)).toEqual(rowsOf(before));
  });
});
