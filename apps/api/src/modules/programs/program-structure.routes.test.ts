import {
  MESSAGES,
  type Program,
  type ProgramStructure,
  type PutProgramStructureBody,
  type SessionExercise,
} from '@elan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { createProgram, registerMember } from '../../../test/factories.ts';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerMember>>;
let other: Awaited<ReturnType<typeof registerMember>>;

beforeAll(async () => {
  ctx = await buildTestApp({ logger: { level: 'error' } });
  owner = await registerMember(ctx.app);
  other = await registerMember(ctx.app);
});
afterAll(async () => ctx.close());

type Auth = { authorization: string };
const get = (url: string, auth: Auth | null = owner.auth) =>
  ctx.app.inject({ method: 'GET', url, headers: auth ?? {} });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  auth: Auth | null = owner.auth,
) =>
  ctx.app.inject({
    method,
    url,
    headers: auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const structureOf = async (id: number, auth: Auth = owner.auth) => {
  const response = await get(`/api/programs/${id}/structure`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ProgramStructure;
};
const putStructure = (id: number, body: unknown, auth: Auth | null = owner.auth) =>
  send('PUT', `/api/programs/${id}/structure`, body, auth);

/** The PUT body that describes a structure as it is (ids kept). */
const bodyOf = (structure: ProgramStructure) => ({
  sessions: structure.sessions.map((session) => ({
    id: session.id,
    title: session.title,
    day_number: session.day_number,
    notes: session.notes,
    exercises: session.exercises.map(
      ({ exercise_name: _name, muscle_group: _group, ...exercise }) => exercise,
    ),
  })),
});

/** What a member sees of a structure, ids and dates aside: to compare two saves. */
const shapeOf = (structure: ProgramStructure) =>
  structure.sessions.map((session) => ({
    title: session.title,
    day_number: session.day_number,
    notes: session.notes,
    exercises: session.exercises.map(({ id: _id, ...exercise }) => exercise),
  }));

/** A push/pull split with a superset, a rep range, targets, notes and a progression rule. */
const split = (): PutProgramStructureBody => ({
  program: {
    title: 'Push pull',
    description: 'Deux séances',
    goal: 'Force',
    difficulty_level: 'advanced',
    duration_weeks: 8,
    deload_every_weeks: 4,
  },
  sessions: [
    {
      title: 'Poussée',
      day_number: 1,
      notes: 'Échauffement 10 minutes',
      exercises: [
        {
          exercise_id: 1,
          sets: 4,
          reps: 8,
          reps_max: 12,
          rest_time_sec: 90,
          target_weight_kg: 60,
          target_rpe: 8.5,
          notes: 'tempo 3-1-1',
          progression: { type: 'double', increment_kg: 2.5 },
        },
        { exercise_id: 2, sets: 3, reps: 10, superset_group: 1, rest_time_sec: 60 },
        { exercise_id: 3, sets: 3, reps: 12, superset_group: 1, rest_time_sec: 60 },
      ],
    },
    {
      title: 'Tirage',
      day_number: 4,
      exercises: [
        { exercise_id: 4, sets: 5, reps: 5, progression: { type: 'linear', increment_kg: 5 } },
        { exercise_id: 5, sets: 3, reps: 10, notes: 'prise serrée' },
      ],
    },
  ],
});

describe('GET/PUT /programs/{id}/structure', () => {
  it('aller-retour : ce qui est lu se réenregistre à l’identique', async () => {
    const program = await createProgram(ctx.app, owner.auth, {}, [1, 2]);
    const saved = await putStructure(program.id, split());
    expect(saved.statusCode, saved.body).toBe(200);
    const first = await structureOf(program.id);
    expect(saved.json().data).toEqual(first);
    expect(first.program).toMatchObject({
      id: program.id,
      title: 'Push pull',
      description: 'Deux séances',
      goal: 'Force',
      difficulty_level: 'advanced',
      duration_weeks: 8,
      deload_every_weeks: 4,
      created_by: owner.user.id,
      followers_count: 0,
    });
    expect(first.sessions.map((session) => [session.title, session.order_index, session.day_number])).toEqual(
      [
        ['Poussée', 1, 1],
        ['Tirage', 2, 4],
      ],
    );
    expect(first.sessions[0]?.exercises[0]).toMatchObject({
      exercise_id: 1,
      exercise_name: expect.any(String),
      reps: 8,
      reps_max: 12,
      target_weight_kg: 60,
      target_rpe: 8.5,
      notes: 'tempo 3-1-1',
      superset_group: null,
      progression: { type: 'double', increment_kg: 2.5 },
    });
    expect(first.sessions[1]?.exercises[1]).toMatchObject({
      reps_max: null,
      target_weight_kg: null,
      target_rpe: null,
      superset_group: null,
      progression: { type: 'none' },
    });

    const again = await putStructure(program.id, bodyOf(first));
    expect(again.statusCode, again.body).toBe(200);
    const second = await structureOf(program.id);
    expect({ ...second, program: { ...second.program, updated_at: '' } }).toEqual({
      ...first,
      program: { ...first.program, updated_at: '' },
    });
    // The programme's own fields are optional: a body of sessions alone leaves them.
    expect((await get(`/api/programs/${program.id}`)).json().data).toMatchObject({
      title: 'Push pull',
      session_count: 2,
    });
  });

  it('garde les ids envoyés, crée les autres, supprime les absents, réordonne sans conflit', async () => {
    const program = await createProgram(ctx.app, owner.auth, {}, [1, 2]);
    await putStructure(program.id, split());
    const before = await structureOf(program.id);
    const [push, pull] = before.sessions;
    if (!push || !pull) throw new Error('two sessions expected');
    // Pull first, its two exercises swapped and exercise 5 replaced by exercise 4's place; push
    // removed; a new session; the exercises of push (1, 2, 3) reused in the new session.
    const body = {
      sessions: [
        {
          id: pull.id,
          title: 'Tirage lourd',
          day_number: 2,
          exercises: [
            { ...bodyOf(before).sessions[1]?.exercises[1], exercise_id: 4 },
            { ...bodyOf(before).sessions[1]?.exercises[0], exercise_id: 5 },
          ],
        },
        {
          title: 'Jambes',
          day_number: 5,
          exercises: [{ exercise_id: 3 }, { exercise_id: 2 }, { exercise_id: 1 }],
        },
      ],
    };
    const response = await putStructure(program.id, body);
    expect(response.statusCode, response.body).toBe(200);
    const after = await structureOf(program.id);
    expect(after.sessions.map((session) => session.title)).toEqual(['Tirage lourd', 'Jambes']);
    expect(after.sessions[0]?.id).toBe(pull.id);
    expect(after.sessions[0]?.exercises.map((item) => [item.id, item.exercise_id])).toEqual([
      [pull.exercises[1]?.id, 4],
      [pull.exercises[0]?.id, 5],
    ]);
    expect(after.sessions[1]?.exercises.map((item) => item.exercise_id)).toEqual([3, 2, 1]);
    expectFailure(await get(`/api/sessions/${push.id}`), 404, 'Session non trouvée');
    expect((await get(`/api/programs/${program.id}`)).json().data.session_count).toBe(2);
    // GET /session-exercises reads the same rows, with the new fields.
    const listed = (await get(`/api/session-exercises?session_id=${pull.id}`)).json()
      .data as SessionExercise[];
    expect(listed.map((item) => item.exercise_id)).toEqual([4, 5]);
  });

  it('401 sans jeton, 403 à un autre membre, 404 pour un programme inconnu', async () => {
    const program = await createProgram(ctx.app, owner.auth);
    const before = await structureOf(program.id);
    expectFailure(await get(`/api/programs/${program.id}/structure`, null), 401, 'Authentification requise');
    expectFailure(await putStructure(program.id, split(), null), 401, 'Authentification requise');
    // Another member reads a public member's programme, and cannot change it.
    expect((await structureOf(program.id, other.auth)).sessions).toEqual(before.sessions);
    expectFailure(await putStructure(program.id, split(), other.auth), 403, 'Action non autorisée');
    expectFailure(await get('/api/programs/999999/structure'), 404, 'Programme non trouvé');
    expectFailure(await putStructure(999999, split()), 404, 'Programme non trouvé');
    expect(await structureOf(program.id)).toEqual(before);
  });

  it('un programme d’un membre privé : ses amis seulement', async () => {
    const shy = await registerMember(ctx.app);
    const program = await createProgram(ctx.app, shy.auth);
    await send('PUT', `/api/users/${shy.user.id}`, { is_private: true }, shy.auth);
    expectFailure(await get(`/api/programs/${program.id}/structure`, other.auth), 403, 'Ce profil est privé');
    expectFailure(
      await send('POST', `/api/programs/${program.id}/copy`, undefined, other.auth),
      403,
      'Ce profil est privé',
    );
    expect((await get(`/api/programs/${program.id}/structure`, shy.auth)).statusCode).toBe(200);
  });

  const long = (length: number) => 'x'.repeat(length);
  const withExercise = (change: Record<string, unknown>) => {
    const body = split();
    const [session] = body.sessions;
    if (session) session.exercises[0] = { ...session.exercises[0], exercise_id: 1, ...change };
    return body;
  };
  const withSession = (change: Record<string, unknown>) => {
    const body = split();
    body.sessions[0] = {
      ...split().sessions[0],
      title: 'Poussée',
      exercises: [{ exercise_id: 1 }],
      ...change,
    };
    return body;
  };
  const withProgram = (change: Record<string, unknown>) => ({
    ...split(),
    program: { ...split().program, ...change },
  });
  const manyExercises = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ exercise_id: index + 1 }));

  it.each([
    ['sans séance', { sessions: [] }, MESSAGES.sessionsPerProgramMin],
    [
      '15 séances',
      {
        sessions: Array.from({ length: 15 }, (_, i) => ({ title: `S${i}`, exercises: [{ exercise_id: 1 }] })),
      },
      MESSAGES.sessionsPerProgramMax,
    ],
    ['21 exercices', withSession({ exercises: manyExercises(21) }), MESSAGES.exercisesPerSessionMax],
    ['séance vide', withSession({ exercises: [] }), MESSAGES.exerciseRequired],
    ['titre de séance vide', withSession({ title: ' ' }), MESSAGES.titleRequired],
    [
      'titre de séance trop long',
      withSession({ title: long(121) }),
      'Le titre ne doit pas dépasser 120 caractères',
    ],
    ['jour 8', withSession({ day_number: 8 }), MESSAGES.dayOfWeekRange],
    ['jour 0', withSession({ day_number: 0 }), MESSAGES.dayOfWeekRange],
    ['notes de séance trop longues', withSession({ notes: long(2001) }), MESSAGES.sessionNotesTooLong],
    ['11 séries', withExercise({ sets: 11 }), MESSAGES.setsRange],
    ['0 répétition', withExercise({ reps: 0, reps_max: null }), MESSAGES.repsRange],
    ['101 répétitions au maximum', withExercise({ reps_max: 101 }), MESSAGES.repsRange],
    ['maximum sous le minimum', withExercise({ reps: 10, reps_max: 8 }), MESSAGES.repsMaxBelowMin],
    [
      'durée 3601 s',
      withExercise({ duration_seconds: 3601, progression: { type: 'none' } }),
      MESSAGES.durationSecondsRange,
    ],
    ['repos 301 s', withExercise({ rest_time_sec: 301 }), MESSAGES.restRange],
    ['repos 70 s', withExercise({ rest_time_sec: 70 }), MESSAGES.restStep],
    ['charge cible 501 kg', withExercise({ target_weight_kg: 501 }), MESSAGES.targetWeightRange],
    ['charge cible négative', withExercise({ target_weight_kg: -1 }), MESSAGES.targetWeightRange],
    ['RPE cible 7,3', withExercise({ target_rpe: 7.3 }), MESSAGES.targetRpeRange],
    ['RPE cible 5', withExercise({ target_rpe: 5 }), MESSAGES.targetRpeRange],
    ['note de 501 caractères', withExercise({ notes: long(501) }), MESSAGES.exerciseNotesTooLong],
    ['groupe 0', withExercise({ superset_group: 0 }), MESSAGES.supersetGroupInvalid],
    ['progression inconnue', withExercise({ progression: { type: 'magique' } }), MESSAGES.progressionInvalid],
    [
      'incrément 25 kg',
      withExercise({ progression: { type: 'linear', increment_kg: 25 } }),
      MESSAGES.incrementRange,
    ],
    [
      'pourcentage 30',
      withExercise({ progression: { type: 'percent_1rm', percent: 30 } }),
      MESSAGES.percentRange,
    ],
    [
      'progression d’un exercice chronométré',
      withExercise({ duration_seconds: 30, progression: { type: 'linear', increment_kg: 2.5 } }),
      MESSAGES.progressionOnTimed,
    ],
    [
      'exercice en double',
      withSession({ exercises: [{ exercise_id: 1 }, { exercise_id: 1 }] }),
      MESSAGES.exerciseDuplicate,
    ],
    [
      'superset coupé',
      withSession({
        exercises: [
          { exercise_id: 1, superset_group: 1 },
          { exercise_id: 2 },
          { exercise_id: 3, superset_group: 1 },
        ],
      }),
      MESSAGES.supersetSplit,
    ],
    ['titre de programme vide', withProgram({ title: '' }), MESSAGES.titleRequired],
    ['niveau inconnu', withProgram({ difficulty_level: 'expert' }), MESSAGES.levelInvalid],
    ['53 semaines', withProgram({ duration_weeks: 53 }), MESSAGES.durationWeeksRange],
    ['décharge toutes les 2 semaines', withProgram({ deload_every_weeks: 2 }), MESSAGES.deloadEveryRange],
    ['séances qui ne sont pas une liste', { sessions: 'Poussée' }, MESSAGES.invalidRequest],
  ])('400 : %s', async (_label, body, message) => {
    const program = await createProgram(ctx.app, owner.auth);
    const before = await structureOf(program.id);
    expectFailure(await putStructure(program.id, body), 400, message);
    expect(await structureOf(program.id)).toEqual(before);
  });

  it('refuse les ids d’un autre programme ou d’une autre séance, sans rien changer', async () => {
    const mine = await createProgram(ctx.app, owner.auth, {}, [1, 2]);
    await putStructure(mine.id, split());
    const foreign = await structureOf((await createProgram(ctx.app, other.auth, {}, [1, 2])).id, other.auth);
    const before = await structureOf(mine.id);
    const body = bodyOf(before);
    const foreignSession = foreign.sessions[0];
    const [push, pull] = body.sessions;
    if (!foreignSession || !push || !pull) throw new Error('sessions expected');

    expectFailure(
      await putStructure(mine.id, { sessions: [push, { ...pull, id: foreignSession.id }] }),
      400,
      MESSAGES.sessionNotInProgram,
    );
    expectFailure(
      await putStructure(mine.id, {
        sessions: [
          push,
          { ...pull, exercises: [{ ...pull.exercises[0], id: foreignSession.exercises[0]?.id }] },
        ],
      }),
      400,
      MESSAGES.sessionExerciseNotInSession,
    );
    // An exercise of push sent within pull: it belongs to another session.
    expectFailure(
      await putStructure(mine.id, {
        sessions: [
          { ...push, exercises: push.exercises.slice(1) },
          { ...pull, exercises: [push.exercises[0], ...pull.exercises] },
        ],
      }),
      400,
      MESSAGES.sessionExerciseNotInSession,
    );
    // A new session cannot take an existing exercise row.
    expectFailure(
      await putStructure(mine.id, {
        sessions: [push, { title: 'Nouvelle', exercises: [pull.exercises[0]] }],
      }),
      400,
      MESSAGES.sessionExerciseNotInSession,
    );
    expect(await structureOf(mine.id)).toEqual(before);
  });

  it('un enregistrement refusé au milieu ne change rien (exercice inconnu ou d’un autre membre)', async () => {
    const program = await createProgram(ctx.app, owner.auth, {}, [1, 2]);
    await putStructure(program.id, split());
    const before = await structureOf(program.id);
    const othersOwn = await send(
      'POST',
      '/api/exercises',
      { name: 'Tirage secret', muscle_group: 'Dos', type: 'force' },
      other.auth,
    );
    expect(othersOwn.statusCode, othersOwn.body).toBe(201);
    for (const exerciseId of [999999, othersOwn.json().data.id as number]) {
      const body = split();
      body.sessions[0] = { title: 'Changée', exercises: [{ exercise_id: 9 }] };
      body.sessions[1]?.exercises.push({ exercise_id: exerciseId });
      expectFailure(await putStructure(program.id, body), 404, MESSAGES.exerciseNotFound);
      expect(await structureOf(program.id)).toEqual(before);
    }
    // The member's own exercise is theirs to use.
    const mineOwn = await send('POST', '/api/exercises', {
      name: 'Mon curl',
      muscle_group: 'Biceps',
      type: 'force',
    });
    const body = split();
    body.sessions[1]?.exercises.push({ exercise_id: mineOwn.json().data.id as number });
    expect((await putStructure(program.id, body)).statusCode).toBe(200);
  });

  it('deux enregistrements simultanés : le dernier gagne en entier, jamais un mélange', async () => {
    const program = await createProgram(ctx.app, owner.auth, {}, [1, 2]);
    const a: PutProgramStructureBody = split();
    const b: PutProgramStructureBody = {
      sessions: [
        {
          title: 'Haut',
          day_number: 2,
          exercises: [
            { exercise_id: 6 },
            { exercise_id: 7, superset_group: 3 },
            { exercise_id: 8, superset_group: 3 },
          ],
        },
        { title: 'Bas', day_number: 3, exercises: [{ exercise_id: 9, reps: 6, reps_max: 8 }] },
        { title: 'Complet', day_number: 6, exercises: [{ exercise_id: 10 }] },
      ],
    };
    for (let round = 0; round < 4; round += 1) {
      const [first, second] = await Promise.all([putStructure(program.id, a), putStructure(program.id, b)]);
      expect(first?.statusCode, first?.body).toBe(200);
      expect(second?.statusCode, second?.body).toBe(200);
      const answers = [first, second].map((response) => shapeOf(response?.json().data as ProgramStructure));
      const now = shapeOf(await structureOf(program.id));
      expect(answers).toContainEqual(now);
      expect(answers[0]).not.toEqual(answers[1]);
    }
    expect((await get(`/api/programs/${program.id}`)).json().data.session_count).toBe(
      (await structureOf(program.id)).sessions.length,
    );
  });

  it('deux enregistrements simultanés qui gardent chacun une séance que l’autre retire : un seul passe, entier', async () => {
    for (let round = 0; round < 4; round += 1) {
      const program = await createProgram(ctx.app, owner.auth, {}, [1, 2]);
      await putStructure(program.id, split());
      const [push, pull] = bodyOf(await structureOf(program.id)).sessions;
      if (!push || !pull) throw new Error('sessions expected');
      const keepPush = { sessions: [push, { title: 'Jambes', exercises: [{ exercise_id: 9 }] }] };
      const keepPull = { sessions: [{ title: 'Bras', exercises: [{ exercise_id: 10 }] }, pull] };
      const responses = await Promise.all([
        putStructure(program.id, keepPush),
        putStructure(program.id, keepPull),
      ]);
      const statuses = responses.map((response) => response.statusCode);
      expect([...statuses].sort(), responses.map((response) => response.body).join('\n')).toEqual([200, 400]);
      const refused = responses.find((response) => response.statusCode === 400);
      if (refused) expectFailure(refused, 400, MESSAGES.sessionNotInProgram);
      const winner = responses.find((response) => response.statusCode === 200);
      expect(await structureOf(program.id)).toEqual(winner?.json().data);
    }
  });
});

