import { CREDITED_MINUTES_PER_DAY } from '@elan/domain';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  bodyStats,
  completions,
  enrollments,
  feedUnlocks,
  programs,
  userBadges,
  userStats,
  users,
  weeklyGoalAchievements,
  weeklyGoals,
} from '../../db/schema/index.ts';
import { friendIdsOf } from '../social/social.repository.ts';
import type { ParisPeriod } from './paris-periods.ts';

export type MemberState = Awaited<ReturnType<typeof memberState>>;
/** A Paris day (`from` ≤ completed_at < `to`) whose minutes are already credited, but for one completion. */
export type CreditDay = { from: Date; to: Date; exceptCompletionId: number };

/** Minutes per Paris day count up to the cap (decision 025). */
const perDayCap = sql.raw(String(CREDITED_MINUTES_PER_DAY));

const ofMember = (column: AnyPgColumn) => sql`${column} = ${users.id}`;
/** This week's completions, as a two-sided range so that the prepared statement keeps a generic plan (decision 036). */
const inWeek = sql`${completions.completed_at} >= ${sql.placeholder('weekFrom')}::timestamptz
  and ${completions.completed_at} < ${sql.placeholder('weekTo')}::timestamptz`;

/**
 * The member state's statement, built and planned once per handle and sent as a named prepared
 * statement (decision 038): planned on every call, this big statement cost the completion save
 * more PostgreSQL time than anything but its commit. Without a credited day, `creditFrom` =
 * `creditTo` makes the day's range empty.
 */
const memberStateQuery = preparedQuery((db) =>
  db
    .select({
      stats: getTableColumns(userStats),
      goal: { goal_type: weeklyGoals.goal_type, goal_target: weeklyGoals.goal_target },
      week_sessions: sql<number>`(select count(*)::int from ${completions}
        where ${ofMember(completions.user_id)} and ${inWeek})`,
      week_minutes: sql<number>`(select coalesce(sum(least(day_minutes, ${perDayCap})), 0)::int from (
        select sum(${completions.duration_minutes}) as day_minutes from ${completions}
        where ${ofMember(completions.user_id)} and ${inWeek}
        group by (${completions.completed_at} at time zone 'Europe/Paris')::date) as days)`,
      day_minutes: sql<number>`(select coalesce(sum(${completions.duration_minutes}), 0)::int from ${completions}
        where ${ofMember(completions.user_id)}
          and ${completions.completed_at} >= ${sql.placeholder('creditFrom')}::timestamptz
          and ${completions.completed_at} < ${sql.placeholder('creditTo')}::timestamptz
          and ${completions.id} <> ${sql.placeholder('exceptCompletionId')}::int)`,
      is_week_recorded: sql<boolean>`exists (select 1 from ${weeklyGoalAchievements}
        where ${ofMember(weeklyGoalAchievements.user_id)}
          and ${weeklyGoalAchievements.week_start} = ${sql.placeholder('weekStart')}::date)`,
      earned: sql<{ badge_id: number; earned_at: string }[]>`coalesce((
        select json_agg(json_build_object('badge_id', ${userBadges.badge_id}, 'earned_at', ${userBadges.earned_at})
          order by ${userBadges.earned_at} desc, ${userBadges.id} desc)
        from ${userBadges} where ${ofMember(userBadges.user_id)}), '[]'::json)`,
      enrollments: sql<number>`(select count(*)::int from ${enrollments} where ${ofMember(enrollments.user_id)})`,
      programs_completed: sql<number>`(select count(*)::int from ${enrollments}
        where ${ofMember(enrollments.user_id)} and ${enrollments.status} = 'completed')`,
      programs_created: sql<number>`(select count(*)::int from ${programs} where ${ofMember(programs.created_by)})`,
      // The circle (issue 11): friends either way, and unlocks (one per completion that opened the feed).
      friends: sql<number>`(select count(*)::int from (${friendIdsOf(sql`${users.id}`)}) as friend)`,
      circle_unlocks: sql<number>`(select count(*)::int from ${feedUnlocks} where ${ofMember(feedUnlocks.user_id)})`,
      body: getTableColumns(bodyStats),
    })
    .from(users)
    .leftJoin(userStats, eq(userStats.user_id, users.id))
    .leftJoin(weeklyGoals, eq(weeklyGoals.user_id, users.id))
    .leftJoin(bodyStats, eq(bodyStats.user_id, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('badges_member_state'),
);

/**
 * Everything the badge engine and the weekly goal read about a member, in one statement:
 * counters, goal, this week's totals (completions within `week`), whether `week` is already
 * recorded as reached, the badges earned (newest first) and the live counts; with `creditDay`,
 * the minutes of that Paris day's other completions. Each part is one index probe or range.
 * This week's minutes count at most `CREDITED_MINUTES_PER_DAY` per Paris day.
 */
export async function memberState(db: Executor, userId: number, week: ParisPeriod, creditDay?: CreditDay) {
  const [row] = await memberStateQuery(db).execute({
    userId,
    weekStart: week.start,
    weekFrom: week.from,
    weekTo: week.to,
    creditFrom: creditDay?.from ?? week.from,
    creditTo: creditDay?.to ?? week.from,
    exceptCompletionId: creditDay?.exceptCompletionId ?? 0,
  });
  return {
    stats: row?.stats ?? undefined,
    goal: row?.goal ?? undefined,
    weekTotals: { sessions: row?.week_sessions ?? 0, minutes: row?.week_minutes ?? 0 },
    isWeekRecorded: row?.is_week_recorded ?? false,
    dayMinutes: row?.day_minutes ?? 0,
    earned: (row?.earned ?? []).map((item) => ({
      badge_id: item.badge_id,
      earned_at: new Date(item.earned_at),
    })),
    live: {
      enrollments: row?.enrollments ?? 0,
      programs_completed: row?.programs_completed ?? 0,
      programs_created: row?.programs_created ?? 0,
      friends: row?.friends ?? 0,
      circle_unlocks: row?.circle_unlocks ?? 0,
      // Body composition counters (issue 9), kept by the body module in its own writes.
      body_measurements: row?.body?.measurements ?? 0,
      body_tracking_days: row?.body?.tracking_days ?? 0,
      body_goals_set: row?.body?.goals_set ?? 0,
      body_goals_reached: row?.body?.goals_reached ?? 0,
      body_goal_weight_kg: row?.body?.best_goal_weight_kg ?? 0,
      body_weekly_weeks: row?.body?.best_weekly_run ?? 0,
      body_goal_points: row?.body?.goal_points ?? 0,
    },
  };
}
