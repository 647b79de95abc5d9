import { type Enrollment, parisClock, type Session } from '@elan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { createProgram, insertCompletion, registerMember } from '../../../test/factories.ts';
import { enrollments, programs } from '../../db/schema/index.ts';
import { nextSessionAfter } from './schedule.service.ts';

// A Wednesday noon in Paris unless a test moves it: nothing here depends on the day CI runs.
const WEDNESDAY = '2026-11-18T11:00:00Z';
const clock = createTestClock(WEDNESDAY);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
});
afterEach(clock.reset);
afterAll(async () => ctx.close());

type Member = Awaited<ReturnType<typeof registerMember>>;
const get = (member: Member, url: string) => ctx.app.inject({ method: 'GET', url, headers: member.auth });
const DAY = 86_400_000;

/** A member enrolled in a programme of three sessions (A, B, C) with a plan for today. */
async function setup(plan: object = {}) {
  const member = await registerMember(ctx.app);
  const program = await createProgram(ctx.app, member.auth, { title: 'Trio' }, [1]);
  const [main] = (await get(member, `/api/sessions?program_id=${program.id}`)).json().data as Session[];
  await ctx.app.inject({
    method: 'PUT',
    url: `/api/sessions/${main!.id}`,
    headers: member.auth,
    payload: { title: 'A' },
  });
  for (const title of ['B', 'C']) {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: member.auth,
      payload: { program_id: program.id, title },
    });
  }
  const sessions = (await get(member, `/api/sessions?program_id=${program.id}`)).json().data as Session[];
  const enrollment = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/enrollments',
      headers: member.auth,
      payload: { program_id: program.id },
    })
  ).json().data as Enrollment;
  await ctx.app.inject({
    method: 'PUT',
    url: `/api/enrollments/${enrollment.id}/plan`,
    headers: member.auth,
    payload: { sessions_per_week: 3, target_duration_minutes: 40, ...plan },
  });
  const byTitle = Object.fromEntries(sessions.map((session) => [session.title, session])) as Record<
    string,
    Session
  >;
  return { member, program, enrollment, sessions: byTitle };
}

describe('nextSessionAfter', () => {
  const ordered = [1, 2, 3].map((id) => ({ id, program_id: 1, title: String(id), order_index: id }));
  it('commence par la première, suit l’ordre et recommence après la dernière', () => {
    expect(nextSessionAfter(ordered, null)?.id).toBe(1);
    expect(nextSessionAfter(ordered, 1)?.id).toBe(2);
    expect(nextSessionAfter(ordered, 3)?.id).toBe(1);
    expect(nextSessionAfter([], 1)).toBeUndefined();
  });
});

