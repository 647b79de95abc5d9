import { z } from 'zod';
import { idSchema, strictNumber, timeOfDaySchema, whenFieldsValid } from '../api/primitives.ts';
import { ENROLLMENT_STATUSES, LEVELS } from '../constants/labels.ts';
import { PLAN_LIMITS } from '../constants/limits.ts';
import { MESSAGES } from '../constants/messages.ts';
import { timeToMinutes } from '../rules/time.ts';

const enrollmentStatusSchema = z.enum(ENROLLMENT_STATUSES, { error: MESSAGES.statusInvalid });

export const createEnrollmentBody = z.object({ program_id: idSchema });
export const enrollmentStatusBody = z.object({ status: enrollmentStatusSchema });

/** A member's training plan for one enrolment (issue 3). Times are `HH:MM` in Paris. */
export const trainingPlanBody = z
  .object({
    sessions_per_week: strictNumber(
      z.coerce
        .number({ error: MESSAGES.sessionsPerWeekRange })
        .int({ error: MESSAGES.sessionsPerWeekRange })
        .min(PLAN_LIMITS.sessionsPerWeek.min, { error: MESSAGES.sessionsPerWeekRange })
        .max(PLAN_LIMITS.sessionsPerWeek.max, { error: MESSAGES.sessionsPerWeekRange }),
    ),
    training_days: z
      .array(z.number().int().min(1).max(7), { error: MESSAGES.trainingDaysInvalid })
      .max(7, { error: MESSAGES.trainingDaysInvalid })
      .refine((days) => new Set(days).size === days.length, { error: MESSAGES.trainingDaysInvalid })
      .default([]),
    time_slot_start: timeOfDaySchema.nullish(),
    time_slot_end: timeOfDaySchema.nullish(),
    target_duration_minutes: strictNumber(
      z.coerce
        .number({ error: MESSAGES.targetDurationRange })
        .int({ error: MESSAGES.targetDurationRange })
        .min(PLAN_LIMITS.targetDurationMinutes.min, { error: MESSAGES.targetDurationRange })
        .max(PLAN_LIMITS.targetDurationMinutes.max, { error: MESSAGES.targetDurationRange })
        .default(PLAN_LIMITS.targetDurationMinutes.default),
    ),
  })
  .superRefine(
    (plan, context) => {
      const hasStart = Boolean(plan.time_slot_start);
      const hasEnd = Boolean(plan.time_slot_end);
      if (hasStart !== hasEnd) {
        context.addIssue({ code: 'custom', message: MESSAGES.timeSlotIncomplete, path: ['time_slot_end'] });
        return;
      }
      if (plan.time_slot_start && plan.time_slot_end) {
        if (timeToMinutes(plan.time_slot_start) >= timeToMinutes(plan.time_slot_end)) {
          context.addIssue({ code: 'custom', message: MESSAGES.timeSlotOrder, path: ['time_slot_end'] });
        }
      }
    },
    { when: whenFieldsValid('time_slot_start', 'time_slot_end') },
  );
export type TrainingPlanBody = z.input<typeof trainingPlanBody>;

export const enrollmentSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  program_id: z.number(),
  status: enrollmentStatusSchema,
  sessions_per_week: z.number(),
  training_days: z.array(z.number()),
  /** `HH:MM:SS` or null when flexible. */
  time_slot_start: z.string().nullable(),
  time_slot_end: z.string().nullable(),
  target_duration_minutes: z.number(),
  enrolled_at: z.string(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

export const enrollmentCheckSchema = z.object({
  enrolled: z.boolean(),
  enrollment: enrollmentSchema.nullable(),
});
export type EnrollmentCheck = z.infer<typeof enrollmentCheckSchema>;

export const participantSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  sessions_completed: z.number(),
});
export type Participant = z.infer<typeof participantSchema>;

export const programStatsSchema = z.object({ active_users: z.number(), total_completions: z.number() });
export type ProgramStats = z.infer<typeof programStatsSchema>;

/**
 * GET /enrollments/user/{id}/programs: §3 gives two views (other user's and own); one row
 * carries both sets of names so either screen reads what it expects.
 */
export const userProgramSchema = z.object({
  id: z.number(),
  enrollment_id: z.number(),
  program_id: z.number(),
  title: z.string(),
  program_title: z.string(),
  description: z.string().nullable(),
  program_level: z.enum(LEVELS),
  status: enrollmentStatusSchema,
  sessions_completed: z.number(),
  total_sessions: z.number(),
  progress_percent: z.number(),
  duration_weeks: z.number(),
  enrolled_at: z.string(),
});
export type UserProgram = z.infer<typeof userProgramSchema>;
