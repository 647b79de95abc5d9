import { z } from 'zod';
import { idSchema, paginationQuery, strictNumber } from '../api/primitives.ts';
import { FEELINGS, type Feeling, SET_TYPES } from '../constants/labels.ts';
import { MESSAGES } from '../constants/messages.ts';
import { CALORIE_ESTIMATES } from '../rules/calories.ts';
import { summariseHeartRate } from '../rules/heart-rate.ts';

/** Bounds of a completion and of its logged sets. */
const COMPLETION_LIMITS = {
  durationMinutes: { min: 1, max: 600 },
  notesMax: 2000,
  weightKg: { min: 0, max: 500 },
  repsMax: 1000,
  setNumberMax: 50,
  setsMax: 300,
  feedLimit: { default: 20, max: 100 },
  rpe: { min: 6, max: 10 },
  setDurationSecondsMax: 3600,
  sessionTitleMax: 100,
  heartRate: { min: 30, max: 240 },
  heartRateSamplesMax: 7200,
  /** Seconds a sample may lie past the whole minutes sent as the duration (decision 117). */
  heartRateSamplesMarginSeconds: 60,
  caloriesMax: 20_000,
} as const;
export const HEART_RATE_SAMPLES_MAX = COMPLETION_LIMITS.heartRateSamplesMax;

const feelingSchema = z.enum(FEELINGS, { error: MESSAGES.feelingInvalid });

const setStatusSchema = z.enum(['done', 'skipped']);
const setTypeSchema = z.enum(SET_TYPES, { error: MESSAGES.setTypeInvalid });

/** RPE 6 to 10 in half steps (RIR 4 … 0), optional. */
export const RPE_VALUES = [6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10] as const;
const rpeSchema = strictNumber(
  z.coerce
    .number({ error: MESSAGES.rpeInvalid })
    .min(COMPLETION_LIMITS.rpe.min, { error: MESSAGES.rpeInvalid })
    .max(COMPLETION_LIMITS.rpe.max, { error: MESSAGES.rpeInvalid })
    .refine((value) => Number.isInteger(value * 2), { error: MESSAGES.rpeInvalid })
    .nullish(),
);

/** Reps done in a logged set, and its load in kg: the player's fields check them with these too. */
export const setRepsSchema = strictNumber(
  z.coerce
    .number({ error: MESSAGES.setRepsRange })
    .int({ error: MESSAGES.setRepsRange })
    .min(0, { error: MESSAGES.setRepsRange })
    .max(COMPLETION_LIMITS.repsMax, { error: MESSAGES.setRepsRange })
    .nullish(),
);
export const setWeightSchema = strictNumber(
  z.coerce
    .number({ error: MESSAGES.weightRange })
    .min(COMPLETION_LIMITS.weightKg.min, { error: MESSAGES.weightRange })
    .max(COMPLETION_LIMITS.weightKg.max, { error: MESSAGES.weightRange })
    .nullish(),
);

/** One set actually done (or skipped) during a session: the per-set log. */
const completionSetInput = z.object({
  exercise_id: idSchema,
  set_number: strictNumber(z.coerce.number().int().min(1).max(COMPLETION_LIMITS.setNumberMax)),
  reps: setRepsSchema,
  weight_kg: setWeightSchema,
  status: setStatusSchema.default('done'),
  set_type: setTypeSchema.default('normal'),
  rpe: rpeSchema,
  /** A timed set's real duration, seconds. */
  duration_seconds: strictNumber(
    z.coerce
      .number({ error: MESSAGES.setDurationRange })
      .int({ error: MESSAGES.setDurationRange })
      .min(0, { error: MESSAGES.setDurationRange })
      .max(COMPLETION_LIMITS.setDurationSecondsMax, { error: MESSAGES.setDurationRange })
      .nullish(),
  ),
  /** The programme's exercise this set replaced (« Remplacer »); `exercise_id` is the one done. */
  planned_exercise_id: idSchema.nullish(),
});

