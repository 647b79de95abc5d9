import {
  addDays,
  type BadgeMetric,
  type BadgeOverview,
  isBadgeEarned,
  type WeeklyGoal,
  type WeeklyGoalStatus,
  type WeekTally,
  weeksStreak,
} from '@elan/domain';
import type { BadgeCatalogue } from './badges.catalogue-cache.ts';
import type { BadgeRow, MemberState, StatsChanges, UserStatsRow } from './badges.repository.ts';

type GoalCounters = Pick<
  UserStatsRow,
  'goals_reached' | 'goal_week_run' | 'best_goal_week_streak' | 'last_goal_week'
>;

/**
 * The counters to write when the member's weekly goal is met this week for the first time: the
 * week counts once, and extends the weeks-in-a-row run when last week was reached too.
 * Read under the counters lock, `isWeekRecorded` is exact: every path that records a week holds it.
 */
export function reachedGoalChanges(
  stats: GoalCounters,
  state: Pick<MemberState, 'goal' | 'weekTotals' | 'isWeekRecorded'>,
  weekStart: string,
): StatsChanges | undefined {
  const { goal } = state;
  if (!goal || state.isWeekRecorded) return undefined;
  const current = goal.goal_type === 'sessions' ? state.weekTotals.sessions : state.weekTotals.minutes;
  if (current < goal.goal_target) return undefined;
  const run = stats.last_goal_week === addDays(weekStart, -7) ? stats.goal_week_run + 1 : 1;
  return {
    goals_reached: stats.goals_reached + 1,
    goal_week_run: run,
    best_goal_week_streak: Math.max(stats.best_goal_week_streak, run),
    last_goal_week: weekStart,
  };
}

/** The badges of the catalogue the member has not earned yet and whose requirement now holds. */
export function dueBadges(
  catalogue: BadgeCatalogue,
  earnedIds: Set<number>,
  metrics: Record<BadgeMetric, number>,
): BadgeRow[] {
  return catalogue.rows.filter((row) => {
    const definition = catalogue.definitionOf(row);
    return Boolean(
      definition && !earnedIds.has(row.id) && isBadgeEarned(definition, metrics[definition.metric]),
    );
  });
}

/**
 * Earned count and points against the catalogue (the earned list is bounded as the route's: the
 * newest 100 ids, as `badgeDashboardReads` reads them); `extraPoints` are those earned outside
 * badges (completed body goals, decision 015). Seen by another member (`withBody` false), the body
 * badges are not there at all — neither earned, nor in the total, nor in the points (decision 062);
 * the caller passes no body-goal points either.
 */
export function overviewOf(
  catalogue: BadgeCatalogue,
  earnedIds: number[],
  extraPoints = 0,
  withBody = true,
): BadgeOverview {
  const shown = withBody ? earnedIds : earnedIds.filter((id) => !catalogue.bodyIds.has(id));
  const counted = shown.slice(0, 100);
  const total = catalogue.rows.length - (withBody ? 0 : catalogue.bodyIds.size);
  let points = extraPoints;
  for (const id of counted) points += catalogue.byId.get(id)?.points ?? 0;
  return {
    badges_earned: counted.length,
    total_points: points,
    total_badges: total,
    completion_percent: total ? Math.round((counted.length / total) * 100) : 0,
  };
}

/** What the weekly goal's answer reads (badgeDashboardReads.weeklyGoal, or the engine's state). */
type GoalState = Pick<MemberState, 'goal' | 'weekTotals'> & {
  stats?: Pick<UserStatsRow, 'last_goal_week' | 'goal_week_run'>;
};

/** The goal's part of the answer; the weekly streak (issue 34) is added by `weeklyGoalStatusOf`. */
type GoalProgressStatus = Omit<WeeklyGoal, 'weeks_streak' | 'current_week_met'>;

/** GET weekly-goal: this week's progress towards the goal, and the weeks-in-a-row run if alive. */
export function goalStatusOf(state: GoalState | undefined, weekStart: string): GoalProgressStatus | null {
  const goal = state?.goal;
  if (!goal) return null;
  const { stats } = state;
  const current = goal.goal_type === 'sessions' ? state.weekTotals.sessions : state.weekTotals.minutes;
  const isRunAlive = stats?.last_goal_week === weekStart || stats?.last_goal_week === addDays(weekStart, -7);
  return {
    goalType: goal.goal_type,
    goalTarget: goal.goal_target,
    current,
    progress_percent: Math.min(100, Math.round((current / goal.goal_target) * 100)),
    achieved: current >= goal.goal_target,
    week_start: weekStart,
    weeks_in_a_row: isRunAlive ? (stats?.goal_week_run ?? 0) : 0,
  };
}

/**
 * GET weekly-goal with issue 34's weekly streak: the goal's progress when one is set, else the
 * sessions of the week with a null goal; `weeks` are the member's Paris weeks (at most 520 back).
 */
export function weeklyGoalStatusOf(
  read: {
    goal: GoalState['goal'];
    weekTotals: GoalState['weekTotals'];
    weeks: WeekTally[];
    stats?: GoalState['stats'];
  },
  weekStart: string,
): WeeklyGoalStatus {
  const streak = weeksStreak(read.weeks, read.goal ?? null, weekStart);
  const progress = goalStatusOf(read, weekStart);
  if (progress) return { ...progress, ...streak };
  return {
    goalType: null,
    goalTarget: null,
    current: read.weekTotals.sessions,
    progress_percent: 0,
    achieved: false,
    week_start: weekStart,
    weeks_in_a_row: 0,
    ...streak,
  };
}
