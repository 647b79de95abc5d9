import type {
  CreatedCompletion,
  Enrollment,
  FeedPage,
  ScheduledItem,
  Session,
  SessionExercise,
} from '@elan/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { countStatements, type StatementCounter } from '../test/count-statements.ts';
import { createProgram, insertCompletion, registerMember } from '../test/factories.ts';

/**
 * Issue 8, item 6: each statement is a round trip to the server, so the hot requests have a
 * budget. Counted: every statement the request sends, `begin` and `commit` included (see
 * test/count-statements.ts), and the bearer token's version check (one primary-key read of
 * `users`, decision 022) on every authenticated request.
 */
type Member = Awaited<ReturnType<typeof registerMember>>;
let ctx: TestContext;
let counter: StatementCounter;
let member: Member;
const programs: { id: number; sessionIds: number[]; exerciseIds: number[] }[] = [];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who = member) =>
  ctx.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

/** A photo uploaded through the API, as the session summary does before saving. */
async function uploadPhoto() {
  const boundary = '----elan-budget-boundary';
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff6b35' } })
    .jpeg()
    .toBuffer();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/uploads/session-photo',
    headers: { ...member.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json().data as { url: string }).url;
}

/** A programme of four sessions, the member enrolled in it with a plan for every day. */
async function enrolledProgramme(title: string, exerciseIds: number[]) {
  const program = await createProgram(ctx.app, member.auth, { title }, exerciseIds);
  for (const name of ['B', 'C', 'D']) {
    await call('POST', '/api/sessions', { program_id: program.id, title: `${title} ${name}` });
  }
  const sessions = (await call('GET', `/api/sessions?program_id=${program.id}`)).json().data as Session[];
  const enrollment = (await call('POST', '/api/enrollments', { program_id: program.id })).json()
    .data as Enrollment;
  await call('PUT', `/api/enrollments/${enrollment.id}/plan`, {
    sessions_per_week: 4,
    target_duration_minutes: 45,
    time_slot_start: '07:00',
    time_slot_end: '08:00',
  });
  const main = sessions[0]!;
  const items = (await call('GET', `/api/session-exercises?session_id=${main.id}`)).json()
    .data as SessionExercise[];
  programs.push({
    id: program.id,
    sessionIds: sessions.map((session) => session.id),
    exerciseIds: items.map((item) => item.exercise_id),
  });
}

beforeAll(async () => {
  ctx = await buildTestApp();
  counter = countStatements(ctx.db);
  member = await registerMember(ctx.app);
  await enrolledProgramme('Force', [1, 2, 3]);
  await enrolledProgramme('Cardio', [4, 5]);
  await enrolledProgramme('Souplesse', [6]);
  // A history: a few weeks of sessions across the programmes, the last one today.
  const now = Date.now();
  for (let day = 20; day >= 0; day -= 1) {
    const program = programs[day % programs.length]!;
    await insertCompletion(ctx.db, {
      user_id: member.user.id,
      program_id: program.id,
      session_id: program.sessionIds[day % program.sessionIds.length]!,
      completed_at: new Date(now - day * 86_400_000 - 60_000),
    });
  }
  // Other members in the same programme: the stats count them.
  for (let index = 0; index < 3; index += 1) {
    const other = await registerMember(ctx.app);
    await call('POST', '/api/enrollments', { program_id: programs[0]!.id }, other);
  }
});
afterAll(async () => {
  counter.stop();
  await ctx.close();
});

