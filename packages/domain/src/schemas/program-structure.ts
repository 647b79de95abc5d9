import { z } from 'zod';
import { idSchema, strictNumber } from '../api/primitives.ts';
import { LEVELS } from '../constants/labels.ts';
import { PROGRAM_LIMITS } from '../constants/limits.ts';
import { MESSAGES } from '../constants/messages.ts';
import { BAR_WEIGHTS_KG, PLATE_WEIGHTS_KG } from '../rules/plates.ts';
import { exerciseHistoryQuery } from './progress.ts';

/**
 * A programme's whole structure (issue 30, docs/CONTRACT.md « Programme editor »): what the editor
 * reads with GET /programs/{id}/structure and saves in one transaction with PUT. The same schema
 * checks the editor's form on the device and the body on the server, so a field's French sentence
 * is shown beside it before the request leaves and the server answers the same sentence.
 */
const L = PROGRAM_LIMITS;

const intIn = (min: number, max: number, message: string) =>
  strictNumber(
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

const numberIn = (min: number, max: number, message: string) =>
  strictNumber(z.coerce.number({ error: message }).min(min, { error: message }).max(max, { error: message }));

const textUpTo = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((value) => (value ? value : null));

const titleSchema = z
  .string({ error: MESSAGES.titleRequired })
  .trim()
  .min(1, { error: MESSAGES.titleRequired })
  .max(L.titleMax, { error: `Le titre ne doit pas dépasser ${L.titleMax} caractères` });

const incrementSchema = numberIn(L.incrementKg.min, L.incrementKg.max, MESSAGES.incrementRange);

/** How an exercise's load moves from one session to the next (issue 31, CONTRACT « Progression »). */
export const progressionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('none') }),
    z.object({ type: z.literal('double'), increment_kg: incrementSchema }),
    z.object({ type: z.literal('linear'), increment_kg: incrementSchema }),
    z.object({
      type: z.literal('percent_1rm'),
      percent: intIn(L.percent1rm.min, L.percent1rm.max, MESSAGES.percentRange),
    }),
  ],
  { error: MESSAGES.progressionInvalid },
);
export type Progression = z.infer<typeof progressionSchema>;
export const NO_PROGRESSION: Progression = { type: 'none' };

const targetRpeSchema = numberIn(L.targetRpe.min, L.targetRpe.max, MESSAGES.targetRpeRange).refine(
  (value) => Number.isInteger(value / L.targetRpe.step),
  { error: MESSAGES.targetRpeRange },
);

/** One exercise of a session in the editor; `id` kept when it already exists. */
export const structureExerciseInput = z
  .object({
    id: idSchema.optional(),
    exercise_id: idSchema,
    sets: intIn(L.sets.min, L.sets.max, MESSAGES.setsRange).default(L.sets.default),
    reps: intIn(L.reps.min, L.reps.max, MESSAGES.repsRange).default(L.reps.default),
    reps_max: intIn(L.reps.min, L.reps.max, MESSAGES.repsRange).nullish().default(null),
    duration_seconds: intIn(L.durationSeconds.min, L.durationSeconds.max, MESSAGES.durationSecondsRange)
      .nullish()
      .default(null),
    rest_time_sec: intIn(L.restSeconds.min, L.restSeconds.max, MESSAGES.restRange).default(
      L.restSeconds.default,
    ),
    target_weight_kg: numberIn(L.targetWeightKg.min, L.targetWeightKg.max, MESSAGES.targetWeightRange)
      .nullish()
      .default(null),
    target_rpe: targetRpeSchema.nullish().default(null),
    notes: textUpTo(L.exerciseNotesMax, MESSAGES.exerciseNotesTooLong),
    superset_group: intIn(1, 1000, MESSAGES.supersetGroupInvalid).nullish().default(null),
    progression: progressionSchema.default(NO_PROGRESSION),
  })
  .refine((exercise) => exercise.reps_max == null || exercise.reps_max >= exercise.reps, {
    error: MESSAGES.repsMaxBelowMin,
    path: ['reps_max'],
  })
  .refine(
    (exercise) => exercise.duration_seconds != null || exercise.rest_time_sec % L.restSeconds.step === 0,
    {
      error: MESSAGES.restStep,
      path: ['rest_time_sec'],
    },
  )
  .refine((exercise) => exercise.duration_seconds == null || exercise.progression.type === 'none', {
    error: MESSAGES.progressionOnTimed,
    path: ['progression'],
  });
export type StructureExerciseInput = z.input<typeof structureExerciseInput>;

/**
 * Exercises sharing a `superset_group` must follow each other: [1, 1, null, 1] is split. Answers the
 * index of the first exercise that breaks the rule, or -1.
 */
export function splitSupersetIndex(groups: readonly (number | null | undefined)[]): number {
  const closed = new Set<number>();
  let previous: number | null = null;
  for (const [index, group] of groups.entries()) {
    const current = group ?? null;
    if (current !== previous && previous !== null) closed.add(previous);
    if (current !== null && closed.has(current)) return index;
    previous = current;
  }
  return -1;
}