describe('POST /programs/{id}/copy', () => {
  it('copie tout pour l’appelant, sans toucher l’original', async () => {
    const program = await createProgram(ctx.app, owner.auth, {}, [1, 2]);
    await putStructure(program.id, split());
    const original = await structureOf(program.id);

    const response = await send('POST', `/api/programs/${program.id}/copy`, undefined, other.auth);
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json().data as Program;
    expect(copy).toMatchObject({
      title: 'Push pull (copie)',
      created_by: other.user.id,
      session_count: 2,
      difficulty_level: 'advanced',
    });
    expect(copy.id).not.toBe(program.id);
    const copied = await structureOf(copy.id, other.auth);
    expect(copied.program).toMatchObject({
      description: 'Deux séances',
      goal: 'Force',
      duration_weeks: 8,
      deload_every_weeks: 4,
      followers_count: 0,
    });
    expect(shapeOf(copied)).toEqual(shapeOf(original));
    const originalIds = new Set(
      original.sessions.flatMap((session) => [session.id, ...session.exercises.map((e) => e.id)]),
    );
    for (const session of copied.sessions) {
      expect(originalIds.has(session.id)).toBe(false);
      for (const exercise of session.exercises) expect(originalIds.has(exercise.id)).toBe(false);
    }
    expect(await structureOf(program.id)).toEqual(original);
    // The copy is its new owner's to edit, and the original's creator's no longer.
    expect((await putStructure(copy.id, bodyOf(copied), other.auth)).statusCode).toBe(200);
    expectFailure(await putStructure(copy.id, bodyOf(copied)), 403, 'Action non autorisée');
  });

  it('coupe le titre pour tenir dans 120 caractères ; 404 et 401', async () => {
    const title = `${'Programme très long '.repeat(6)}`.slice(0, 120);
    const program = await createProgram(ctx.app, owner.auth, { title });
    const response = await send('POST', `/api/programs/${program.id}/copy`);
    expect(response.statusCode, response.body).toBe(201);
    const copyTitle = (response.json().data as Program).title;
    expect(copyTitle.length).toBeLessThanOrEqual(120);
    expect(copyTitle.endsWith(' (copie)')).toBe(true);
    expect(title.startsWith(copyTitle.slice(0, -' (copie)'.length))).toBe(true);
    expectFailure(await send('POST', '/api/programs/999999/copy'), 404, 'Programme non trouvé');
    expectFailure(
      await send('POST', `/api/programs/${program.id}/copy`, undefined, null),
      401,
      'Authentification requise',
    );
  });
});

