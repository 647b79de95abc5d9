import {
  countLabel,
  GOAL_LIMITS,
  GOAL_TYPE_LABELS,
  type GoalType,
  NBSP,
  TOAST_TEXTS,
  type WeeklyGoal,
  type WeeklyGoalStatus,
  withUnit,
} from '@elan/domain';

/** Shown after a weekly goal is saved. */
export const WEEKLY_GOAL_SAVED_TOAST = TOAST_TEXTS.weeklyGoalSaved;
export const WEEKLY_GOAL_ACHIEVED = 'Objectif atteint 🎉';

/** A first goal suggestion per type: reachable, inside the bounds. */
export const DEFAULT_GOAL_TARGETS: Record<GoalType, number> = { sessions: 3, minutes: 90 };

/** The form's values; the target stays text while the member types. */
export type WeeklyGoalValues = { goalType: GoalType; goalTarget: string };

export function weeklyGoalValuesFrom(goal: WeeklyGoal | null): WeeklyGoalValues {
  if (!goal) return { goalType: 'sessions', goalTarget: String(DEFAULT_GOAL_TARGETS.sessions) };
  return { goalType: goal.goalType, goalTarget: String(goal.goalTarget) };
}

/** Switching the type keeps the number only when it still fits the new bounds. */
export function withGoalType(values: WeeklyGoalValues, goalType: GoalType): WeeklyGoalValues {
  const target = Number(values.goalTarget);
  const { min, max } = GOAL_LIMITS[goalType];
  const fits = values.goalTarget.trim() !== '' && Number.isInteger(target) && target >= min && target <= max;
  return { goalType, goalTarget: fits ? values.goalTarget : String(DEFAULT_GOAL_TARGETS[goalType]) };
}

/** « entre 1 et 14 séances », the hint under the number input. */
export function goalBoundsHint(goalType: GoalType): string {
  const { min, max } = GOAL_LIMITS[goalType];
  return `Entre ${min} et ${max} ${GOAL_TYPE_LABELS[goalType]} par semaine`;
}

/** « 2 / 3 séances », « 45 / 90 minutes ». */
export function goalProgressLabel(goal: Pick<WeeklyGoal, 'current' | 'goalTarget' | 'goalType'>): string {
  return `${goal.current}${NBSP}/${NBSP}${withUnit(goal.goalTarget, GOAL_TYPE_LABELS[goal.goalType])}`;
}

const UNIT_SINGULAR: Record<GoalType, string> = { sessions: 'séance', minutes: 'minute' };

/** « Encore 1 séance pour l'atteindre », « Encore 45 minutes pour l'atteindre ». */
export function goalRemainingLabel(goal: Pick<WeeklyGoal, 'current' | 'goalTarget' | 'goalType'>): string {
  const remaining = Math.max(0, goal.goalTarget - goal.current);
  const unit = remaining > 1 ? GOAL_TYPE_LABELS[goal.goalType] : UNIT_SINGULAR[goal.goalType];
  return `Encore ${withUnit(remaining, unit)} pour l'atteindre`;
}

/** « 1 semaine d'affilée », « 3 semaines d'affilée ». */
export function weeksInARowLabel(weeks: number): string {
  return `${countLabel(weeks, 'semaine', 'semaines')} d'affilée`;
}

/** The answer of GET weekly-goal as a goal, or null when none is set (issue 34: `goalType` null). */
export function goalOf(status: WeeklyGoalStatus | null | undefined): WeeklyGoal | null {
  if (!status || status.goalType === null || status.goalTarget === null) return null;
  return { ...status, goalType: status.goalType, goalTarget: status.goalTarget };
}

/** Issue 34: « 6 semaines d'affilée »; « … · en cours » while this week's goal is not met yet. */
export function weeksStreakLabel(
  status: Pick<WeeklyGoalStatus, 'weeks_streak' | 'current_week_met'>,
): string {
  const label = weeksInARowLabel(status.weeks_streak);
  return status.current_week_met ? label : `${label} · en cours`;
}
