import { z } from 'zod';
import { idSchema } from '../api/primitives.ts';
import { SET_TYPES } from '../constants/labels.ts';
import { measurementSchema } from './body.ts';
import { userProgramSchema } from './enrollments.ts';
import { weeklyVolumeSchema } from './progress.ts';

/** Issue 32, the coach space (docs/CONTRACT.md « Roles: coaching and administration »). */
export const COACH_LIMITS = {
  /** An invitation link is valid this long. */
  invitationDays: 7,
  /** Random bytes of an invitation code (base64url: 43 characters). */
  invitationCodeBytes: 32,
  /** An athlete with no session for this many days needs attention (« À relancer »). */
  attentionDays: 7,
  /** Sessions an athlete's page lists, newest first. */
  recentCompletions: 20,
  /** Measurements an athlete's page shows when the athlete shares them. */
  recentMeasurements: 10,
  /** The athletes list is bounded: a coach follows at most this many in one answer. */
  maxAthletes: 500,
} as const;

export const COACH_MESSAGES = {
  coachOnly: 'Seuls les coachs peuvent inviter et suivre des athlètes',
  invitationNotFound: 'Cette invitation est introuvable ou a expiré',
  selfInvitation: 'Vous ne pouvez pas être votre propre coach',
  athleteNotFound: 'Cet athlète ne fait pas partie de vos athlètes',
  programNotAssignable: 'Choisissez un de vos programmes ou un programme public',
  noCoach: "Vous n'avez pas de coach",
} as const;

/** What the member who opens an invitation is told the coach will see (the web lists it). */
export const COACH_SEES = [
  'Tes programmes et ta progression',
  'Tes 20 dernières séances, avec leurs séries',
  'Tes records',
  'Ton volume d’entraînement par semaine',
  'Ta composition corporelle, seulement si tu choisis de la partager',
] as const;

/** The notification an athlete gets when their coach assigns a programme. */
export const COACH_NOTIFICATION_TEXTS = {
  programAssigned: (coachName: string, programTitle: string) => ({
    title: 'Nouveau programme de ton coach 📋',
    message: `${coachName} t’a assigné « ${programTitle} ».`,
  }),
} as const;

/** An invitation code in a path: anything else than its alphabet is simply unknown (404). */
export const invitationCodeParams = z.object({
  code: z.string({ error: COACH_MESSAGES.invitationNotFound }).max(200, {
    error: COACH_MESSAGES.invitationNotFound,
  }),
});

export const assignProgramBody = z.object({ program_id: idSchema }).strict();

const personSchema = z.object({ id: z.number(), first_name: z.string(), last_name: z.string() });

/** POST /coach/invitations: `url` is the web app's path (`/coach/join/{code}`), same origin. */
export const coachInvitationSchema = z.object({
  code: z.string(),
  url: z.string(),
  expires_at: z.string(),
});
export type CoachInvitation = z.infer<typeof coachInvitationSchema>;

/** GET /coach/invitations/{code}: who the coach is, and the member's current coach if any. */
export const invitationPreviewSchema = z.object({
  code: z.string(),
  coach: personSchema,
  expires_at: z.string(),
  current_coach: personSchema.nullable(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** GET /coach/me, and what accepting answers: the member's coach since `since`. */
export const myCoachSchema = personSchema.extend({ since: z.string() });
export type MyCoach = z.infer<typeof myCoachSchema>;

export const coachAthleteSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  last_completion_at: z.string().nullable(),
  sessions_last_7_days: z.number(),
  needs_attention: z.boolean(),
});
export type CoachAthlete = z.infer<typeof coachAthleteSchema>;

const athleteSetSchema = z.object({
  exercise_id: z.number(),
  exercise_name: z.string(),
  set_number: z.number(),
  reps: z.number().nullable(),
  weight_kg: z.number().nullable(),
  set_type: z.enum(SET_TYPES),
  status: z.enum(['done', 'skipped']),
  rpe: z.number().nullable(),
  duration_seconds: z.number().nullable(),
});

export const athleteCompletionSchema = z.object({
  id: z.number(),
  completed_at: z.string(),
  program_title: z.string(),
  session_title: z.string(),
  duration_minutes: z.number(),
  volume_kg: z.number(),
  sets: z.array(athleteSetSchema),
});
export type AthleteCompletion = z.infer<typeof athleteCompletionSchema>;

export const athleteRecordSchema = z.object({
  exercise_id: z.number(),
  exercise_name: z.string(),
  best_weight: z.number().nullable(),
  best_reps: z.number().nullable(),
  best_one_rep_max: z.number().nullable(),
});

/**
 * GET /coach/athletes/{id}. `body` is null unless the athlete shares their body composition with
 * their coach (`shares_body`).
 */
export const athleteDetailSchema = z.object({
  athlete: personSchema.extend({ since: z.string(), shares_body: z.boolean() }),
  programs: z.array(userProgramSchema),
  completions: z.array(athleteCompletionSchema),
  records: z.array(athleteRecordSchema),
  weekly_volume: weeklyVolumeSchema,
  body: z.object({ measurements: z.array(measurementSchema) }).nullable(),
});
export type AthleteDetail = z.infer<typeof athleteDetailSchema>;

/** POST /coach/athletes/{id}/programs: the athlete's own copy and their enrolment in it. */
export const assignedProgramSchema = z.object({ program_id: z.number(), enrollment_id: z.number() });