const durationSchema = strictNumber(
  z.coerce
    .number({ error: MESSAGES.durationMinutesRange })
    .int({ error: MESSAGES.durationMinutesRange })
    .min(COMPLETION_LIMITS.durationMinutes.min, { error: MESSAGES.durationMinutesRange })
    .max(COMPLETION_LIMITS.durationMinutes.max, { error: MESSAGES.durationMinutesRange }),
);

const notesSchema = z
  .string()
  .max(COMPLETION_LIMITS.notesMax, { error: MESSAGES.notesTooLong })
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));

const heartRateSchema = strictNumber(
  z.coerce
    .number({ error: MESSAGES.heartRateRange })
    .int({ error: MESSAGES.heartRateRange })
    .min(COMPLETION_LIMITS.heartRate.min, { error: MESSAGES.heartRateRange })
    .max(COMPLETION_LIMITS.heartRate.max, { error: MESSAGES.heartRateRange }),
);

/** `[second, bpm]`: whole seconds since the start, a heart rate in bounds (JSON numbers only). */
const heartRateSampleSchema = z.tuple(
  [
    z
      .number({ error: MESSAGES.heartRateSampleInvalid })
      .int({ error: MESSAGES.heartRateSampleInvalid })
      .min(0, { error: MESSAGES.heartRateSampleInvalid }),
    z
      .number({ error: MESSAGES.heartRateRange })
      .int({ error: MESSAGES.heartRateRange })
      .min(COMPLETION_LIMITS.heartRate.min, { error: MESSAGES.heartRateRange })
      .max(COMPLETION_LIMITS.heartRate.max, { error: MESSAGES.heartRateRange }),
  ],
  { error: MESSAGES.heartRateSampleInvalid },
);

/** A session's samples: at most 7,200, seconds strictly increasing (decision 117). */
const heartRateSamplesSchema = z
  .array(heartRateSampleSchema, { error: MESSAGES.heartRateSampleInvalid })
  .max(COMPLETION_LIMITS.heartRateSamplesMax, { error: MESSAGES.heartRateSamplesTooMany })
  .refine(
    (samples) => samples.every((sample, index) => index === 0 || sample[0] > (samples[index - 1]?.[0] ?? -1)),
    {
      error: MESSAGES.heartRateSamplesOrder,
    },
  );

/**
 * Spec §3 create payload, plus the optional per-set log. A free workout (« Séance libre ») has
 * neither `program_id` nor `session_id`, and may carry its own `session_title`.
 */
export const createCompletionBody = z
  .object({
    program_id: idSchema.nullish(),
    session_id: idSchema.nullish(),
    session_title: z
      .string({ error: MESSAGES.sessionTitleLength })
      .trim()
      .min(1, { error: MESSAGES.sessionTitleLength })
      .max(COMPLETION_LIMITS.sessionTitleMax, { error: MESSAGES.sessionTitleLength })
      .nullish(),
    duration_minutes: durationSchema,
    photo_url: z.string().max(300).nullish(),
    notes: notesSchema,
    feeling: feelingSchema.nullish(),
    sets: z
      .array(completionSetInput)
      .max(COMPLETION_LIMITS.setsMax)
      .refine(
        (sets) => new Set(sets.map((set) => `${set.exercise_id}:${set.set_number}`)).size === sets.length,
        { error: MESSAGES.setDuplicate },
      )
      .default([]),
    average_heart_rate: heartRateSchema.nullish(),
    max_heart_rate: heartRateSchema.nullish(),
    heart_rate_samples: heartRateSamplesSchema.nullish(),
    calories_burned: strictNumber(
      z.coerce
        .number({ error: MESSAGES.caloriesRange })
        .int({ error: MESSAGES.caloriesRange })
        .min(0, { error: MESSAGES.caloriesRange })
        .max(COMPLETION_LIMITS.caloriesMax, { error: MESSAGES.caloriesRange })
        .nullish(),
    ),
  })
  .refine((body) => (body.program_id == null) === (body.session_id == null), {
    error: MESSAGES.programSessionPair,
    path: ['session_id'],
  })
  .superRefine((body, context) => {
    const samples = body.heart_rate_samples ?? [];
    const last = samples.at(-1);
    const limit = body.duration_minutes * 60 + COMPLETION_LIMITS.heartRateSamplesMarginSeconds;
    if (last && last[0] > limit) {
      context.addIssue({
        code: 'custom',
        message: MESSAGES.heartRateSamplesBeyondDuration,
        path: ['heart_rate_samples'],
      });
    }
    const { average_heart_rate: average, max_heart_rate: max } = body;
    if (average != null && max != null && max < average) {
      context.addIssue({
        code: 'custom',
        message: MESSAGES.heartRateMaxBelowAverage,
        path: ['max_heart_rate'],
      });
    }
    // Sent beside samples, the summary must be theirs: the average within 2 bpm, the maximum exact.
    const summary = summariseHeartRate(samples);
    if (
      summary &&
      ((average != null && Math.abs(average - summary.average) > 2) || (max != null && max !== summary.max))
    ) {
      context.addIssue({
        code: 'custom',
        message: MESSAGES.heartRateSummaryMismatch,
        path: ['average_heart_rate'],
      });
    }
  });
