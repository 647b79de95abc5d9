import { z } from 'zod';
import { idSchema, paginationQuery, strictNumber } from '../api/primitives.ts';
import { FEELINGS, type Feeling } from '../constants/labels.ts';
import { MESSAGES } from '../constants/messages.ts';

const COMPLETION_LIMITS = {
  durationMinutes: { min: 1, max: 600 },
  notesMax: 2000,
  weightKg: { min: 0, max: 500 },
  repsMax: 1000,
  setNumberMax: 50,
  setsMax: 300,
  feedLimit: { default: 20, max: 100 },
} as const;

const feelingSchema = z.enum(FEELINGS, { error: MESSAGES.feelingInvalid });

const setStatusSchema = z.enum(['done', 'skipped']);

/** One set actually done (or skipped) during a session: the per-set log. */
const completionSetInput = z.object({
  exercise_id: idSchema,
  set_number: strictNumber(z.coerce.number().int().min(1).max(COMPLETION_LIMITS.setNumberMax)),
  reps: strictNumber(
    z.coerce
      .number({ error: MESSAGES.setRepsRange })
      .int({ error: MESSAGES.setRepsRange })
      .min(0, { error: MESSAGES.setRepsRange })
      .max(COMPLETION_LIMITS.repsMax, { error: MESSAGES.setRepsRange })
      .nullish(),
  ),
  weight_kg: strictNumber(
    z.coerce
      .number({ error: MESSAGES.weightRange })
      .min(COMPLETION_LIMITS.weightKg.min, { error: MESSAGES.weightRange })
      .max(COMPLETION_LIMITS.weightKg.max, { error: MESSAGES.weightRange })
      .nullish(),
  ),
  status: setStatusSchema.default('done'),
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

/** Spec §3 create payload, plus the optional per-set log. */
export const createCompletionBody = z.object({
  program_id: idSchema,
  session_id: idSchema,
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
});
export type Completion = z.infer<typeof completionSchema>;

const completionSetSchema = z.object({
  exercise_id: z.number(),
  exercise_name: z.string(),
  set_number: z.number(),
  reps: z.number().nullable(),
  weight_kg: z.number().nullable(),
  status: setStatusSchema,
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

export const completionDetailSchema = completionSchema.extend({ sets: z.array(completionSetSchema) });
export type CompletionDetail = z.infer<typeof completionDetailSchema>;

export const createdCompletionSchema = completionDetailSchema.extend({
  records: z.array(personalRecordSchema),
});
export type CreatedCompletion = z.infer<typeof createdCompletionSchema>;

export const completionListQuery = paginationQuery.extend({
  limit: strictNumber(z.coerce.number().int().min(1).max(100).default(20)),
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
      z.object({ set_number: z.number(), reps: z.number().nullable(), weight_kg: z.number().nullable() }),
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
