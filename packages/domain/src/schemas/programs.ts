import { z } from 'zod';
import { idSchema, paginationQuery, strictNumber } from '../api/primitives.ts';
import { LEVELS } from '../constants/labels.ts';
import { PROGRAM_LIMITS } from '../constants/limits.ts';
import { MESSAGES } from '../constants/messages.ts';

const L = PROGRAM_LIMITS;

const intIn = (min: number, max: number, message: string) =>
  strictNumber(
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

const levelSchema = z.enum(LEVELS, { error: MESSAGES.levelInvalid });
const titleSchema = z
  .string({ error: MESSAGES.titleRequired })
  .trim()
  .min(1, { error: MESSAGES.titleRequired })
  .max(L.titleMax, { error: `Le titre ne doit pas dépasser ${L.titleMax} caractères` });
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} ne doit pas dépasser ${max} caractères` })
    .nullish()
    .transform((value) => (value ? value : null));

const durationWeeksSchema = intIn(L.durationWeeks.min, L.durationWeeks.max, MESSAGES.durationWeeksRange);
const setsSchema = intIn(L.sets.min, L.sets.max, MESSAGES.setsRange);
const repsSchema = intIn(L.reps.min, L.reps.max, MESSAGES.repsRange);
const restSecondsSchema = intIn(L.restSeconds.min, L.restSeconds.max, MESSAGES.restRange).refine(
  (value) => value % L.restSeconds.step === 0,
  { error: MESSAGES.restStep },
);

/** One exercise of the create modal's list (spec §5 defaults: 3 sets, 12 reps, 60 s). */
const programExerciseInput = z.object({
  exercise_id: idSchema,
  sets: setsSchema.default(L.sets.default),
  reps: repsSchema.default(L.reps.default),
  rest_time_sec: restSecondsSchema.default(L.restSeconds.default),
});

const programFields = {
  title: titleSchema,
  description: optionalText(L.descriptionMax, 'La description'),
  goal: optionalText(L.goalMax, "L'objectif"),
  difficulty_level: levelSchema.default('beginner'),
  duration_weeks: durationWeeksSchema.default(L.durationWeeks.default),
  image_url: z
    .url({ protocol: /^https?$/, error: 'Adresse d’image invalide' })
    .max(2000)
    .nullish(),
};

/**
 * POST /programs. Spec §7's body; with `exercises` (the create modal) the server also makes
 * 'Session principale' (order 1, day 1) and its exercises, all in one transaction (spec §4).
 */
export const createProgramBody = z.object({
  ...programFields,
  exercises: z
    .array(programExerciseInput)
    .min(1, { error: MESSAGES.exerciseRequired })
    .max(30)
    .refine((items) => new Set(items.map((item) => item.exercise_id)).size === items.length, {
      error: MESSAGES.exerciseDuplicate,
    })
    .optional(),
});
export type CreateProgramBody = z.input<typeof createProgramBody>;

export const updateProgramBody = z.object({
  title: titleSchema.optional(),
  description: programFields.description.optional(),
  goal: programFields.goal.optional(),
  difficulty_level: levelSchema.optional(),
  duration_weeks: durationWeeksSchema.optional(),
  image_url: programFields.image_url,
});

export const programListQuery = paginationQuery.extend({
  created_by: idSchema.optional(),
  q: z.string().trim().max(100).optional(),
});

export const programSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  goal: z.string().nullable(),
  level: levelSchema,
  difficulty_level: levelSchema,
  duration_weeks: z.number(),
  image_url: z.string().nullable(),
  created_by: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  session_count: z.number(),
});
export type Program = z.infer<typeof programSchema>;

// Sessions
export const createSessionBody = z.object({
  program_id: idSchema,
  title: titleSchema,
  notes: optionalText(2000, 'Les notes'),
  order_index: strictNumber(z.coerce.number().int().min(0).max(1000).optional()),
  order: strictNumber(z.coerce.number().int().min(0).max(1000).optional()),
  day_number: strictNumber(z.coerce.number().int().min(1).max(366).optional()),
});
export const updateSessionBody = createSessionBody.omit({ program_id: true }).partial();

export const sessionSchema = z.object({
  id: z.number(),
  program_id: z.number(),
  title: z.string(),
  notes: z.string().nullable(),
  order_index: z.number(),
  order: z.number(),
  day_number: z.number(),
  exercise_count: z.number(),
});
export type Session = z.infer<typeof sessionSchema>;

/** GET /sessions/{id}: the session with its programme's title. */
export const sessionDetailSchema = sessionSchema.extend({ program_title: z.string() });
export type SessionDetail = z.infer<typeof sessionDetailSchema>;

// Exercises
export const exerciseSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string(),
  muscle_group: z.string(),
  category: z.string(),
});
export type Exercise = z.infer<typeof exerciseSchema>;

/** How to do an exercise (issue 13): set-up, 3 to 5 steps, two common mistakes, the muscles. */
export const exerciseInstructionsSchema = z.object({
  setup: z.string(),
  steps: z.array(z.string()).min(3).max(5),
  mistakes: z.array(z.string()).length(2),
  primary_muscles: z.array(z.string()).min(1),
  secondary_muscles: z.array(z.string()),
});
export type ExerciseInstructions = z.infer<typeof exerciseInstructionsSchema>;

/** GET /exercises/{id}: the exercise with its French instructions. */
export const exerciseDetailSchema = exerciseSchema.extend({
  instructions: exerciseInstructionsSchema.nullable(),
});
export type ExerciseDetail = z.infer<typeof exerciseDetailSchema>;
export const exerciseListQuery = z.object({
  category_id: z.string().trim().max(60).optional(),
  /** Case- and accent-insensitive: « developpe » finds « Développé couché ». */
  q: z.string().trim().max(100).optional(),
  /** Exact, as the catalogue writes it (« Quadriceps »): « Remplacer » proposes the same group. */
  muscle_group: z.string().trim().max(60, { error: MESSAGES.muscleGroupInvalid }).optional(),
});

// Session exercises
/**
 * A timed exercise (intervals: Tabata's 20 s / 10 s) may rest any whole number of seconds; the
 * others keep the spec's 15-second steps.
 */
export const createSessionExerciseBody = z
  .object({
    session_id: idSchema,
    exercise_id: idSchema,
    sets: setsSchema.default(L.sets.default),
    reps: repsSchema.default(L.reps.default),
    rest_time_sec: intIn(L.restSeconds.min, L.restSeconds.max, MESSAGES.restRange).default(
      L.restSeconds.default,
    ),
    duration_seconds: strictNumber(z.coerce.number().int().min(1).max(3600).nullish()),
    order_index: strictNumber(z.coerce.number().int().min(0).max(1000).optional()),
  })
  .refine((body) => body.duration_seconds != null || body.rest_time_sec % L.restSeconds.step === 0, {
    error: MESSAGES.restStep,
    path: ['rest_time_sec'],
  });

export const sessionExerciseSchema = z.object({
  id: z.number(),
  session_id: z.number(),
  exercise_id: z.number(),
  exercise_name: z.string(),
  muscle_group: z.string(),
  sets: z.number(),
  reps: z.number(),
  duration_seconds: z.number().nullable(),
  rest_sec: z.number(),
  rest_seconds: z.number(),
  order_index: z.number(),
  /** The editor's fields (issue 30): a rep range's top, targets, a note, a superset's group. */
  reps_max: z.number().nullable(),
  target_weight_kg: z.number().nullable(),
  target_rpe: z.number().nullable(),
  notes: z.string().nullable(),
  superset_group: z.number().nullable(),
});
export type SessionExercise = z.infer<typeof sessionExerciseSchema>;

export const sessionQuery = z.object({ program_id: idSchema });
export const sessionExerciseQuery = z.object({ session_id: idSchema });
