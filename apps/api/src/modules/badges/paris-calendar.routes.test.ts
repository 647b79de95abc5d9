import type { Badge, Session } from '@elan/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { createProgram, insertCompletion, registerMember } from '../../../test/factories.ts';

/*
 * Weeks, streaks and badges count Paris days (CONTRACT: streak; spec §9). These tests set the
 * server's clock at the instants where a UTC day, a fixed +1/+2 offset or a Sunday-first week
 * would answer differently, so they never depend on the day CI runs.
 */
const clock = createTestClock('2026-11-18T11:00:00Z');
afterEach(clock.reset);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
});
afterAll(async () => ctx.close());

type Member = Awaited<ReturnType<typeof registerMember>>;
const call = (who: Member, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

async function memberWithSession() {
  const member = await registerMember(ctx.app);
  const program = await createProgram(ctx.app, member.auth, {}, [1]);
  const [session] = (await call(member, 'GET', `/api/sessions?program_id=${program.id}`)).json()
    .data as Session[];
  const complete = async (minutes = 20) => {
    const response = await call(member, 'POST', '/api/completions', {
      program_id: program.id,
      session_id: session!.id,
      duration_minutes: minutes,
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as { completed_at: string };
  };
  return { member, complete };
}

const weeklyGoal = async (member: Member) =>
  (await call(member, 'GET', `/api/badges/user/${member.user.id}/weekly-goal`)).json().data;
const memberStats = async (member: Member) =>
  (await call(member, 'GET', `/api/badges/user/${member.user.id}/stats`)).json().data;
const badgeNamed = async (member: Member, name: string) =>
  ((await call(member, 'GET', `/api/badges/user/${member.user.id}`)).json().data as Badge[]).find(
    (badge) => badge.name === name,
  );

describe('objectif de la semaine, aux bornes de la semaine de Paris', () => {
  it('dimanche 23 h 30 compte pour la semaine qui finit ; lundi 0 h 30 en ouvre une nouvelle', async () => {
    clock.set('2026-11-22T22:30:00Z'); // Sunday 23:30 in Paris (UTC+1), still Sunday in UTC too
    const { member, complete } = await memberWithSession();
    const set = await call(member, 'POST', `/api/badges/user/${member.user.id}/weekly-goal`, {
      goalType: 'sessions',
      goalTarget: 2,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual({
      goalType: 'sessions',
      goalTarget: 2,
      current: 0,
      progress_percent: 0,
      achieved: false,
      week_start: '2026-11-16',
      weeks_in_a_row: 0,
      weeks_streak: 0,
      current_week_met: false,
    });
    expect((await complete()).completed_at).toBe('2026-11-22T22:30:00.000Z');
    await complete();
    expect(await weeklyGoal(member)).toEqual({
      goalType: 'sessions',
      goalTarget: 2,
      current: 2,
      progress_percent: 100,
      achieved: true,
      week_start: '2026-11-16',
      weeks_in_a_row: 1,
      weeks_streak: 1,
      current_week_met: true,
    });
    expect(await badgeNamed(member, 'Objectif atteint')).toMatchObject({
      earned: 1,
      earned_at: '2026-11-22T22:30:00.000Z',
    });

    clock.set('2026-11-22T23:30:00Z'); // Monday 00:30 in Paris, still Sunday in UTC
    expect(await weeklyGoal(member)).toEqual({
      goalType: 'sessions',
      goalTarget: 2,
      current: 0,
      progress_percent: 0,
      achieved: false,
      week_start: '2026-11-23',
      weeks_in_a_row: 1,
      // Issue 34: the new week is « en cours »: last week still counts, the streak is not broken.
      weeks_streak: 1,
      current_week_met: false,
    });
    await complete();
    await complete();
    expect(await weeklyGoal(member)).toMatchObject({
      current: 2,
      achieved: true,
      week_start: '2026-11-23',
      weeks_in_a_row: 2,
      weeks_streak: 2,
      current_week_met: true,
    });
  });

  it('la nuit du passage à l’heure d’hiver (25 octobre 2026) : la semaine change à minuit de Paris', async () => {
    // Paris leaves UTC+2 for UTC+1 at 01:00Z on Sunday 25 October 2026.
    clock.set('2026-10-25T22:30:00Z'); // Sunday 23:30 in Paris; Monday 00:30 under a stale UTC+2
    const { member, complete } = await memberWithSession();
    await call(member, 'POST', `/api/badges/user/${member.user.id}/weekly-goal`, {
      goalType: 'minutes',
      goalTarget: 30,
    });
    await complete(30);
    expect(await weeklyGoal(member)).toMatchObject({
      current: 30,
      achieved: true,
      week_start: '2026-10-19',
    });

    clock.set('2026-10-25T23:30:00Z'); // Monday 26 October, 00:30 in Paris
    expect(await weeklyGoal(member)).toMatchObject({
      current: 0,
      progress_percent: 0,
      achieved: false,
      week_start: '2026-10-26',
      weeks_in_a_row: 1,
    });
  });
});

describe('série de semaines (issue 34), en semaines de Paris', () => {
  /** Completions written straight at given instants (no goal is recorded by these). */
  async function trainedAt(instants: string[]) {
    const member = await registerMember(ctx.app);
    for (const at of instants)
      await insertCompletion(ctx.db, {
        user_id: member.user.id,
        program_id: null,
        session_id: null,
        completed_at: new Date(at),
      });
    return member;
  }
  const streakOf = async (member: Member) => {
    const { weeks_streak, current_week_met } = await weeklyGoal(member);
    return { weeks_streak, current_week_met };
  };

  it('sans objectif, une séance par semaine ; dimanche 23 h 30 et lundi 0 h 30 de Paris dans leur semaine', async () => {
    const member = await trainedAt([
      '2026-11-01T23:30:00Z', // Monday 2 November, 00:30 in Paris (Sunday in UTC)
      '2026-11-15T22:30:00Z', // Sunday 15 November, 23:30 in Paris
    ]);
    // Wednesday 18 November: weeks of 2 and 9 November met, this one « en cours ».
    expect(await streakOf(member)).toEqual({ weeks_streak: 2, current_week_met: false });
    await insertCompletion(ctx.db, {
      user_id: member.user.id,
      program_id: null,
      session_id: null,
      completed_at: new Date('2026-11-18T08:00:00Z'),
    });
    expect(await streakOf(member)).toEqual({ weeks_streak: 3, current_week_met: true });
  });

  it('une semaine manquée remet la série à zéro', async () => {
    const member = await trainedAt(['2026-10-28T10:00:00Z', '2026-11-11T10:00:00Z']);
    // 26 October met, 2 November missed, 9 November met, 16 November en cours.
    expect(await streakOf(member)).toEqual({ weeks_streak: 1, current_week_met: false });
    clock.set('2026-11-24T10:00:00Z'); // a week later, 16 November was missed too
    expect(await streakOf(member)).toEqual({ weeks_streak: 0, current_week_met: false });
  });

  it('passage à l’heure d’été (28 mars 2027) : dimanche 23 h 30 et lundi 0 h 30 de Paris', async () => {
    clock.set('2027-03-31T10:00:00Z');
    const member = await trainedAt([
      '2027-03-17T11:00:00Z',
      '2027-03-28T21:30:00Z', // Sunday 28 March, 23:30 in Paris (UTC+2 since the night)
      '2027-03-28T22:30:00Z', // Monday 29 March, 00:30 in Paris
    ]);
    expect(await streakOf(member)).toEqual({ weeks_streak: 3, current_week_met: true });
  });

  it('passage à l’heure d’hiver (25 octobre 2026) : dimanche 23 h 30 de Paris reste dans sa semaine', async () => {
    clock.set('2026-10-28T10:00:00Z');
    const member = await trainedAt([
      '2026-10-14T10:00:00Z',
      '2026-10-25T22:30:00Z', // Sunday 25 October, 23:30 in Paris (UTC+1 since the night)
    ]);
    expect(await streakOf(member)).toEqual({ weeks_streak: 2, current_week_met: false });
  });

  it('objectif changé en cours de semaine : la semaine atteinte sous l’ancien objectif reste comptée', async () => {
    const member = await trainedAt(['2026-11-04T10:00:00Z']); // 2 November: one session
    const program = await createProgram(ctx.app, member.auth, {}, [1]);
    const [session] = (await call(member, 'GET', `/api/sessions?program_id=${program.id}`)).json()
      .data as Session[];
    const goalUrl = `/api/badges/user/${member.user.id}/weekly-goal`;
    const complete = async () =>
      expect(
        (
          await call(member, 'POST', '/api/completions', {
            program_id: program.id,
            session_id: session?.id,
            duration_minutes: 20,
          })
        ).statusCode,
      ).toBe(201);
    clock.set('2026-11-10T10:00:00Z'); // week of 9 November: goal 1, met, then raised to 3
    await call(member, 'POST', goalUrl, { goalType: 'sessions', goalTarget: 1 });
    await complete();
    await call(member, 'POST', goalUrl, { goalType: 'sessions', goalTarget: 3 });
    clock.set('2026-11-18T10:00:00Z'); // this week: 3 sessions
    await complete();
    await complete();
    expect(await streakOf(member)).toMatchObject({ weeks_streak: 1, current_week_met: false });
    await complete();
    // 9 November counts (recorded under goal 1); 2 November's single session falls short of 3.
    expect(await streakOf(member)).toEqual({ weeks_streak: 2, current_week_met: true });
  });
});

describe('série de jours, comptée en jours de Paris', () => {
  it('samedi 23 h 50, dimanche 0 h 10, lundi 0 h 10 à travers le changement d’heure : trois jours, « Sur la lancée »', async () => {
    const { member, complete } = await memberWithSession();
    clock.set('2026-10-24T21:50:00Z'); // Saturday 23:50 in Paris (UTC+2)
    await complete();
    clock.set('2026-10-24T22:10:00Z'); // Sunday 00:10 in Paris, still Saturday in UTC
    await complete();
    expect(await memberStats(member)).toMatchObject({
      current_streak: 2,
      longest_streak: 2,
      last_active_day: '2026-10-25',
    });
    expect(await badgeNamed(member, 'Sur la lancée')).toMatchObject({ earned: 0, earned_at: null });

    clock.set('2026-10-25T23:10:00Z'); // Monday 00:10 in Paris (UTC+1), 25 hours later
    await complete();
    expect(await memberStats(member)).toEqual({
      current_streak: 3,
      longest_streak: 3,
      total_sessions: 3,
      total_minutes: 60,
      badges_earned: expect.any(Number),
      total_points: expect.any(Number),
      last_active_day: '2026-10-26',
    });
    expect(await badgeNamed(member, 'Sur la lancée')).toMatchObject({
      earned: 1,
      earned_at: '2026-10-25T23:10:00.000Z',
    });

    clock.set('2026-10-26T22:59:00Z'); // Monday 23:59 in Paris: the run still reaches today
    expect((await memberStats(member)).current_streak).toBe(3);
    clock.set('2026-10-26T23:00:00Z'); // Tuesday 00:00 in Paris, nothing done yet today
    expect(await memberStats(member)).toMatchObject({ current_streak: 0, longest_streak: 3 });
  });

  it('deux séances le même jour de Paris ne font qu’un jour de série, même à cheval sur minuit UTC', async () => {
    const { member, complete } = await memberWithSession();
    clock.set('2026-11-21T23:10:00Z'); // Sunday 00:10 in Paris, Saturday in UTC
    await complete();
    clock.set('2026-11-22T22:50:00Z'); // Sunday 23:50 in Paris, Sunday in UTC
    await complete();
    expect(await memberStats(member)).toMatchObject({
      current_streak: 1,
      longest_streak: 1,
      last_active_day: '2026-11-22',
    });
  });
});