/** One session of the editor; `id` kept when it already exists, order = its place in the list. */
export const structureSessionInput = z
  .object({
    id: idSchema.optional(),
    title: titleSchema,
    day_number: intIn(L.dayOfWeek.min, L.dayOfWeek.max, MESSAGES.dayOfWeekRange).default(1),
    notes: textUpTo(L.sessionNotesMax, MESSAGES.sessionNotesTooLong),
    exercises: z
      .array(structureExerciseInput, { error: MESSAGES.invalidRequest })
      .min(1, { error: MESSAGES.exerciseRequired })
      .max(L.exercisesPerSession, { error: MESSAGES.exercisesPerSessionMax }),
  })
  .superRefine((session, context) => {
    const seen = new Set<number>();
    for (const [index, exercise] of session.exercises.entries()) {
      if (seen.has(exercise.exercise_id))
        context.addIssue({
          code: 'custom',
          message: MESSAGES.exerciseDuplicate,
          path: ['exercises', index, 'exercise_id'],
        });
      seen.add(exercise.exercise_id);
    }
    const split = splitSupersetIndex(session.exercises.map((exercise) => exercise.superset_group));
    if (split >= 0)
      context.addIssue({
        code: 'custom',
        message: MESSAGES.supersetSplit,
        path: ['exercises', split, 'superset_group'],
      });
  });
export type StructureSessionInput = z.input<typeof structureSessionInput>;

/** The programme's own fields, edited beside its sessions and saved with them. */
export const structureProgramInput = z.object({
  title: titleSchema,
  description: textUpTo(
    L.descriptionMax,
    `La description ne doit pas dépasser ${L.descriptionMax} caractères`,
  ),
  goal: textUpTo(L.goalMax, `L'objectif ne doit pas dépasser ${L.goalMax} caractères`),
  difficulty_level: z.enum(LEVELS, { error: MESSAGES.levelInvalid }),
  duration_weeks: intIn(L.durationWeeks.min, L.durationWeeks.max, MESSAGES.durationWeeksRange),
  deload_every_weeks: intIn(L.deloadEveryWeeks.min, L.deloadEveryWeeks.max, MESSAGES.deloadEveryRange)
    .nullish()
    .default(null),
});

/** PUT /programs/{id}/structure: the sessions in order (and, optionally, the programme's fields). */
export const putProgramStructureBody = z
  .object({
    program: structureProgramInput.optional(),
    sessions: z
      .array(structureSessionInput, { error: MESSAGES.invalidRequest })
      .min(1, { error: MESSAGES.sessionsPerProgramMin })
      .max(L.sessionsPerProgram, { error: MESSAGES.sessionsPerProgramMax }),
  })
  .superRefine((body, context) => {
    const sessionIds = new Set<number>();
    const exerciseIds = new Set<number>();
    for (const [sessionIndex, session] of body.sessions.entries()) {
      if (session.id !== undefined) {
        if (sessionIds.has(session.id))
          context.addIssue({
            code: 'custom',
            message: MESSAGES.invalidRequest,
            path: ['sessions', sessionIndex, 'id'],
          });
        sessionIds.add(session.id);
      }
      for (const [index, exercise] of session.exercises.entries()) {
        if (exercise.id === undefined) continue;
        if (exerciseIds.has(exercise.id))
          context.addIssue({
            code: 'custom',
            message: MESSAGES.invalidRequest,
            path: ['sessions', sessionIndex, 'exercises', index, 'id'],
          });
        exerciseIds.add(exercise.id);
      }
    }
  });
export type PutProgramStructureBody = z.input<typeof putProgramStructureBody>;

/**
 * A stored progression rule as an answer carries it: the same shapes without the input's coercion
 * (a response schema is encoded, and a preprocess cannot run backwards).
 */
const storedProgressionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  z.object({ type: z.literal('double'), increment_kg: z.number() }),
  z.object({ type: z.literal('linear'), increment_kg: z.number() }),
  z.object({ type: z.literal('percent_1rm'), percent: z.number() }),
]);

const structureExerciseSchema = z.object({
  id: z.number(),
  exercise_id: z.number(),
  exercise_name: z.string(),
  muscle_group: z.string(),
  sets: z.number(),
  reps: z.number(),
  reps_max: z.number().nullable(),
  duration_seconds: z.number().nullable(),
  rest_time_sec: z.number(),
  target_weight_kg: z.number().nullable(),
  target_rpe: z.number().nullable(),
  notes: z.string().nullable(),
  superset_group: z.number().nullable(),
  progression: storedProgressionSchema,
});
export type StructureExercise = z.infer<typeof structureExerciseSchema>;

const structureSessionSchema = z.object({
  id: z.number(),
  title: z.string(),
  day_number: z.number(),
  order_index: z.number(),
  notes: z.string().nullable(),
  exercises: z.array(structureExerciseSchema),
});
export type StructureSession = z.infer<typeof structureSessionSchema>;