export type CreateCompletionBody = z.input<typeof createCompletionBody>;

/** Spec §3 update payload (notes, feeling), and the photo the summary adds afterwards. */
export const updateCompletionBody = z.object({
  notes: notesSchema.optional(),
  feeling: feelingSchema.nullish(),
  photo_url: z.string().max(300).nullish(),
});
export type UpdateCompletionBody = z.input<typeof updateCompletionBody>;

export const completionSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  program_id: z.number().nullable(),
  session_id: z.number().nullable(),
  session_title: z.string(),
  program_title: z.string(),
  duration_minutes: z.number(),
  photo_url: z.string().nullable(),
  notes: z.string().nullable(),
  feeling: feelingSchema.nullable(),
  completed_at: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  has_photo: z.boolean(),
  average_heart_rate: z.number().nullable(),
  max_heart_rate: z.number().nullable(),
  calories_burned: z.number().nullable(),
  /** How `calories_burned` was estimated; `default_weight`: with 70 kg, the member had no weight. */
  calories_estimate: z.enum(CALORIE_ESTIMATES).nullable(),
});
export type Completion = z.infer<typeof completionSchema>;

const completionSetSchema = z.object({
  exercise_id: z.number(),
  exercise_name: z.string(),
  set_number: z.number(),
  reps: z.number().nullable(),
  weight_kg: z.number().nullable(),
  status: setStatusSchema,
  set_type: setTypeSchema,
  rpe: z.number().nullable(),
  duration_seconds: z.number().nullable(),
  planned_exercise_id: z.number().nullable(),
});
export type CompletionSet = z.infer<typeof completionSetSchema>;

