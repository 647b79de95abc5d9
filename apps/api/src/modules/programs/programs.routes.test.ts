import type { Program, Session, SessionExercise } from '@elan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { createProgram, insertCompletion, registerMember } from '../../../test/factories.ts';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerMember>>;
let other: Awaited<ReturnType<typeof registerMember>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  owner = await registerMember(ctx.app);
  other = await registerMember(ctx.app);
});
afterAll(async () => ctx.close());

const get = (url: string, auth = owner.auth) => ctx.app.inject({ method: 'GET', url, headers: auth });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, auth = owner.auth) =>
  ctx.app.inject({
    method,
    url,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('programmes', () => {
  it('401 sans jeton', async () => {
    for (const [method, url] of [
      ['GET', '/api/programs'],
      ['POST', '/api/programs'],
      ['GET', '/api/exercises'],
      ['GET', '/api/sessions?program_id=1'],
      ['GET', '/api/session-exercises?session_id=1'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expectFailure(response, 401, 'Authentification requise', `${method} ${url}`);
    }
  });

  it('liste le catalogue français, borné et paginé', async () => {
    const response = await get('/api/programs?limit=5');
    expect(response.statusCode).toBe(200);
    const programs = response.json().data as Program[];
    expect(programs).toHaveLength(5);
    expect(programs[0]).toMatchObject({ level: expect.any(String), session_count: expect.any(Number) });
    const all = (await get('/api/programs')).json().data as Program[];
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(new Set(all.map((program) => program.level))).toEqual(
      new Set(['beginner', 'intermediate', 'advanced']),
    );
    for (const program of all) expect(program.session_count).toBeGreaterThanOrEqual(3);
    const next = (await get('/api/programs?limit=5&offset=5')).json().data as Program[];
    expect(next.map((program) => program.id)).toEqual(all.slice(5, 10).map((program) => program.id));
    expectFailure(await get('/api/programs?limit=1000'), 400, 'Trop grand : nombre doit être <=100');
  });

  it('cherche sans tenir compte de la casse dans le titre ou la description', async () => {
    await createProgram(ctx.app, owner.auth, { title: 'Zèbre Volant', description: 'rien à voir' });
    await createProgram(ctx.app, owner.auth, { title: 'Autre', description: 'Un ZÈBRE caché ici' });
    const found = (await get('/api/programs?q=zèbre')).json().data as Program[];
    expect(found.map((program) => program.title).sort()).toEqual(['Autre', 'Zèbre Volant']);
    expect((await get('/api/programs?q=%25%25')).json().data).toEqual([]);
    expect((await get('/api/programs?q=introuvable-xyz')).json().data).toEqual([]);
  });

  it('filtre par créateur', async () => {
    const mine = await createProgram(ctx.app, other.auth, { title: 'Celui d’un autre' });
    const list = (await get(`/api/programs?created_by=${other.user.id}`)).json().data as Program[];
    expect(list.map((program) => program.id)).toEqual([mine.id]);
  });

  it('crée programme, « Session principale » et exercices en une seule requête', async () => {
    const program = await createProgram(ctx.app, owner.auth, {}, [3, 1, 2]);
    expect(program).toMatchObject({
      title: 'Mon programme',
      difficulty_level: 'intermediate',
      level: 'intermediate',
      duration_weeks: 6,
      created_by: owner.user.id,
      session_count: 1,
    });
    const sessions = (await get(`/api/sessions?program_id=${program.id}`)).json().data as Session[];
    expect(sessions).toEqual([
      expect.objectContaining({
        title: 'Session principale',
        order_index: 1,
        order: 1,
        day_number: 1,
        exercise_count: 3,
      }),
    ]);
    const items = (await get(`/api/session-exercises?session_id=${sessions[0]?.id}`)).json()
      .data as SessionExercise[];
    expect(
      items.map((item) => [item.exercise_id, item.order_index, item.sets, item.reps, item.rest_sec]),
    ).toEqual([
      [3, 1, 4, 10, 90],
      [1, 2, 4, 10, 90],
      [2, 3, 4, 10, 90],
    ]);
    expect(items[0]?.rest_seconds).toBe(90);
    expect(items[0]?.exercise_name).toEqual(expect.any(String));
  });

  it('applique les valeurs par défaut (4 semaines, débutant, 3×12, 60 s)', async () => {
    const response = await send('POST', '/api/programs', {
      title: 'Défauts',
      exercises: [{ exercise_id: 5 }],
    });
    expect(response.statusCode).toBe(201);
    const program = response.json().data as Program;
    expect(program).toMatchObject({ duration_weeks: 4, level: 'beginner', description: null, goal: null });
    const [session] = (await get(`/api/sessions?program_id=${program.id}`)).json().data as Session[];
    const [item] = (await get(`/api/session-exercises?session_id=${session?.id}`)).json()
      .data as SessionExercise[];
    expect(item).toMatchObject({ sets: 3, reps: 12, rest_sec: 60 });
  });

  it.each([
    [{ title: '' }, 400, 'Le titre est obligatoire'],
    [{ title: 'A', exercises: [] }, 400, 'Ajoutez au moins un exercice'],
    [
      { title: 'A', exercises: [{ exercise_id: 1 }, { exercise_id: 1 }] },
      400,
      'Cet exercice est déjà ajouté',
    ],
    [{ title: 'A', duration_weeks: 0 }, 400, 'La durée doit être comprise entre 1 et 52 semaines'],
    [{ title: 'A', duration_weeks: 53 }, 400, 'La durée doit être comprise entre 1 et 52 semaines'],
    [{ title: 'A', difficulty_level: 'pro' }, 400, 'Niveau invalide (débutant, intermédiaire ou avancé)'],
    [
      { title: 'A', exercises: [{ exercise_id: 1, sets: 0 }] },
      400,
      'Le nombre de séries doit être compris entre 1 et 10',
    ],
    [
      { title: 'A', exercises: [{ exercise_id: 1, reps: 101 }] },
      400,
      'Le nombre de répétitions doit être compris entre 1 et 100',
    ],
    [
      { title: 'A', exercises: [{ exercise_id: 1, rest_time_sec: 310 }] },
      400,
      'Le repos doit être compris entre 0 et 300 secondes',
    ],
    [
      { title: 'A', exercises: [{ exercise_id: 1, rest_time_sec: 20 }] },
      400,
      'Le repos doit être un multiple de 15 secondes',
    ],
    [{ title: 'A', exercises: [{ exercise_id: 999999 }] }, 404, 'Exercice non trouvé'],
  ])('refuse %o (%i) sans rien créer', async (payload, status, message) => {
    const before = (
      (await get(`/api/programs?created_by=${owner.user.id}&limit=100`)).json().data as Program[]
    ).length;
    const response = await send('POST', '/api/programs', payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, error: message, message });
    const after = (
      (await get(`/api/programs?created_by=${owner.user.id}&limit=100`)).json().data as Program[]
    ).length;
    expect(after).toBe(before);
  });

  it('404 « Programme non trouvé » et 400 pour un identifiant invalide', async () => {
    const missing = await get('/api/programs/999999');
    expectFailure(missing, 404, 'Programme non trouvé');
    expectFailure(await get('/api/programs/abc'), 400, 'Identifiant invalide');
    expectFailure(await get('/api/programs/-1'), 400, 'Identifiant invalide');
  });

  it('403 si pas propriétaire (modifier, supprimer), y compris un programme du catalogue', async () => {
    const program = await createProgram(ctx.app, owner.auth);
    const [catalogue] = (await get('/api/programs?limit=100'))
      .json()
      .data.filter(
        (item: Program) => item.created_by !== owner.user.id && item.created_by !== other.user.id,
      ) as Program[];
    for (const id of [program.id, catalogue?.id]) {
      const update = await send('PUT', `/api/programs/${id}`, { title: 'Piraté' }, other.auth);
      expectFailure(update, 403, 'Action non autorisée');
      expectFailure(
        await send('DELETE', `/api/programs/${id}`, undefined, other.auth),
        403,
        'Action non autorisée',
      );
    }
    expect((await get(`/api/programs/${program.id}`)).json().data.title).toBe('Mon programme');
  });

  it('modifie son programme', async () => {
    const program = await createProgram(ctx.app, owner.auth);
    const response = await send('PUT', `/api/programs/${program.id}`, {
      title: 'Renommé',
      difficulty_level: 'advanced',
      duration_weeks: 12,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ title: 'Renommé', level: 'advanced', duration_weeks: 12 });
    expectFailure(
      await send('PUT', `/api/programs/${program.id}`, { title: ' ' }),
      400,
      'Le titre est obligatoire',
    );
  });

  it('supprime programme, séances et exercices, mais garde l’historique des membres', async () => {
    const program = await createProgram(ctx.app, owner.auth);
    const [session] = (await get(`/api/sessions?program_id=${program.id}`)).json().data as Session[];
    if (!session) throw new Error('no session');
    const completion = await insertCompletion(ctx.db, {
      user_id: other.user.id,
      program_id: program.id,
      session_id: session.id,
    });
    const response = await send('DELETE', `/api/programs/${program.id}`);
    expect(response.statusCode).toBe(200);
    expectFailure(await get(`/api/programs/${program.id}`), 404, 'Programme non trouvé');
    expectFailure(await get(`/api/sessions/${session.id}`), 404, 'Session non trouvée');
    const { completions } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const [kept] = await ctx.db
      .select()
      .from(completions)
      .where(eq(completions.id, completion?.id ?? 0));
    expect(kept).toMatchObject({ program_id: null, session_id: null, program_title: 'Programme' });
  });
});

describe('exercices', () => {
  it('liste au moins 80 exercices en français et filtre par catégorie', async () => {
    const all = (await get('/api/exercises')).json().data as { name: string; category: string }[];
    expect(all.length).toBeGreaterThanOrEqual(80);
    expect(all.map((exercise) => exercise.name)).toEqual(
      expect.arrayContaining(['Pompes', 'Squat', 'Burpees']),
    );
    const cardio = (await get(`/api/exercises?category_id=${encodeURIComponent('Cardio')}`)).json().data as {
      category: string;
    }[];
    expect(cardio.length).toBeGreaterThan(0);
    expect(cardio.every((exercise) => exercise.category === 'Cardio')).toBe(true);
    expect((await get('/api/exercises/1')).json().data.id).toBe(1);
    expectFailure(await get('/api/exercises/999999'), 404, 'Exercice non trouvé');
  });
});

describe('séances et exercices de séance', () => {
  it('crée, modifie et supprime une séance (propriétaire seulement)', async () => {
    const program = await createProgram(ctx.app, owner.auth);
    const created = await send('POST', '/api/sessions', {
      program_id: program.id,
      title: 'Jambes',
      day_number: 3,
    });
    expect(created.statusCode).toBe(201);
    const session = created.json().data as Session & { program_title: string };
    expect(session).toMatchObject({
      title: 'Jambes',
      order_index: 2,
      day_number: 3,
      program_title: 'Mon programme',
    });
    const sessionCount = async () => (await get(`/api/programs/${program.id}`)).json().data.session_count;
    expect(await sessionCount()).toBe(2);

    expect(
      (await send('POST', '/api/sessions', { program_id: program.id, title: 'X' }, other.auth)).statusCode,
    ).toBe(403);
    expect((await send('PUT', `/api/sessions/${session.id}`, { title: 'Y' }, other.auth)).statusCode).toBe(
      403,
    );
    expectFailure(
      await send('DELETE', `/api/sessions/${session.id}`, undefined, other.auth),
      403,
      'Action non autorisée',
    );

    const updated = await send('PUT', `/api/sessions/${session.id}`, { title: 'Jambes lourdes', order: 5 });
    expect(updated.json().data).toMatchObject({ title: 'Jambes lourdes', order_index: 5 });
    expect((await send('DELETE', `/api/sessions/${session.id}`)).statusCode).toBe(200);
    expect(await sessionCount()).toBe(1);
    const missing = await get(`/api/sessions/${session.id}`);
    expectFailure(missing, 404, 'Session non trouvée');
  });

  it('404 pour une séance d’un programme inconnu, 400 sans titre', async () => {
    const response = await send('POST', '/api/sessions', { program_id: 999999, title: 'X' });
    expectFailure(response, 404, 'Programme non trouvé');
    expectFailure(await send('POST', '/api/sessions', { program_id: 1 }), 400, 'Le titre est obligatoire');
    expectFailure(await get('/api/sessions?program_id=999999'), 404, 'Programme non trouvé');
  });

  it('ajoute un exercice, refuse le doublon (409) et vérifie les bornes', async () => {
    const program = await createProgram(ctx.app, owner.auth, {}, [1]);
    const [session] = (await get(`/api/sessions?program_id=${program.id}`)).json().data as Session[];
    const add = (payload: object, auth = owner.auth) =>
      send('POST', '/api/session-exercises', { session_id: session?.id, ...payload }, auth);

    const created = await add({ exercise_id: 7, sets: 5, reps: 8, rest_time_sec: 45 });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      exercise_id: 7,
      sets: 5,
      reps: 8,
      rest_sec: 45,
      order_index: 2,
    });

    const duplicate = await add({ exercise_id: 7 });
    expectFailure(duplicate, 409, 'Cet exercice est déjà ajouté');
    expectFailure(
      await add({ exercise_id: 8, sets: 11 }),
      400,
      'Le nombre de séries doit être compris entre 1 et 10',
    );
    expectFailure(
      await add({ exercise_id: 8, rest_time_sec: 70 }),
      400,
      'Le repos doit être un multiple de 15 secondes',
    );
    expectFailure(await add({ exercise_id: 8 }, other.auth), 403, 'Action non autorisée');
    expectFailure(await add({ exercise_id: 999999 }), 404, 'Exercice non trouvé');
    const missingSession = await send('POST', '/api/session-exercises', {
      session_id: 999999,
      exercise_id: 1,
    });
    expectFailure(missingSession, 404, 'Session non trouvée');

    const id = created.json().data.id as number;
    expect((await send('DELETE', `/api/session-exercises/${id}`, undefined, other.auth)).statusCode).toBe(
      403,
    );
    expect((await send('DELETE', `/api/session-exercises/${id}`)).statusCode).toBe(200);
    expectFailure(await send('DELETE', `/api/session-exercises/${id}`), 404, 'Ressource introuvable');
  });
});
