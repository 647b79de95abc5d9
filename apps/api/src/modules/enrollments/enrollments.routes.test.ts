import type { Enrollment, Participant, Session, UserProgram } from '@elan/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { createProgram, insertCompletion, registerMember } from '../../../test/factories.ts';
import { sessions } from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/db-errors.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

type Member = Awaited<ReturnType<typeof registerMember>>;
const call = (
  member: Member | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    ...(member ? { headers: member.auth } : {}),
    ...(payload ? { payload } : {}),
  });

const sessionsOf = (programId: number) =>
  ctx.db.select().from(sessions).where(eq(sessions.program_id, programId)).orderBy(asc(sessions.id));

const enroll = async (member: Member, programId: number) => {
  const response = await call(member, 'POST', '/api/enrollments', { program_id: programId });
  expect(response.statusCode).toBe(201);
  return response.json().data as Enrollment;
};

describe('inscriptions', () => {
  it('401 sans jeton', async () => {
    for (const [method, url] of [
      ['POST', '/api/enrollments'],
      ['DELETE', '/api/enrollments/1'],
      ['PUT', '/api/enrollments/1/status'],
      ['GET', '/api/enrollments/check/1'],
      ['GET', '/api/enrollments/program/1/users'],
      ['GET', '/api/enrollments/user/1/programs'],
      ['GET', '/api/enrollments/program/1/stats'],
    ] as const) {
      expectFailure(await call(null, method, url), 401, 'Authentification requise', `${method} ${url}`);
    }
  });

  it('inscrit, refuse la double inscription (409) et répond à check', async () => {
    const member = await registerMember(ctx.app);
    const program = await createProgram(ctx.app, member.auth);
    expect((await call(member, 'GET', `/api/enrollments/check/${program.id}`)).json().data).toEqual({
      enrolled: false,
      enrollment: null,
    });
    const enrollment = await enroll(member, program.id);
    expect(enrollment).toMatchObject({
      program_id: program.id,
      user_id: member.user.id,
      status: 'active',
      sessions_per_week: 3,
      training_days: [],
      time_slot_start: null,
      target_duration_minutes: 30,
    });
    const again = await call(member, 'POST', '/api/enrollments', { program_id: program.id });
    expectFailure(again, 409, 'Vous êtes déjà inscrit à ce programme');
    const check = (await call(member, 'GET', `/api/enrollments/check/${program.id}`)).json().data;
    expect(check).toMatchObject({ enrolled: true, enrollment: { id: enrollment.id } });
  });

  it('404 pour un programme inconnu, 400 sans program_id', async () => {
    const member = await registerMember(ctx.app);
    const missing = await call(member, 'POST', '/api/enrollments', { program_id: 999999 });
    expectFailure(missing, 404, 'Programme non trouvé');
    expectFailure(await call(member, 'POST', '/api/enrollments', {}), 400, 'Identifiant invalide');
  });

  it('403 si pas propriétaire : statut, planning et désinscription', async () => {
    const member = await registerMember(ctx.app);
    const intruder = await registerMember(ctx.app);
    const program = await createProgram(ctx.app, member.auth);
    const enrollment = await enroll(member, program.id);
    for (const [method, url, payload] of [
      ['PUT', `/api/enrollments/${enrollment.id}/status`, { status: 'paused' }],
      ['PUT', `/api/enrollments/${enrollment.id}/plan`, { sessions_per_week: 2 }],
      ['DELETE', `/api/enrollments/${enrollment.id}`, undefined],
    ] as const) {
      const response = await call(intruder, method, url, payload);
      expectFailure(response, 403, 'Action non autorisée');
    }
    expect(
      (await call(member, 'GET', `/api/enrollments/check/${program.id}`)).json().data.enrollment.status,
    ).toBe('active');
    expectFailure(await call(member, 'DELETE', '/api/enrollments/999999'), 404, 'Inscription introuvable');
  });

  it('change le statut (active|completed|paused|abandoned) et refuse le reste', async () => {
    const member = await registerMember(ctx.app);
    const program = await createProgram(ctx.app, member.auth);
    const enrollment = await enroll(member, program.id);
    for (const session of await sessionsOf(program.id)) {
      await insertCompletion(ctx.db, {
        user_id: member.user.id,
        program_id: program.id,
        session_id: session.id,
      });
    }
    for (const status of ['paused', 'completed', 'abandoned', 'active']) {
      const response = await call(member, 'PUT', `/api/enrollments/${enrollment.id}/status`, { status });
      expect(response.json().data.status).toBe(status);
    }
    const bad = await call(member, 'PUT', `/api/enrollments/${enrollment.id}/status`, { status: 'fini' });
    expectFailure(bad, 400, 'Statut invalide');
  });

  it('« terminé » seulement quand chaque séance du programme est faite (409 sinon, pas de badge)', async () => {
    const member = await registerMember(ctx.app);
    const program = await createProgram(ctx.app, member.auth);
    const added = await call(member, 'POST', '/api/sessions', { program_id: program.id, title: 'Séance B' });
    expect(added.statusCode).toBe(201);
    const [first, second] = await sessionsOf(program.id);
    const enrollment = await enroll(member, program.id);
    const markDone = () =>
      call(member, 'PUT', `/api/enrollments/${enrollment.id}/status`, { status: 'completed' });
    const notFinished = 'Terminez chaque séance du programme avant de le marquer comme terminé';
    expectFailure(await markDone(), 409, notFinished);
    // The same session twice is still one session of two.
    for (let time = 0; time < 2; time += 1) {
      await insertCompletion(ctx.db, {
        user_id: member.user.id,
        program_id: program.id,
        session_id: first!.id,
      });
    }
    expectFailure(await markDone(), 409, notFinished);
    const graduate = async () =>
      (
        (await call(member, 'GET', `/api/badges/user/${member.user.id}`)).json().data as {
          name: string;
          earned: number;
        }[]
      ).find((badge) => badge.name === 'Diplômé')?.earned;
    expect(await graduate()).toBe(0);
    await insertCompletion(ctx.db, {
      user_id: member.user.id,
      program_id: program.id,
      session_id: second!.id,
    });
    const done = await markDone();
    expect(done.statusCode).toBe(200);
    expect(done.json().data.status).toBe('completed');
    expect(await graduate()).toBe(1);
  });

  it('enregistre le planning et en vérifie les règles', async () => {
    const member = await registerMember(ctx.app);
    const program = await createProgram(ctx.app, member.auth);
    const enrollment = await enroll(member, program.id);
    const url = `/api/enrollments/${enrollment.id}/plan`;
    const saved = await call(member, 'PUT', url, {
      sessions_per_week: 4,
      training_days: [5, 1, 3],
      time_slot_start: '07:00',
      time_slot_end: '08:15',
      target_duration_minutes: 45,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      sessions_per_week: 4,
      training_days: [1, 3, 5],
      time_slot_start: '07:00:00',
      time_slot_end: '08:15:00',
      target_duration_minutes: 45,
    });
    for (const [payload, message] of [
      [{ sessions_per_week: 0 }, 'Le nombre de séances par semaine doit être compris entre 1 et 7'],
      [{ sessions_per_week: 8 }, 'Le nombre de séances par semaine doit être compris entre 1 et 7'],
      [
        { sessions_per_week: 3, time_slot_start: '09:00', time_slot_end: '08:00' },
        "L'heure de début doit précéder l'heure de fin",
      ],
      [
        { sessions_per_week: 3, time_slot_start: '09:00', time_slot_end: '09:00' },
        "L'heure de début doit précéder l'heure de fin",
      ],
      [{ sessions_per_week: 3, time_slot_start: '09:00' }, 'Indiquez une heure de début et une heure de fin'],
      [
        { sessions_per_week: 3, time_slot_start: '9h', time_slot_end: '10h' },
        'Heure invalide (format HH:MM)',
      ],
      [{ sessions_per_week: 3, training_days: [8] }, 'Trop grand : nombre doit être <=7'],
      [
        { sessions_per_week: 3, target_duration_minutes: 1000 },
        'La durée cible doit être comprise entre 5 et 300 minutes',
      ],
    ] as const) {
      const response = await call(member, 'PUT', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual({ success: false, error: message, message });
    }
    // The rejected attempts left the saved plan as it was.
    const check = (await call(member, 'GET', `/api/enrollments/check/${program.id}`)).json().data;
    expect(check.enrollment).toMatchObject({ sessions_per_week: 4, time_slot_end: '08:15:00' });
    const flexible = await call(member, 'PUT', url, {
      sessions_per_week: 2,
      time_slot_start: null,
      time_slot_end: null,
    });
    expect(flexible.json().data).toMatchObject({
      time_slot_start: null,
      time_slot_end: null,
      training_days: [],
    });
  });

  it('participants, statistiques et désinscription', async () => {
    const creator = await registerMember(ctx.app);
    const program = await createProgram(ctx.app, creator.auth);
    const [session] = (await call(creator, 'GET', `/api/sessions?program_id=${program.id}`)).json()
      .data as Session[];
    if (!session) throw new Error('no session');
    const members = [
      await registerMember(ctx.app, { first_name: 'Anna', last_name: 'A' }),
      await registerMember(ctx.app, { first_name: 'Bruno', last_name: 'B' }),
      await registerMember(ctx.app, { first_name: 'Chloé', last_name: 'C' }),
    ];
    const enrollments = [];
    for (const member of members) enrollments.push(await enroll(member, program.id));
    await insertCompletion(ctx.db, {
      user_id: members[0]!.user.id,
      program_id: program.id,
      session_id: session.id,
    });
    await insertCompletion(ctx.db, {
      user_id: members[0]!.user.id,
      program_id: program.id,
      session_id: session.id,
    });
    await insertCompletion(ctx.db, {
      user_id: members[1]!.user.id,
      program_id: program.id,
      session_id: session.id,
    });
    await call(members[2]!, 'PUT', `/api/enrollments/${enrollments[2]!.id}/status`, { status: 'paused' });

    const stats = (await call(creator, 'GET', `/api/enrollments/program/${program.id}/stats`)).json().data;
    expect(stats).toEqual({ active_users: 2, total_completions: 3 });
    const participants = (await call(creator, 'GET', `/api/enrollments/program/${program.id}/users`)).json()
      .data as Participant[];
    expect(participants.map((p) => [p.first_name, p.user_id, p.sessions_completed])).toEqual([
      ['Anna', members[0]!.user.id, 1],
      ['Bruno', members[1]!.user.id, 1],
    ]);

    expect((await call(members[0]!, 'DELETE', `/api/enrollments/${enrollments[0]!.id}`)).statusCode).toBe(
      200,
    );
    const after = (await call(creator, 'GET', `/api/enrollments/program/${program.id}/stats`)).json().data;
    expect(after).toEqual({ active_users: 1, total_completions: 3 });
    expectFailure(
      await call(creator, 'GET', '/api/enrollments/program/999999/stats'),
      404,
      'Programme non trouvé',
    );
  });

  it('programmes d’un membre : vue propre et vue d’un autre membre', async () => {
    const member = await registerMember(ctx.app);
    const viewer = await registerMember(ctx.app);
    const program = await createProgram(ctx.app, member.auth, { title: 'Plan perso', description: 'desc' });
    const enrollment = await enroll(member, program.id);
    const [session] = (await call(member, 'GET', `/api/sessions?program_id=${program.id}`)).json()
      .data as Session[];
    await insertCompletion(ctx.db, {
      user_id: member.user.id,
      program_id: program.id,
      session_id: session!.id,
    });
    const list = (await call(viewer, 'GET', `/api/enrollments/user/${member.user.id}/programs`)).json()
      .data as UserProgram[];
    expect(list).toEqual([
      {
        id: enrollment.id,
        enrollment_id: enrollment.id,
        program_id: program.id,
        title: 'Plan perso',
        program_title: 'Plan perso',
        description: 'desc',
        program_level: 'intermediate',
        status: 'active',
        sessions_completed: 1,
        total_sessions: 1,
        progress_percent: 100,
        duration_weeks: 6,
        enrolled_at: enrollment.enrolled_at,
      },
    ]);
    expect((await call(viewer, 'GET', '/api/enrollments/user/999999/programs')).json().data).toEqual([]);
  });

  it('progression tenue à jour : séances faites, refaites, supprimées, avant et après l’inscription', async () => {
    const member = await registerMember(ctx.app);
    const program = await createProgram(ctx.app, member.auth, { title: 'Trois séances' });
    for (const title of ['Jambes', 'Dos']) {
      const created = await call(member, 'POST', '/api/sessions', { program_id: program.id, title });
      expect(created.statusCode).toBe(201);
    }
    const other = await createProgram(ctx.app, member.auth, { title: 'Autre' });
    const [first, second, third] = await sessionsOf(program.id);
    const [elsewhere] = await sessionsOf(other.id);
    if (!first || !second || !third || !elsewhere) throw new Error('sessions missing');
    const save = async (programId: number, sessionId: number) => {
      const response = await call(member, 'POST', '/api/completions', {
        program_id: programId,
        session_id: sessionId,
        duration_minutes: 30,
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json().data as { id: number }).id;
    };
    const remove = async (id: number) =>
      expect((await call(member, 'DELETE', `/api/completions/${id}`)).statusCode).toBe(200);
    /** Each programme's figures as the API shows them, and as counted from the completions. */
    const figures = async () => {
      const list = (await call(member, 'GET', `/api/enrollments/user/${member.user.id}/programs`)).json()
        .data as UserProgram[];
      const counted = rowsOf<{ program_id: number; done: number; total: number }>(
        await ctx.db.execute(sql`select p.id as program_id,
            (select count(distinct c.session_id)::int from completions c
              where c.program_id = p.id and c.user_id = ${member.user.id}) as done,
            (select count(*)::int from sessions s where s.program_id = p.id) as total
          from programs p where p.id in (${program.id}, ${other.id})`),
      );
      const expected = new Map(
        counted.map(({ program_id, done, total }) => [
          program_id,
          [Math.min(done, total), total, total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0],
        ]),
      );
      for (const item of list)
        expect([item.sessions_completed, item.total_sessions, item.progress_percent]).toEqual(
          expected.get(item.program_id),
        );
      return Object.fromEntries(
        list.map((item) => [
          item.title,
          `${item.sessions_completed}/${item.total_sessions} ${item.progress_percent}`,
        ]),
      );
    };

    // Done before enrolling: counted from the enrolment on.
    const early = await save(program.id, first.id);
    await enroll(member, program.id);
    await enroll(member, other.id);
    expect(await figures()).toEqual({ 'Trois séances': '1/3 33', Autre: '0/1 0' });

    // A session done again counts once; another session and another programme count apart.
    const again = await save(program.id, first.id);
    expect(await figures()).toEqual({ 'Trois séances': '1/3 33', Autre: '0/1 0' });
    // Saved at the same time, two of them the same session: each transaction recounts at commit.
    const [, elsewhereDone] = await Promise.all([
      save(program.id, second.id),
      save(other.id, elsewhere.id),
      save(program.id, second.id),
    ]);
    expect(await figures()).toEqual({ 'Trois séances': '2/3 67', Autre: '1/1 100' });

    // Deleting one of two completions of a session keeps it; deleting the last one removes it.
    await remove(early);
    expect(await figures()).toEqual({ 'Trois séances': '2/3 67', Autre: '1/1 100' });
    await remove(again);
    expect(await figures()).toEqual({ 'Trois séances': '1/3 33', Autre: '1/1 100' });
    await remove(elsewhereDone);
    expect(await figures()).toEqual({ 'Trois séances': '1/3 33', Autre: '0/1 0' });

    // A deleted session leaves its completions without a session: no longer counted.
    await save(program.id, third.id);
    expect(await figures()).toEqual({ 'Trois séances': '2/3 67', Autre: '0/1 0' });
    expect((await call(member, 'DELETE', `/api/sessions/${third.id}`)).statusCode).toBe(200);
    expect(await figures()).toEqual({ 'Trois séances': '1/2 50', Autre: '0/1 0' });

    // Unenrolled then enrolled again: the history is counted again.
    const own = (await call(member, 'GET', `/api/enrollments/check/${program.id}`)).json().data as {
      enrollment: Enrollment;
    };
    expect((await call(member, 'DELETE', `/api/enrollments/${own.enrollment.id}`)).statusCode).toBe(200);
    await enroll(member, program.id);
    expect(await figures()).toEqual({ 'Trois séances': '1/2 50', Autre: '0/1 0' });
  });
});
