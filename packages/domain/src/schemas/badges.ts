import { z } from 'zod';
import { idSchema, strictNumber } from '../api/primitives.ts';
import { GOAL_LIMITS, GOAL_TYPES } from '../constants/goals.ts';
import { MESSAGES } from '../constants/messages.ts';

/** Spec §3 Badge, with 1/0 `earned` as the spec has it. */
export const badgeSchema = z.object({
  badge_id: z.number(),
  id: z.number(),
  code: z.string(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  requirement: z.string(),
  gradient: z.string(),
  color: z.string(),
  points: z.number(),
  category: z.string(),
  is_secret: z.boolean(),
  earned: z.union([z.literal(0), z.literal(1)]),
  earned_at: z.string().nullable(),
  progress_percent: z.number(),
});
export type Badge = z.infer<typeof badgeSchema>;

export const badgeOverviewSchema = z.object({
  badges_earned: z.number(),
  total_points: z.number(),
  total_badges: z.number(),
  completion_percent: z.number(),
});
export type BadgeOverview = z.infer<typeof badgeOverviewSchema>;

export const memberStatsSchema = z.object({
  current_streak: z.number(),
  longest_streak: z.number(),
  total_sessions: z.number(),
  total_minutes: z.number(),
  badges_earned: z.number(),
  total_points: z.number(),
  last_active_day: z.string().nullable(),
});
export type MemberStats = z.infer<typeof memberStatsSchema>;

export const unlockBadgeBody = z.object({ badgeId: idSchema });
export const historyQuery = z.object({
  limit: strictNumber(z.coerce.number().int().min(1).max(100).default(10)),
});

export const weeklyGoalBody = z
  .object({
    goalType: z.enum(GOAL_TYPES, { error: MESSAGES.goalTypeInvalid }),
    goalTarget: strictNumber(
      z.coerce.number({ error: MESSAGES.goalTargetInvalid }).int({ error: MESSAGES.goalTargetInvalid }),
    ),
  })
  .superRefine((goal, context) => {
    const limits = GOAL_LIMITS[goal.goalType];
    if (goal.goalTarget < limits.min || goal.goalTarget > limits.max) {
      context.addIssue({
        code: 'custom',
        path: ['goalTarget'],
        message:
          goal.goalType === 'sessions'
            ? 'L’objectif doit être compris entre 1 et 14 séances'
            : 'L’objectif doit être compris entre 10 et 1000 minutes',
      });
    }
  });
export type WeeklyGoalBody = z.input<typeof weeklyGoalBody>;

export const weeklyGoalSchema = z.object({
  goalType: z.enum(GOAL_TYPES),
  goalTarget: z.number(),
  current: z.number(),
  progress_percent: z.number(),
  achieved: z.boolean(),
  week_start: z.string(),
  weeks_in_a_row: z.number(),
  /** Issue 34: weeks in a row (Paris) whose goal was met, one session when none is set (rules/weekly-streak.ts). */
  weeks_streak: z.number(),
  /** Issue 34: the current week is met; until then it is « en cours » and not counted. */
  current_week_met: z.boolean(),
});
export type WeeklyGoal = z.infer<typeof weeklyGoalSchema>;

/**
 * GET /badges/user/{id}/weekly-goal (issue 34): with no goal set, `goalType` and `goalTarget` are
 * null and the answer still carries the weekly streak (one session a week); `current` counts sessions.
 */
export const weeklyGoalStatusSchema = weeklyGoalSchema.extend({
  goalType: z.enum(GOAL_TYPES).nullable(),
  goalTarget: z.number().nullable(),
});
export type WeeklyGoalStatus = z.infer<typeof weeklyGoalStatusSchema>;

/** The workout-history entry of POST /badges/user/{id}/workout (the spec leaves it open). */
export const workoutBody = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MESSAGES.dateInvalid })
    // 2024-02-30 matches the pattern but is no day: it must read back as itself.
    .refine(
      (value) => value >= '1900-01-01' && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value),
      {
        error: MESSAGES.dateInvalid,
      },
    ),
  duration_minutes: strictNumber(
    z.coerce
      .number({ error: MESSAGES.durationMinutesRange })
      .int({ error: MESSAGES.durationMinutesRange })
      .min(1, { error: MESSAGES.durationMinutesRange })
      .max(600, { error: MESSAGES.durationMinutesRange }),
  ),
  exercises_count: strictNumber(z.coerce.number().int().min(0).max(100).default(0)),
  completion_id: idSchema.nullish(),
});

export const workoutEntrySchema = z.object({
  id: z.number(),
  date: z.string(),
  duration_minutes: z.number(),
  exercises_count: z.number(),
  completion_id: z.number().nullable(),
  created_at: z.string(),
});

export const badgeCheckSchema = z.object({ new_badges: z.array(badgeSchema) });
