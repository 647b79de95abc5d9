import type { Badge, Session } from '@elan/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { createProgram, registerMember } from '../../../test/factories.ts';

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
    });
    await complete();
    await complete();
    expect(await weeklyGoal(member)).toMatchObject({
      current: 2,
      achieved: true,
      week_start: '2026-11-23',
      weeks_in_a_row: 2,
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
