import { z } from 'zod';

/** Spec §3 scheduled item (agenda). Times are `HH:MM:SS` or null when flexible. */
export const scheduledItemSchema = z.object({
  program_id: z.number(),
  program_title: z.string(),
  session_id: z.number(),
  session_title: z.string(),
  is_time_specific: z.boolean(),
  time_slot_start: z.string().nullable(),
  time_slot_end: z.string().nullable(),
  target_duration_minutes: z.number(),
  completed_today: z.boolean(),
  completion_count: z.number(),
  /** The session's exercises and its estimated minutes (issue 29: the dashboard's « Today » card). */
  exercise_count: z.number(),
  estimated_minutes: z.number(),
  /** Issue 31: the member's enrolment is in a deload week (« Décharge »). */
  deload: z.boolean(),
});
export type ScheduledItem = z.infer<typeof scheduledItemSchema>;

export const weeklyScheduleEntrySchema = z.object({
  program_id: z.number(),
  title: z.string(),
  image_url: z.string().nullable(),
  is_time_specific: z.boolean(),
  time_slot_start: z.string().nullable(),
  time_slot_end: z.string().nullable(),
  sessions_per_week: z.number(),
  sessions_completed_this_week: z.number(),
  training_days: z.array(z.number()),
});
export type WeeklyScheduleEntry = z.infer<typeof weeklyScheduleEntrySchema>;

export const nextSessionSchema = z
  .object({
    session_id: z.number(),
    session_title: z.string(),
    order_index: z.number(),
    program_id: z.number(),
    /** Issue 29: the session's exercises and estimated minutes, for the « Commencer » cards. */
    exercise_count: z.number(),
    estimated_minutes: z.number(),
    /** Issue 29: the programme's sessions the member did this week (Monday–Sunday, Paris). */
    done_this_week: z.array(z.number()),
    /** Issue 31: the member's enrolment in the programme is in a deload week. */
    deload: z.boolean(),
  })
  .nullable();
export type NextSession = z.infer<typeof nextSessionSchema>;

export const weeklyStatsSchema = z.object({
  sessions_this_week: z.number(),
  total_minutes_this_week: z.number(),
  programs_active_this_week: z.number(),
  /** Issue 33: kcal of the same completions (each one's `calories_burned`). */
  calories_this_week: z.number(),
});
export type WeeklyStats = z.infer<typeof weeklyStatsSchema>;

/** Issue 33: POST /api/schedule/calendar-link — the secret address to subscribe to. */
export const calendarLinkSchema = z.object({ url: z.string() });
export type CalendarLink = z.infer<typeof calendarLinkSchema>;
