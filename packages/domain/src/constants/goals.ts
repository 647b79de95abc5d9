/**
 * The weekly goal's types, bounds and labels. Kept apart from the Zod schemas that use them, so a
 * screen that only shows a goal does not download Zod (issue 12).
 */
export const GOAL_TYPES = ['sessions', 'minutes'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];
export const GOAL_LIMITS = { sessions: { min: 1, max: 14 }, minutes: { min: 10, max: 1000 } } as const;
export const GOAL_TYPE_LABELS: Record<GoalType, string> = { sessions: 'séances', minutes: 'minutes' };

/**
 * Points integrity (issue 15): at most this many minutes of a member's completions count, per
 * Paris day, towards badges, points and the weekly goal; a completion keeps its real duration.
 */
export const CREDITED_MINUTES_PER_DAY = 300;