const RECORD_KINDS = ['weight', 'reps', 'one_rep_max'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
export const RECORD_LABELS: Record<RecordKind, string> = {
  weight: 'Charge maximale',
  reps: 'Répétitions maximales',
  one_rep_max: '1RM estimé',
};

const personalRecordSchema = z.object({
  exercise_id: z.number(),
  exercise_name: z.string(),
  kind: z.enum(RECORD_KINDS),
  value: z.number(),
  previous: z.number().nullable(),
});
export type PersonalRecord = z.infer<typeof personalRecordSchema>;

/** What POST /completions answers: the completion, its set log and the records it beat. */
export const createdCompletionSchema = completionSchema.extend({
  sets: z.array(completionSetSchema),
  records: z.array(personalRecordSchema),
});
export type CreatedCompletion = z.infer<typeof createdCompletionSchema>;

/** A badge the completion earned (awarded in its transaction), as its result card shows it. */
const earnedBadgeSchema = z.object({
  code: z.string(),
  name: z.string(),
  icon: z.string(),
  category: z.string(),
  gradient: z.string(),
});
export type EarnedBadge = z.infer<typeof earnedBadgeSchema>;

/**
 * GET /completions/{id}: the completion with its result (issue 29, « A result worth looking at »):
 * the working volume (`workingVolumeKg`), the records and badges it brought, and the heart-rate
 * samples a strap recorded (issue 33; empty without one).
 */
export const completionDetailSchema = createdCompletionSchema.extend({
  volume_kg: z.number(),
  badges: z.array(earnedBadgeSchema),
  heart_rate_samples: z.array(z.tuple([z.number(), z.number()])),
});
export type CompletionDetail = z.infer<typeof completionDetailSchema>;

type LoggedSet = Pick<CompletionSet, 'reps' | 'weight_kg' | 'status'> & {
  set_type?: CompletionSet['set_type'];
};

/** A working set: done, and not a warm-up (what charts and records count, issue 13). */
export function isWorkingSet(set: LoggedSet): boolean {
  return set.status === 'done' && set.set_type !== 'warmup';
}

/** Volume in kg: load × reps of the working sets, rounded to the tenth (as the weekly volume). */
export function workingVolumeKg(sets: LoggedSet[]): number {
  const total = sets.reduce(
    (sum, set) => (isWorkingSet(set) ? sum + (set.weight_kg ?? 0) * (set.reps ?? 0) : sum),
    0,
  );
  return Math.round(total * 10) / 10;
}

export const completionListQuery = paginationQuery.extend({
  limit: strictNumber(z.coerce.number().int().min(1).max(100).default(20)),
});
/**
 * A member's completions: the list above, and `since` — only those completed at or after that
 * instant (the dashboard's week strip reads its 7 days, not the member's last 100; decision 042).
 */
export const userCompletionListQuery = completionListQuery.extend({
  since: z.iso.datetime({ offset: true, error: MESSAGES.sinceInvalid }).optional(),
});
export const feedQuery = z.object({
  limit: strictNumber(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(COMPLETION_LIMITS.feedLimit.max)
      .default(COMPLETION_LIMITS.feedLimit.default),
  ),
});

export const completionStatsSchema = z.object({
  count: z.number(),
  total_minutes: z.number(),
  last_completed_at: z.string().nullable(),
  /** 1 (terrible) … 5 (excellent), one decimal; null when no feeling was given. */
  average_feeling: z.number().nullable(),
});
export type CompletionStats = z.infer<typeof completionStatsSchema>;

/** Last sets the member logged for each exercise, to pre-fill the player. */
export const lastSetsQuery = z.object({
  exercise_ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, { error: MESSAGES.invalidRequest })
    .transform((value) => value.split(',').map(Number))
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), { error: MESSAGES.invalidId }),
});
export const lastSetsSchema = z.array(
  z.object({
    exercise_id: z.number(),
    sets: z.array(
      z.object({
        set_number: z.number(),
        reps: z.number().nullable(),
        weight_kg: z.number().nullable(),
        /** A timed set's seconds (issue 29's « Précédent »); absent from older answers and kept copies. */
        duration_seconds: z.number().nullable().optional(),
        /** Warm-ups are matched with today's warm-ups, work sets with work sets; absent from older copies. */
        set_type: setTypeSchema.optional(),
      }),
    ),
  }),
);
export type LastSets = z.infer<typeof lastSetsSchema>;

export const uploadResultSchema = z.object({ url: z.string(), name: z.string() });

/** Epley: estimated one-rep max = load × (1 + reps / 30), one decimal. */
export function estimatedOneRepMax(weightKg: number, reps: number): number {
  if (reps <= 0 || weightKg <= 0) return 0;
  if (reps === 1) return weightKg;
  return Math.round(weightKg * (1 + reps / 30) * 10) / 10;
}

/**
 * Each feeling's score out of 5, averaged by the programme statistics (spec §3
 * `average_feeling`). With FEELINGS, the one source of the column's values and of the SQL.
 */
export const FEELING_SCORE = {
  terrible: 1,
  bad: 2,
  okay: 3,
  good: 4,
  excellent: 5,
} as const satisfies Record<Feeling, number>;
