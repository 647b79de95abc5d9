import {
  advanceStreak,
  type BadgeMetric,
  CREDITED_MINUTES_PER_DAY,
  parisClock,
  parisDay,
} from '@elan/domain';
import type { UserStatsRow } from './badges.repository.ts';

type BodyMetric = Extract<BadgeMetric, `body_${string}`>;

export type TrainingCounters = Pick<
  UserStatsRow,
  | 'total_sessions'
  | 'total_minutes'
  | 'last_active_day'
  | 'streak_run'
  | 'longest_streak'
  | 'day_sessions'
  | 'max_sessions_in_a_day'
  | 'early_sessions'
  | 'late_sessions'
  | 'weekend_sessions'
  | 'night_sessions'
  | 'longest_session_minutes'
>;

export const EMPTY_COUNTERS: TrainingCounters = {
  total_sessions: 0,
  total_minutes: 0,
  last_active_day: null,
  streak_run: 0,
  longest_streak: 0,
  day_sessions: 0,
  max_sessions_in_a_day: 0,
  early_sessions: 0,
  late_sessions: 0,
  weekend_sessions: 0,
  night_sessions: 0,
  longest_session_minutes: 0,
};

const EARLY_BEFORE = 7 * 60;
const LATE_FROM = 21 * 60;
const NIGHT_BEFORE = 4 * 60;

/** The minutes a completion of `durationMinutes` adds when `creditedToday` already count that Paris day. */
export function creditedMinutes(creditedToday: number, durationMinutes: number): number {
  return Math.max(0, Math.min(durationMinutes, CREDITED_MINUTES_PER_DAY - creditedToday));
}

/**
 * Folds one completion into the counters (Paris days and clock): constant work whatever the
 * member's history, which is what keeps the badge engine's cost flat. `credited` is what the
 * completion adds to the total minutes (the daily cap, decision 025); the longest session counts
 * its real duration, capped too, so no single completion can be worth more than a day.
 */
export function applyCompletion(
  counters: TrainingCounters,
  completedAt: Date,
  durationMinutes: number,
  credited: number,
): TrainingCounters {
  const day = parisDay(completedAt);
  const { minutes, weekday } = parisClock(completedAt);
  const streak = advanceStreak(
    { lastActiveDay: counters.last_active_day, runLength: counters.streak_run },
    day,
  );
  const isSameDay = counters.last_active_day === day;
  const isLaterDay = !counters.last_active_day || day > counters.last_active_day;
  const daySessions = isSameDay ? counters.day_sessions + 1 : isLaterDay ? 1 : counters.day_sessions;
  return {
    total_sessions: counters.total_sessions + 1,
    total_minutes: counters.total_minutes + credited,
    last_active_day: streak.lastActiveDay,
    streak_run: streak.runLength,
    longest_streak: Math.max(counters.longest_streak, streak.runLength),
    day_sessions: daySessions,
    max_sessions_in_a_day: Math.max(counters.max_sessions_in_a_day, daySessions),
    early_sessions: counters.early_sessions + (minutes < EARLY_BEFORE ? 1 : 0),
    late_sessions: counters.late_sessions + (minutes >= LATE_FROM ? 1 : 0),
    weekend_sessions: counters.weekend_sessions + (weekday >= 6 ? 1 : 0),
    night_sessions: counters.night_sessions + (minutes < NIGHT_BEFORE ? 1 : 0),
    longest_session_minutes: Math.max(
      counters.longest_session_minutes,
      Math.min(durationMinutes, CREDITED_MINUTES_PER_DAY),
    ),
  };
}

/**
 * The counters of a whole history (oldest first): each Paris day credits at most
 * `CREDITED_MINUTES_PER_DAY` minutes, the same total as the completions credited one by one.
 */
export function countHistory(history: { completed_at: Date; duration_minutes: number }[]): TrainingCounters {
  let counters = EMPTY_COUNTERS;
  let day: string | undefined;
  let creditedToday = 0;
  for (const row of history) {
    const rowDay = parisDay(row.completed_at);
    if (rowDay !== day) [day, creditedToday] = [rowDay, 0];
    const credited = creditedMinutes(creditedToday, row.duration_minutes);
    creditedToday += credited;
    counters = applyCompletion(counters, row.completed_at, row.duration_minutes, credited);
  }
  return counters;
}

/** The numbers each badge definition is measured against. */
export function metricValues(
  stats: UserStatsRow | undefined,
  live: {
    enrollments: number;
    programs_created: number;
    programs_completed: number;
    friends?: number;
    circle_unlocks?: number;
  } & Partial<Record<BodyMetric, number>>,
): Record<BadgeMetric, number> {
  return {
    longest_streak: stats?.longest_streak ?? 0,
    total_sessions: stats?.total_sessions ?? 0,
    total_minutes: stats?.total_minutes ?? 0,
    enrollments: live.enrollments,
    programs_created: live.programs_created,
    programs_completed: live.programs_completed,
    early_sessions: stats?.early_sessions ?? 0,
    late_sessions: stats?.late_sessions ?? 0,
    weekend_sessions: stats?.weekend_sessions ?? 0,
    night_sessions: stats?.night_sessions ?? 0,
    longest_session_minutes: stats?.longest_session_minutes ?? 0,
    max_sessions_in_a_day: stats?.max_sessions_in_a_day ?? 0,
    goals_reached: stats?.goals_reached ?? 0,
    best_goal_week_streak: stats?.best_goal_week_streak ?? 0,
    friends: live.friends ?? 0,
    circle_unlocks: live.circle_unlocks ?? 0,
    body_measurements: live.body_measurements ?? 0,
    body_tracking_days: live.body_tracking_days ?? 0,
    body_goals_set: live.body_goals_set ?? 0,
    body_goals_reached: live.body_goals_reached ?? 0,
    body_goal_weight_kg: live.body_goal_weight_kg ?? 0,
    body_weekly_weeks: live.body_weekly_weeks ?? 0,
    // Only a challenge's end awards it (decision 127): progress reads 0 until then.
    challenges_completed: 0,
  };
}
