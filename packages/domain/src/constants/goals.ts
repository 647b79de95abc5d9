/**
 * The weekly goal's types, bounds and labels. Kept apart from the Zod schemas that use them, so a
 * screen that only shows a goal does not download Zod (issue 12).
 */
export const GOAL_TYPES = ['sessions', 'minutes'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];
export const GOAL_LIMITS = { sessions: { min: 1, max: 14 }, minutes: { min: 10, max: 1000 } } as const;
export const GOAL_TYPE_LABELS: Record<GoalType, string> = { sessions: 'séances', minutes: 'minutes' };