/** GET/PUT /programs/{id}/structure's answer. */
export const programStructureSchema = z.object({
  program: z.object({
    id: z.number(),
    title: z.string(),
    description: z.string().nullable(),
    goal: z.string().nullable(),
    difficulty_level: z.enum(LEVELS),
    duration_weeks: z.number(),
    deload_every_weeks: z.number().nullable(),
    created_by: z.number(),
    updated_at: z.string(),
    /** How many members follow it (enrolments in progress): the deletion's confirmation says it. */
    followers_count: z.number(),
  }),
  sessions: z.array(structureSessionSchema),
});
export type ProgramStructure = z.infer<typeof programStructureSchema>;

/** « A1 », « A2 », « B1 »…: each superset of a session gets a letter, in order, its members a number. */
export function supersetLabels(groups: readonly (number | null | undefined)[]): (string | null)[] {
  const letters = new Map<number, string>();
  const positions = new Map<number, number>();
  const sizes = new Map<number, number>();
  for (const group of groups) if (group != null) sizes.set(group, (sizes.get(group) ?? 0) + 1);
  return groups.map((group) => {
    if (group == null || (sizes.get(group) ?? 0) < 2) return null;
    if (!letters.has(group)) letters.set(group, String.fromCharCode(65 + (letters.size % 26)));
    const position = (positions.get(group) ?? 0) + 1;
    positions.set(group, position);
    return `${letters.get(group)}${position}`;
  });
}

/**
 * GET /sessions/{id}/targets's query: the member's bar and plates (kept on their device, issue 13),
 * so loads are rounded to what they can make; the default set when left out.
 */
export const sessionTargetsQuery = z.object({
  bar_kg: strictNumber(
    z.coerce
      .number({ error: MESSAGES.barInvalid })
      .refine((value) => (BAR_WEIGHTS_KG as readonly number[]).includes(value), {
        error: MESSAGES.barInvalid,
      }),
  ).optional(),
  /** Comma-separated: « 20,10,5,2.5 ». */
  plates_kg: z
    .string({ error: MESSAGES.platesInvalid })
    .max(60, { error: MESSAGES.platesInvalid })
    .transform((value, context) => {
      const plates = value.split(',').map((item) => Number(item.trim()));
      if (
        plates.length === 0 ||
        plates.some((plate) => !(PLATE_WEIGHTS_KG as readonly number[]).includes(plate))
      ) {
        context.addIssue({ code: 'custom', message: MESSAGES.platesInvalid });
        return z.NEVER;
      }
      return [...new Set(plates)];
    })
    .optional(),
});

/** One exercise's target for today (CONTRACT « Progression »). */
export const sessionTargetSchema = z.object({
  session_exercise_id: z.number(),
  exercise_id: z.number(),
  /** The exercise's rule: with « none » the target only says what was done last time. */
  rule: z.enum(['none', 'double', 'linear', 'percent_1rm']),
  sets: z.number(),
  reps: z.number(),
  reps_max: z.number().nullable(),
  target_weight_kg: z.number().nullable(),
  deload: z.boolean(),
  reason: z.string(),
  /** Three completions in a row without progress: the summary proposes a lighter load. */
  stalled: z.boolean(),
  /** The warm-up ramp before the first work set (empty under 40 kg or without a load). */
  warmup: z.array(z.object({ weight_kg: z.number(), reps: z.number() })),
});
export type SessionTarget = z.infer<typeof sessionTargetSchema>;

/**
 * POST /sessions/{id}/targets/overrides: the load a member chose from a stall's suggestion (issue 31);
 * the next targets read uses it once, until they complete the session again.
 */
export const loadOverrideBody = z.object({
  session_exercise_id: idSchema,
  weight_kg: numberIn(0, 500, MESSAGES.weightRange),
});
export type LoadOverrideBody = z.infer<typeof loadOverrideBody>;

export const loadOverrideSchema = z.object({
  session_exercise_id: z.number(),
  weight_kg: z.number(),
  created_at: z.string(),
});
export type LoadOverride = z.infer<typeof loadOverrideSchema>;

/** GET /exercises/{id}/targets's query: the member's bar and plates, and how many past sessions. */
export const exerciseTargetsQuery = sessionTargetsQuery.extend(exerciseHistoryQuery.shape);

/** One point of the target history: the target the rule gave before a completion, and what was done. */
const targetPointSchema = z.object({
  completed_at: z.string(),
  target_weight_kg: z.number().nullable(),
  done_kg: z.number().nullable(),
  deload: z.boolean(),
});

/**
 * GET /exercises/{id}/targets (issue 31, decision 099): per session exercise with a rule in a
 * programme the member follows, the targets the rules gave before each past session, oldest first.
 */
export const exerciseTargetSeriesSchema = z.object({
  session_exercise_id: z.number(),
  session_title: z.string(),
  program_title: z.string(),
  progression: storedProgressionSchema,
  points: z.array(targetPointSchema),
});
export type ExerciseTargetSeries = z.infer<typeof exerciseTargetSeriesSchema>;
