import { CREDITED_MINUTES_PER_DAY, type WeekTally } from '@elan/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  bodyStats,
  completions,
  userBadges,
  userStats,
  users,
  weeklyGoalAchievements,
  weeklyGoals,
} from '../../db/schema/index.ts';
import type { ParisPeriod } from './paris-periods.ts';

/**
 * The dashboard's badge reads (issue 16): each endpoint reads only what it answers, in one named
 * prepared statement, built by drizzle once per handle and planned by PostgreSQL once per
 * connection. The badge engine keeps its full state read (badges.member-state.repository.ts) for writes.
 */

const memberId = sql.placeholder('userId');

/**
 * The ids of the member's newest 100 badges (the earned count of the overview is bounded as the
 * earned route is, decision in badges.engine.ts `overviewOf`): one range of the earned index.
 */
const newestEarnedIds = sql<number[]>`coalesce((select array_agg(newest.badge_id) from (
    select ${userBadges.badge_id} from ${userBadges} where ${userBadges.user_id} = ${users.id}
    order by ${userBadges.earned_at} desc, ${userBadges.id} desc limit 100) as newest), '{}')`;

const overviewRead = preparedQuery((db) =>
  db
    .select({ earned_ids: newestEarnedIds, goal_points: bodyStats.goal_points })
    .from(users)
    .leftJoin(bodyStats, eq(bodyStats.user_id, users.id))
    .where(eq(users.id, memberId))
    .limit(1)
    .prepare('badge_overview'),
);

const memberStatsRead = preparedQuery((db) =>
  db
    .select({
      earned_ids: newestEarnedIds,
      goal_points: bodyStats.goal_points,
      last_active_day: userStats.last_active_day,
      streak_run: userStats.streak_run,
      longest_streak: userStats.longest_streak,
      total_sessions: userStats.total_sessions,
      total_minutes: userStats.total_minutes,
    })
    .from(users)
    .leftJoin(userStats, eq(userStats.user_id, users.id))
    .leftJoin(bodyStats, eq(bodyStats.user_id, users.id))
    .where(eq(users.id, memberId))
    .limit(1)
    .prepare('badge_member_stats'),
);

/**
 * This week's completions. Bounded on both sides (as the engine's state reads them): with
 * `completed_at >= $from` alone, PostgreSQL's generic plan guesses a third of the member's rows
 * and keeps planning the statement anew on every call; a two-sided range it estimates small.
 */
const inWeek = sql`${completions.completed_at} >= ${sql.placeholder('from')}::timestamptz
  and ${completions.completed_at} < ${sql.placeholder('to')}::timestamptz`;

/**
 * Issue 34: the member's Paris weeks (Monday, `date_trunc('week')` of the Paris time) from `since`
 * to this week's end — sessions, minutes credited as the goal counts them, and whether a goal was
 * recorded reached that week — on `completions_user_completed_idx` and the achievements' unique
 * index; bounded by WEEKS_STREAK_LOOKBACK weeks (the caller's `since`), oldest first.
 */
const parisDate = sql`(${completions.completed_at} at time zone 'Europe/Paris')`;
const streakWeeks = sql<WeekTally[]>`coalesce((select json_agg(json_build_object(
      'week_start', coalesce(tally.week_start, recorded.week_start)::text,
      'sessions', coalesce(tally.sessions, 0),
      'minutes', coalesce(tally.minutes, 0),
      'is_goal_recorded', recorded.week_start is not null)
    order by coalesce(tally.week_start, recorded.week_start))
  from (
    select days.week_start, sum(days.sessions)::int as sessions,
      sum(least(days.minutes, ${sql.raw(String(CREDITED_MINUTES_PER_DAY))}))::int as minutes
    from (
      select date_trunc('week', ${parisDate})::date as week_start, count(*) as sessions,
        sum(${completions.duration_minutes}) as minutes
      from ${completions}
      where ${completions.user_id} = ${users.id}
        and ${completions.completed_at} >= ${sql.placeholder('since')}::timestamptz
        and ${completions.completed_at} < ${sql.placeholder('to')}::timestamptz
      group by 1, ${parisDate}::date) as days
    group by days.week_start) as tally
  full join (
    select ${weeklyGoalAchievements.week_start} as week_start from ${weeklyGoalAchievements}
    where ${weeklyGoalAchievements.user_id} = ${users.id}
      and ${weeklyGoalAchievements.week_start} >= ${sql.placeholder('sinceWeek')}::date) as recorded
    on recorded.week_start = tally.week_start), '[]'::json)`;