describe('budget de requêtes SQL', () => {
  it('GET /api/schedule/daily : au plus 2 requêtes, plusieurs programmes', async () => {
    const { result, statements } = await counter.measure(() => call('GET', '/api/schedule/daily'));
    expect(result.statusCode, result.body).toBe(200);
    expect((result.json().data as ScheduledItem[]).length).toBe(3);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(2);
  });

  it('GET /api/schedule/next-session/{id} : au plus 4 requêtes quel que soit le nombre de séances (issue 29)', async () => {
    const program = programs[0]!;
    const { result, statements } = await counter.measure(() =>
      call('GET', `/api/schedule/next-session/${program.id}`),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().data).toMatchObject({ exercise_count: expect.any(Number) });
    // The programme's four sessions, their exercises and this week's completions: three reads and the token.
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(4);
  });

  it('les appels badges du tableau de bord : une lecture préparée chacun (plus la version du jeton, si elle n’est pas connue)', async () => {
    for (const path of ['overview', 'stats', 'weekly-goal', 'history?limit=3']) {
      const { result, statements } = await counter.measure(() =>
        call('GET', `/api/badges/user/${member.user.id}/${path}`),
      );
      expect(result.statusCode, result.body).toBe(200);
      // Decision 041: the token check reads the database only when this process does not know the version.
      const reads = statements.filter((statement) => !statement.includes('"token_version", "is_system"'));
      expect(reads.length, statements.join('\n')).toBe(1);
      expect(statements.length - reads.length).toBeLessThanOrEqual(1);
    }
  });

  it('GET /api/social/feed : au plus 2 requêtes (la version du jeton, puis le verrou et la page ensemble)', async () => {
    const { result, statements } = await counter.measure(() => call('GET', '/api/social/feed?limit=50'));
    expect(result.statusCode, result.body).toBe(200);
    const page = result.json().data as FeedPage;
    // Open (a session today): the member's own events (programmes started, badges), newest first.
    expect(page.locked).toBe(false);
    expect(page.next_before).toBeNull();
    expect(page.feed.map((event) => event.message)).toEqual([
      'A commencé le programme « Souplesse »',
      'A commencé le programme « Cardio »',
      'A commencé le programme « Force »',
      'A débloqué le badge « Embarqué »',
      'A débloqué le badge « Architecte »',
    ]);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(2);
  });

  it('GET /api/enrollments/program/{id}/stats : au plus 2 requêtes', async () => {
    const { result, statements } = await counter.measure(() =>
      call('GET', `/api/enrollments/program/${programs[0]!.id}/stats`),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().data).toEqual({ active_users: 4, total_completions: 7 });
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(2);
  });

  // Issue 16: the dashboard's reads and the member list, each one prepared statement after the token's.
  it.each([
    ['/api/enrollments/user/{id}/programs', 3],
    ['/api/completions/user/{id}?limit=100', 21],
    ['/api/completions/user/{id}?limit=5', 5],
    ['/api/completions/user/{id}?limit=10', 10],
    ['/api/push/notifications?limit=20', 2],
  ])('GET %s : au plus 2 requêtes', async (template, rows) => {
    const url = template.replace('{id}', String(member.user.id));
    const { result, statements } = await counter.measure(() => call('GET', url));
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().data).toHaveLength(rows);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(2);
  });

  it('GET /api/schedule/weekly-stats : au plus 2 requêtes', async () => {
    const { result, statements } = await counter.measure(() => call('GET', '/api/schedule/weekly-stats'));
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().data).toEqual({
      sessions_this_week: 7,
      total_minutes_this_week: 210,
      programs_active_this_week: 3,
      // Inserted straight in the table: no calories estimated (issue 33).
      calories_this_week: 0,
    });
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(2);
  });

  it('POST /api/completions : au plus 11 requêtes (10 + la version du jeton) pour 10 séries, une photo, des records et des badges', async () => {
    const [force] = programs;
    const payload = (weight: number, minutes: number) => ({
      program_id: force!.id,
      session_id: force!.sessionIds[0],
      duration_minutes: minutes,
      feeling: 'good',
      notes: 'Bonne séance',
      sets: Array.from({ length: 10 }, (_, index) => ({
        exercise_id: force!.exerciseIds[index % force!.exerciseIds.length],
        set_number: Math.floor(index / force!.exerciseIds.length) + 1,
        reps: 8 + (index % 3),
        weight_kg: weight + index,
        status: index === 9 ? 'skipped' : 'done',
      })),
    });
    // A first log to beat, then a weekly goal only the measured completion reaches.
    const first = await call('POST', '/api/completions', payload(40, 20));
    expect(first.statusCode, first.body).toBe(201);
    const goalUrl = `/api/badges/user/${member.user.id}/weekly-goal`;
    const { current } = (await call('POST', goalUrl, { goalType: 'minutes', goalTarget: 1000 })).json().data;
    await call('POST', goalUrl, { goalType: 'minutes', goalTarget: current + 100 });
    const earnedUrl = `/api/badges/user/${member.user.id}/earned`;
    const earnedBefore = (await call('GET', earnedUrl)).json().data as { code: string }[];

    // As the web app sends it: an idempotency key, and here a photo too (one more check).
    const photoUrl = await uploadPhoto();
    const { result, statements } = await counter.measure(() =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/completions',
        headers: { ...member.auth, 'idempotency-key': 'budget-run-1' },
        payload: { ...payload(50, 125), photo_url: photoUrl },
      }),
    );
    expect(result.statusCode, result.body).toBe(201);
    const saved = result.json().data as CreatedCompletion;
    expect(saved.sets).toHaveLength(10);
    expect(saved.records.map((record) => record.kind)).toContain('one_rep_max');
    const earnedAfter = (await call('GET', earnedUrl)).json().data as { code: string }[];
    // Marathonien (120 min), Première heure (60 min in all) and Objectif atteint, together.
    expect(earnedAfter.length - earnedBefore.length).toBeGreaterThanOrEqual(3);
    expect((await call('GET', goalUrl)).json().data).toMatchObject({ achieved: true, weeks_in_a_row: 1 });
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(11);
    // The badge catalogue comes from memory, once loaded by an earlier request.
    expect(statements.filter((statement) => statement.includes('from "badges"'))).toEqual([]);
  });

  it('POST /api/completions sur le programme d’un autre : au plus 11 requêtes, la notification du créateur comprise', async () => {
    const [force] = programs;
    const visitor = await registerMember(ctx.app, { first_name: 'Inès', last_name: 'Garnier' });
    // The creator hears of its members' sessions only (decision 062): the visitor enrols first.
    expect((await call('POST', '/api/enrollments', { program_id: force!.id }, visitor)).statusCode).toBe(201);
    const { result, statements } = await counter.measure(() =>
      call(
        'POST',
        '/api/completions',
        { program_id: force!.id, session_id: force!.sessionIds[0], duration_minutes: 30 },
        visitor,
      ),
    );
    expect(result.statusCode, result.body).toBe(201);
    const inbox = (await call('GET', '/api/push/notifications?limit=20')).json().data as {
      type: string;
      message: string;
    }[];
    expect(inbox[0]).toMatchObject({ type: 'session_completed' });
    expect(inbox[0]?.message).toContain('Inès Garnier');
    // Decision 046: the names the notification needs come with the save, not from a read of their own.
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(11);
  });
});