describe('suppressions et historique', () => {
  const complete = async (programId: number, sessionId: number) => {
    const response = await send(
      'POST',
      '/api/completions',
      { program_id: programId, session_id: sessionId, duration_minutes: 30, sets: [] },
      other.auth,
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  };
  const completionOf = async (id: number) => {
    const response = await get(`/api/completions/${id}`, other.auth);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { program_title: string; session_title: string };
  };

  it('une séance retirée par une modification garde ses séances faites lisibles, titrées', async () => {
    const program = await createProgram(ctx.app, owner.auth, {}, [1, 2]);
    await putStructure(program.id, split());
    const before = await structureOf(program.id);
    const [push, pull] = bodyOf(before).sessions;
    if (!push || !pull) throw new Error('sessions expected');
    const completionId = await complete(program.id, push.id);
    expect((await putStructure(program.id, { sessions: [pull] })).statusCode).toBe(200);
    expect(await completionOf(completionId)).toMatchObject({
      program_title: 'Push pull',
      session_title: 'Poussée',
    });
  });

  it('DELETE /programs/{id} : créateur seulement ; les séances faites restent lisibles, les inscriptions partent', async () => {
    const program = await createProgram(ctx.app, owner.auth, { title: 'À supprimer' }, [1, 2]);
    const [session] = (await structureOf(program.id)).sessions;
    if (!session) throw new Error('session expected');
    const enrolment = await send('POST', '/api/enrollments', { program_id: program.id }, other.auth);
    expect(enrolment.statusCode, enrolment.body).toBe(201);
    expect((await structureOf(program.id)).program.followers_count).toBe(1);
    const completionId = await complete(program.id, session.id);

    expectFailure(
      await send('DELETE', `/api/programs/${program.id}`, undefined, other.auth),
      403,
      'Action non autorisée',
    );
    const removed = await send('DELETE', `/api/programs/${program.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ success: true, data: { id: program.id } });
    expectFailure(await get(`/api/programs/${program.id}/structure`), 404, 'Programme non trouvé');
    expect(await completionOf(completionId)).toMatchObject({
      program_title: 'À supprimer',
      session_title: 'Session principale',
    });
    const check = await get(`/api/enrollments/check/${program.id}`, other.auth);
    expect(check.json().data).toMatchObject({ enrolled: false });
    expectFailure(await send('DELETE', `/api/programs/${program.id}`), 404, 'Programme non trouvé');
  });
});

describe('les écritures d’avant l’éditeur', () => {
  it('la modale et POST /session-exercises laissent les nouveaux champs vides', async () => {
    const program = await createProgram(ctx.app, owner.auth, {}, [1]);
    const [session] = (await structureOf(program.id)).sessions;
    if (!session) throw new Error('session expected');
    const added = await send('POST', '/api/session-exercises', { session_id: session.id, exercise_id: 2 });
    expect(added.statusCode, added.body).toBe(201);
    const structure = await structureOf(program.id);
    expect(structure.program.deload_every_weeks).toBeNull();
    for (const exercise of structure.sessions[0]?.exercises ?? [])
      expect(exercise).toMatchObject({
        reps_max: null,
        target_weight_kg: null,
        target_rpe: null,
        notes: null,
        superset_group: null,
        progression: { type: 'none' },
      });
    expect(structure.sessions[0]?.exercises).toHaveLength(2);
  });
});