/** This week's sessions and minutes (at most `CREDITED_MINUTES_PER_DAY` per Paris day), as the engine counts them. */
const weeklyGoalRead = preparedQuery((db) =>
  db
    .select({
      goal_type: weeklyGoals.goal_type,
      goal_target: weeklyGoals.goal_target,
      last_goal_week: userStats.last_goal_week,
      goal_week_run: userStats.goal_week_run,
      week_sessions: sql<number>`(select count(*)::int from ${completions}
        where ${completions.user_id} = ${users.id} and ${inWeek})`,
      week_minutes: sql<number>`(select coalesce(sum(least(day_minutes, ${sql.raw(String(CREDITED_MINUTES_PER_DAY))})), 0)::int from (
        select sum(${completions.duration_minutes}) as day_minutes from ${completions}
        where ${completions.user_id} = ${users.id} and ${inWeek}
        group by (${completions.completed_at} at time zone 'Europe/Paris')::date) as days)`,
      weeks: streakWeeks,
    })
    .from(users)
    // Issue 34: without a goal the member still has a weekly streak (one session a week).
    .leftJoin(weeklyGoals, eq(weeklyGoals.user_id, users.id))
    .leftJoin(userStats, eq(userStats.user_id, users.id))
    .where(eq(users.id, memberId))
    .limit(1)
    .prepare('badge_weekly_goal'),
);

/**
 * The member's badges, newest first (history, earned): one range of the earned index. Badges earned
 * by one save share their date: they come in the catalogue's order, the order they were written in
 * (decision 130) — « Premier pas » before the secret ones a midnight Saturday session adds.
 */
const earnedRead = preparedQuery((db) =>
  db
    .select({ badge_id: userBadges.badge_id, earned_at: userBadges.earned_at })
    .from(userBadges)
    .where(eq(userBadges.user_id, memberId))
    .orderBy(desc(userBadges.earned_at), asc(userBadges.id))
    .limit(sql.placeholder('limit'))
    .prepare('badge_earned'),
);

export type EarnedSummary = { earnedIds: number[]; goalPoints: number };

export const badgeDashboardReads = {
  /** What the overview counts: the newest 100 badges and the points of completed body goals. */
  async overview(db: Executor, userId: number): Promise<EarnedSummary> {
    const [row] = await overviewRead(db).execute({ userId });
    return { earnedIds: row?.earned_ids ?? [], goalPoints: row?.goal_points ?? 0 };
  },

  /** The streak card: the training counters, and the overview's earned count and points. */
  async memberStats(db: Executor, userId: number) {
    const [row] = await memberStatsRead(db).execute({ userId });
    return {
      summary: { earnedIds: row?.earned_ids ?? [], goalPoints: row?.goal_points ?? 0 },
      stats: {
        last_active_day: row?.last_active_day ?? null,
        streak_run: row?.streak_run ?? 0,
        longest_streak: row?.longest_streak ?? 0,
        total_sessions: row?.total_sessions ?? 0,
        total_minutes: row?.total_minutes ?? 0,
      },
    };
  },

  /**
   * The goal (undefined when none is set), this week's totals (Paris) and the weeks since `since` (a
   * week's Monday, `sinceFrom` its first instant) for the weekly streak; undefined for no member.
   */
  async weeklyGoal(db: Executor, userId: number, week: ParisPeriod, since: { week: string; from: Date }) {
    const [row] = await weeklyGoalRead(db).execute({
      userId,
      from: week.from,
      to: week.to,
      since: since.from,
      sinceWeek: since.week,
    });
    if (!row) return undefined;
    return {
      goal:
        row.goal_type === null || row.goal_target === null
          ? undefined
          : { goal_type: row.goal_type, goal_target: row.goal_target },
      weeks: row.weeks,
      weekTotals: { sessions: row.week_sessions, minutes: row.week_minutes },
      stats: { last_goal_week: row.last_goal_week, goal_week_run: row.goal_week_run ?? 0 },
    };
  },

  async earned(db: Executor, userId: number, limit: number) {
    return earnedRead(db).execute({ userId, limit });
  },
};
