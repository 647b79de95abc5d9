import { type BadgeOverview, type MemberStats, parisDay, type Session, type WeeklyGoal } from '@elan/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { createProgram, registerMember } from '../../../test/factories.ts';
import { createBadgeCatalogueCache } from './badges.catalogue-cache.ts';
import { goalStatusOf, overviewOf } from './badges.engine.ts';
import { toMemberStats } from './badges.mapper.ts';
import { badgesRepository } from './badges.repository.ts';
import { parisWeekCache } from './paris-periods.ts';

/*
 * Issue 16: the dashboard's badge calls read their own small prepared statements
 * (badges.dashboard-reads.ts) while the engine reads the member's whole state. Both must give
 * the same answers: exact values here, and the same values recomputed from the engine's state.
 */
const clock = createTestClock('2026-11-25T11:00:00Z'); // Wednesday noon in Paris
afterEach(clock.reset);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
});
afterAll(async () => ctx.close());

type Member = Awaited<ReturnType<typeof registerMember>>;
const get = async (member: Member, path: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/badges/user/${member.user.id}/${path}`,
    headers: member.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** What the engine's state read answers for the same member and clock. */
async function fromEngineState(member: Member) {
  const catalogue = await createBadgeCatalogueCache((db) => badgesRepository.all(db)).get(ctx.db);
  const state = await badgesRepository.memberState(ctx.db, member.user.id, parisWeekCache()(clock.now()));
  const summary = {
    earnedIds: state.earned.map((row) => row.badge_id),
    goalPoints: state.live.body_goal_points,
  };
  const stats = {
    last_active_day: state.stats?.last_active_day ?? null,
    streak_run: state.stats?.streak_run ?? 0,
    longest_streak: state.stats?.longest_streak ?? 0,
    total_sessions: state.stats?.total_sessions ?? 0,
    total_minutes: state.stats?.total_minutes ?? 0,
  };
  return {
    overview: overviewOf(catalogue, summary.earnedIds, summary.goalPoints),
    stats: toMemberStats(catalogue, { summary, stats }, parisDay(clock.now())),
    goal: goalStatusOf(state, state.goal ? parisWeekCache()(clock.now()).start : ''),
  };
}

describe('lectures du tableau de bord (overview, série, objectif, historique)', () => {
  it('un nouveau membre : zéros, pas d’objectif, historique vide', async () => {
    const member = await registerMember(ctx.app);
    expect(await get(member, 'overview')).toEqual({
      badges_earned: 0,
      total_points: 0,
      total_badges: expect.any(Number),
      completion_percent: 0,
    });
    expect(await get(member, 'stats')).toEqual({
      current_streak: 0,
      longest_streak: 0,
      total_sessions: 0,
      total_minutes: 0,
      badges_earned: 0,
      total_points: 0,
      last_active_day: null,
    });
    // Issue 34: no goal, yet the weekly streak (one session a week) is there, at 0.
    expect(await get(member, 'weekly-goal')).toEqual({
      goalType: null,
      goalTarget: null,
      current: 0,
      progress_percent: 0,
      achieved: false,
      week_start: '2026-11-23',
      weeks_in_a_row: 0,
      weeks_streak: 0,
      current_week_met: false,
    });
    expect(await get(member, 'history?limit=3')).toEqual([]);
  });

  it('séances de la semaine plafonnées par jour, semaine passée exclue : les mêmes valeurs que l’état du moteur', async () => {
    const member = await registerMember(ctx.app);
    const program = await createProgram(ctx.app, member.auth, {}, [1]);
    const sessions = await ctx.app.inject({
      method: 'GET',
      url: `/api/sessions?program_id=${program.id}`,
      headers: member.auth,
    });
    const [session] = sessions.json().data as Session[];
    const complete = async (at: string, minutes: number) => {
      clock.set(at);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/completions',
        headers: member.auth,
        payload: { program_id: program.id, session_id: session?.id, duration_minutes: minutes },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    // Sunday of last week (not this week's), then Monday, Tuesday (200 + 200 minutes) and today.
    await complete('2026-11-22T18:00:00Z', 45);
    await complete('2026-11-23T07:00:00Z', 30);
    await complete('2026-11-24T08:00:00Z', 200);
    await complete('2026-11-24T17:00:00Z', 200);
    await complete('2026-11-25T08:00:00Z', 20);
    clock.set('2026-11-25T11:00:00Z');
    const goalUrl = `/api/badges/user/${member.user.id}/weekly-goal`;
    const set = await ctx.app.inject({
      method: 'POST',
      url: goalUrl,
      headers: member.auth,
      payload: { goalType: 'minutes', goalTarget: 500 },
    });
    expect(set.statusCode, set.body).toBe(200);

    const goal = (await get(member, 'weekly-goal')) as WeeklyGoal;
    // 30 on Monday, 300 of the 400 on Tuesday (the daily cap), 20 today; Sunday's 45 were last week.
    expect(goal).toEqual({
      goalType: 'minutes',
      goalTarget: 500,
      current: 350,
      progress_percent: 70,
      achieved: false,
      week_start: '2026-11-23',
      weeks_in_a_row: 0,
      // The week before had 45 minutes, short of today's goal: the streak waits for this week.
      weeks_streak: 0,
      current_week_met: false,
    });
    const stats = (await get(member, 'stats')) as MemberStats;
    expect(stats).toMatchObject({
      current_streak: 4,
      longest_streak: 4,
      total_sessions: 5,
      total_minutes: 395,
      last_active_day: '2026-11-25',
    });
    const overview = (await get(member, 'overview')) as BadgeOverview;
    expect(overview.badges_earned).toBe(stats.badges_earned);
    expect(overview.total_points).toBe(stats.total_points);
    const history = await get(member, 'history?limit=3');
    expect(history).toHaveLength(Math.min(3, overview.badges_earned));

    const engine = await fromEngineState(member);
    expect(overview).toEqual(engine.overview);
    expect(stats).toEqual(engine.stats);
    expect(goal).toMatchObject(engine.goal ?? {});
  });
});