describe('planning', () => {
  it('401 sans jeton', async () => {
    for (const url of [
      '/api/schedule/daily',
      '/api/schedule/weekly',
      '/api/schedule/next-session/1',
      '/api/schedule/weekly-stats',
    ]) {
      expectFailure(await ctx.app.inject({ method: 'GET', url }), 401, 'Authentification requise');
    }
  });

  it('agenda du jour : prochaine séance, créneau HH:MM:SS, non faite', async () => {
    const { member, program, sessions } = await setup({
      training_days: [parisClock(clock.now()).weekday],
      time_slot_start: '06:30',
      time_slot_end: '07:30',
    });
    const daily = (await get(member, '/api/schedule/daily')).json().data;
    expect(daily).toEqual([
      {
        program_id: program.id,
        program_title: 'Trio',
        session_id: sessions.A!.id,
        session_title: 'A',
        is_time_specific: true,
        time_slot_start: '06:30:00',
        time_slot_end: '07:30:00',
        target_duration_minutes: 40,
        completed_today: false,
        completion_count: 0,
        // Exercise 1, 4 × 10 reps with 90 s rest: 4 × (10 × 3 s + 90 s) = 480 s.
        exercise_count: 1,
        estimated_minutes: 8,
        deload: false,
      },
    ]);
  });

  it('semaine de décharge : l’agenda du jour et la prochaine séance portent deload, comptée depuis l’inscription', async () => {
    const { member, program, enrollment } = await setup({ training_days: [] });
    await ctx.db.update(programs).set({ deload_every_weeks: 3 }).where(eq(programs.id, program.id));
    // Enrolled on Monday 2 November (Paris): 16–22 November is its third week, a deload.
    await ctx.db
      .update(enrollments)
      .set({ enrolled_at: new Date('2026-11-02T08:00:00Z') })
      .where(eq(enrollments.id, enrollment.id));
    const daily = async () => (await get(member, '/api/schedule/daily')).json().data as { deload: boolean }[];
    const next = async () =>
      (await get(member, `/api/schedule/next-session/${program.id}`)).json().data as { deload: boolean };
    expect((await daily()).map((item) => item.deload)).toEqual([true]);
    expect((await next()).deload).toBe(true);
    // A stranger asking about the programme is not enrolled: no deload for them.
    const stranger = await registerMember(ctx.app);
    expect(
      ((await get(stranger, `/api/schedule/next-session/${program.id}`)).json().data as { deload: boolean })
        .deload,
    ).toBe(false);
    clock.set('2026-11-23T11:00:00Z'); // week 4
    expect((await daily()).map((item) => item.deload)).toEqual([false]);
    expect((await next()).deload).toBe(false);
  });

  it('n’affiche pas un programme prévu un autre jour, ni un programme en pause', async () => {
    const otherDay = (parisClock(clock.now()).weekday % 7) + 1;
    const { member } = await setup({ training_days: [otherDay] });
    expect((await get(member, '/api/schedule/daily')).json().data).toEqual([]);
    const paused = await setup();
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/enrollments/${paused.enrollment.id}/status`,
      headers: paused.member.auth,
      payload: { status: 'paused' },
    });
    expect((await get(paused.member, '/api/schedule/daily')).json().data).toEqual([]);
    expect((await get(paused.member, '/api/schedule/weekly')).json().data).toEqual([]);
  });

  it('passe à la séance suivante après une séance faite un autre jour, et boucle', async () => {
    const { member, program, sessions } = await setup();
    await insertCompletion(ctx.db, {
      user_id: member.user.id,
      program_id: program.id,
      session_id: sessions.C!.id,
      completed_at: new Date(clock.now().getTime() - 3 * DAY),
    });
    await insertCompletion(ctx.db, {
      user_id: member.user.id,
      program_id: program.id,
      session_id: sessions.A!.id,
      completed_at: new Date(clock.now().getTime() - 2 * DAY),
    });
    const [item] = (await get(member, '/api/schedule/daily')).json().data;
    expect(item).toMatchObject({
      session_title: 'B',
      completed_today: false,
      completion_count: 0,
      is_time_specific: false,
    });
    const next = (await get(member, `/api/schedule/next-session/${program.id}`)).json().data;
    expect(next).toEqual({
      session_id: sessions.B!.id,
      session_title: 'B',
      order_index: 2,
      program_id: program.id,
      exercise_count: 0,
      estimated_minutes: 0,
      // C was done 3 days before Wednesday (Sunday, last week), A on Monday: this week.
      done_this_week: [sessions.A!.id],
      deload: false,
    });
  });

  it('après la dernière séance, revient à la première avec son compteur ; séance supprimée : la première', async () => {
    const { member, program, sessions } = await setup();
    const done = (sessionId: number, daysAgo: number) =>
      insertCompletion(ctx.db, {
        user_id: member.user.id,
        program_id: program.id,
        session_id: sessionId,
        completed_at: new Date(clock.now().getTime() - daysAgo * DAY),
      });
    await done(sessions.A!.id, 9);
    await done(sessions.A!.id, 6);
    await done(sessions.B!.id, 5);
    await done(sessions.C!.id, 4);
    // A free session (no programme) does not move the programme's agenda.
    await insertCompletion(ctx.db, { user_id: member.user.id, program_id: null, session_id: null });
    const daily = async () => (await get(member, '/api/schedule/daily')).json().data;
    expect(await daily()).toEqual([
      expect.objectContaining({ session_id: sessions.A!.id, completed_today: false, completion_count: 2 }),
    ]);
    // C done again today, then deleted: today's session is gone, the agenda shows the first, done today.
    await done(sessions.C!.id, 0);
    expect(await daily()).toEqual([
      expect.objectContaining({ session_title: 'C', completed_today: true, completion_count: 2 }),
    ]);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${sessions.C!.id}`,
      headers: member.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(await daily()).toEqual([
      expect.objectContaining({ session_title: 'A', completed_today: true, completion_count: 2 }),
    ]);
  });

  it('séance faite aujourd’hui : completed_today et compteur « Faite {n}x »', async () => {
    const { member, program, sessions } = await setup();
    for (const completedAt of [new Date(clock.now().getTime() - 8 * DAY), clock.now()]) {
      await insertCompletion(ctx.db, {
        user_id: member.user.id,
        program_id: program.id,
        session_id: sessions.A!.id,
        completed_at: completedAt,
        duration_minutes: 25,
      });
    }
    const [item] = (await get(member, '/api/schedule/daily')).json().data;
    expect(item).toMatchObject({ session_title: 'A', completed_today: true, completion_count: 2 });

    const weekly = (await get(member, '/api/schedule/weekly')).json().data;
    expect(weekly).toEqual([
      expect.objectContaining({
        program_id: program.id,
        sessions_per_week: 3,
        sessions_completed_this_week: 1,
      }),
    ]);
    const stats = (await get(member, '/api/schedule/weekly-stats')).json().data;
    expect(stats).toEqual({
      sessions_this_week: 1,
      total_minutes_this_week: 25,
      programs_active_this_week: 1,
      // Inserted straight in the table: no calories estimated (issue 33).
      calories_this_week: 0,
    });
  });

  it('à minuit de Paris, la séance de dimanche 23 h 30 n’est plus « faite aujourd’hui » ni de la semaine', async () => {
    clock.set('2026-11-22T22:30:00Z'); // Sunday 23:30 in Paris (UTC+1)
    const { member, program, sessions } = await setup({ training_days: [7, 1] });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/completions',
      headers: member.auth,
      payload: { program_id: program.id, session_id: sessions.A!.id, duration_minutes: 25 },
    });
    expect(created.statusCode).toBe(201);
    expect((await get(member, '/api/schedule/daily')).json().data).toMatchObject([
      { session_title: 'A', completed_today: true, completion_count: 1 },
    ]);
    expect((await get(member, '/api/schedule/weekly')).json().data).toMatchObject([
      { program_id: program.id, sessions_completed_this_week: 1 },
    ]);

    clock.set('2026-11-22T23:30:00Z'); // Monday 00:30 in Paris, still Sunday in UTC
    expect((await get(member, '/api/schedule/daily')).json().data).toMatchObject([
      { session_title: 'B', completed_today: false, completion_count: 0 },
    ]);
    expect((await get(member, '/api/schedule/weekly')).json().data).toMatchObject([
      { program_id: program.id, sessions_completed_this_week: 0 },
    ]);
    // Spec §9: the weekly figures are the last 7 days, not the calendar week.
    const lastSevenDays = {
      sessions_this_week: 1,
      total_minutes_this_week: 25,
      programs_active_this_week: 1,
      // 25 min of strength (3.5 MET) without a weight: 70 kg (issue 33).
      calories_this_week: 102,
    };
    expect((await get(member, '/api/schedule/weekly-stats')).json().data).toEqual(lastSevenDays);
    clock.set('2026-11-29T22:30:00Z'); // exactly 7 days after the session
    expect((await get(member, '/api/schedule/weekly-stats')).json().data).toEqual(lastSevenDays);
    clock.advance(1);
    expect((await get(member, '/api/schedule/weekly-stats')).json().data).toEqual({
      sessions_this_week: 0,
      total_minutes_this_week: 0,
      programs_active_this_week: 0,
      calories_this_week: 0,
    });
  });

  it('prochaine séance : exercices, minutes estimées et séances faites cette semaine, sans requête par séance', async () => {
    const { member, program, sessions } = await setup();
    const other = await registerMember(ctx.app);
    const done = (userId: number, sessionId: number, daysAgo: number) =>
      insertCompletion(ctx.db, {
        user_id: userId,
        program_id: program.id,
        session_id: sessionId,
        completed_at: new Date(clock.now().getTime() - daysAgo * DAY),
      });
    await done(member.user.id, sessions.B!.id, 3); // Sunday: last week
    await done(member.user.id, sessions.A!.id, 1); // Tuesday: this week
    await done(member.user.id, sessions.C!.id, 0.1); // this morning
    await done(other.user.id, sessions.B!.id, 0); // someone else's
    // A done again after C: the next session is B.
    await done(member.user.id, sessions.A!.id, 0.05);
    const next = (await get(member, `/api/schedule/next-session/${program.id}`)).json().data;
    expect(next).toMatchObject({ session_id: sessions.B!.id, exercise_count: 0, estimated_minutes: 0 });
    expect([...next.done_this_week].sort()).toEqual([sessions.A!.id, sessions.C!.id].sort());

    // A member who never trained starts with A, its exercise 4 × (10 × 3 s + 90 s) = 8 min.
    clock.set('2026-11-23T11:00:00Z'); // the next Monday: nothing done this week yet
    const nextWeek = (await get(member, `/api/schedule/next-session/${program.id}`)).json().data;
    expect(nextWeek.done_this_week).toEqual([]);
    const fresh = await registerMember(ctx.app);
    const started = (await get(fresh, `/api/schedule/next-session/${program.id}`)).json().data;
    expect(started).toMatchObject({
      session_id: sessions.A!.id,
      exercise_count: 1,
      estimated_minutes: 8,
      done_this_week: [],
    });
  });

  it('statistiques à zéro et listes vides pour un nouveau membre', async () => {
    const member = await registerMember(ctx.app);
    expect((await get(member, '/api/schedule/daily')).json().data).toEqual([]);
    expect((await get(member, '/api/schedule/weekly')).json().data).toEqual([]);
    expect((await get(member, '/api/schedule/weekly-stats')).json().data).toEqual({
      sessions_this_week: 0,
      total_minutes_this_week: 0,
      programs_active_this_week: 0,
      calories_this_week: 0,
    });
    expect((await get(member, '/api/schedule/next-session/1')).json().data).toMatchObject({ order_index: 1 });
    expect((await get(member, '/api/schedule/next-session/999999')).json().data).toBeNull();
  });
});
