import { streakFromWeeks } from './streak.ts';
import { addDays } from './time.ts';

/** How far back the weekly streak looks (ten years of weeks): its read stays bounded. */
export const WEEKS_STREAK_LOOKBACK = 520;

/** One Paris week (Monday–Sunday, keyed by its Monday) of a member's training. */
export type WeekTally = {
  week_start: string;
  sessions: number;
  /** Credited minutes, as the weekly goal counts them. */
  minutes: number;
  /** A weekly goal was reached during that week and recorded then (`weekly_goal_achievements`). */
  is_goal_recorded: boolean;
};

export type WeeklyTarget = { goal_type: 'sessions' | 'minutes'; goal_target: number } | null;

/**
 * Issue 34: a week is met when a goal was reached during it (recorded at that moment, kept even if
 * the goal is raised later in the week), or when it reaches the goal in force now — one session
 * when no goal is set. The goal's history is not stored (one row per member), so a week never
 * recorded is judged by today's goal (decision 124).
 */
export function isWeekMet(week: WeekTally, goal: WeeklyTarget): boolean {
  if (week.is_goal_recorded) return true;
  if (!goal) return week.sessions >= 1;
  return (goal.goal_type === 'sessions' ? week.sessions : week.minutes) >= goal.goal_target;
}

/**
 * Issue 34 (CONTRACT « The circle, week after week »): the weeks in a row, ending on the current
 * week once it is met, else on the week before (the current week is « en cours », not a break).
 * `currentWeek` is the Monday of the current Paris week; later weeks are ignored.
 */
export function weeksStreak(
  weeks: readonly WeekTally[],
  goal: WeeklyTarget,
  currentWeek: string,
): { weeks_streak: number; current_week_met: boolean } {
  const met = weeks
    .filter((week) => week.week_start <= currentWeek && isWeekMet(week, goal))
    .map((week) => week.week_start);
  const isCurrentMet = met.includes(currentWeek);
  return {
    weeks_streak: streakFromWeeks(met, isCurrentMet ? currentWeek : addDays(currentWeek, -7)),
    current_week_met: isCurrentMet,
  };
}
