import { z } from 'zod';
import { strictNumber, whenFieldsValid } from '../api/primitives.ts';
import { BODY_GOAL_STATUSES, BODY_GOAL_TYPES, BODY_LIMITS, BODY_MESSAGES } from '../constants/body.ts';
import { MESSAGES } from '../constants/messages.ts';
import { badgeSchema } from './badges.ts';

/**
 * A decimal from JSON or a French form: « 72,5 » and « 72.5 » both read 72.5; blank, null or
 * missing read null (spec §5: empty optional fields are null); anything else must be a number.
 */
const decimal = (message: string, bounds: { min: number; max: number }) =>
  z.preprocess((value) => {
    if (value === undefined || value === null) return null;
    if (typeof value === 'string') {
      const text = value.trim();
      return text === '' ? null : Number(text.replace(',', '.'));
    }
    return typeof value === 'number' ? value : Number.NaN;
  }, z
    .number({ error: message })
    .min(bounds.min, { error: message })
    .max(bounds.max, { error: message })
    .nullable());

const calendarDay = (required?: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: required ?? MESSAGES.dateInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MESSAGES.dateInvalid })
      .refine(
        (value) => value >= '1900-01-01' && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value),
        { error: MESSAGES.dateInvalid },
      ),
  );

const optionalText = (max: number, message: string) =>
  z
    .string()
    .max(max, { error: message })
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null));

const measurementFields = z
  .object({
    weight_kg: decimal(BODY_MESSAGES.weightRange, BODY_LIMITS.weightKg),
    height_cm: decimal(BODY_MESSAGES.heightRange, BODY_LIMITS.heightCm),
    body_fat_percent: decimal(BODY_MESSAGES.bodyFatRange, BODY_LIMITS.percent),
    lean_mass_percent: decimal(BODY_MESSAGES.leanMassRange, BODY_LIMITS.percent),
    muscle_mass_kg: decimal(BODY_MESSAGES.muscleMassRange, BODY_LIMITS.muscleMassKg),
    waist_cm: decimal(BODY_MESSAGES.waistRange, BODY_LIMITS.waistCm),
    chest_cm: decimal(BODY_MESSAGES.chestRange, BODY_LIMITS.chestCm),
    hips_cm: decimal(BODY_MESSAGES.hipsRange, BODY_LIMITS.hipsCm),
    arms_cm: decimal(BODY_MESSAGES.armsRange, BODY_LIMITS.armsCm),
    thighs_cm: decimal(BODY_MESSAGES.thighsRange, BODY_LIMITS.thighsCm),
    notes: optionalText(2000, MESSAGES.notesTooLong),
    /** Missing: today (Paris). Never in the future: checked against the server's clock. */
    measurement_date: calendarDay().optional(),
    // BMI is the server's to compute (spec §5): a client's value is ignored.
    bmi: z.unknown().optional(),
  })
  .superRefine(
    // Weight and height are required (spec §5): each missing one said with the other fields' errors.
    (fields, context) => {
      for (const field of ['weight_kg', 'height_cm'] as const) {
        if (fields[field] === null)
          context.addIssue({ code: 'custom', path: [field], message: BODY_MESSAGES.weightHeightRequired });
      }
    },
    { when: whenFieldsValid('weight_kg', 'height_cm') },
  );

/** The stored body of a measurement: BMI the server's; weight and height known present (above). */
function toMeasurement(fields: z.output<typeof measurementFields>, context: z.RefinementCtx) {
  const { bmi: _ignored, weight_kg, height_cm, ...rest } = fields;
  if (weight_kg === null || height_cm === null) {
    // Never reached (the rule above refused the body first): it tells the types.
    context.addIssue({ code: 'custom', path: ['weight_kg'], message: BODY_MESSAGES.weightHeightRequired });
    return z.NEVER;
  }
  return { ...rest, weight_kg, height_cm };
}

/** Spec §3 body measurement as sent, with §5's rules and texts (POST and PUT). */
export const measurementBody = measurementFields.transform(toMeasurement);
export type MeasurementBody = z.input<typeof measurementBody>;

/**
 * The form's schema: the same rules, and the day not after `today` (the client's clock), judged
 * with the other fields' errors (a rule after the transform would wait for them to be fixed).
 */
export const measurementFormSchema = (today: string) =>
  measurementFields
    .refine((body) => !body.measurement_date || body.measurement_date <= today, {
      path: ['measurement_date'],
      error: MESSAGES.dateInFuture,
      when: whenFieldsValid('measurement_date'),
    })
    .transform(toMeasurement);

export const measurementSchema = z.object({
  id: z.number(),
  weight_kg: z.number(),
  height_cm: z.number(),
  body_fat_percent: z.number().nullable(),
  lean_mass_percent: z.number().nullable(),
  muscle_mass_kg: z.number().nullable(),
  waist_cm: z.number().nullable(),
  chest_cm: z.number().nullable(),
  hips_cm: z.number().nullable(),
  arms_cm: z.number().nullable(),
  thighs_cm: z.number().nullable(),
  notes: z.string().nullable(),
  measurement_date: z.string(),
  bmi: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Measurement = z.infer<typeof measurementSchema>;

export const measurementListQuery = z.object({
  limit: strictNumber(z.coerce.number().int().min(1).max(100).default(50)),
});

export const trendQuery = z.object({
  days: strictNumber(
    z.coerce
      .number({ error: BODY_MESSAGES.daysInvalid })
      .refine((days) => (BODY_LIMITS.trendDays as readonly number[]).includes(days), {
        error: BODY_MESSAGES.daysInvalid,
      })
      .default(BODY_LIMITS.defaultTrendDays),
  ),
});

export const trendPointSchema = z.object({
  date: z.string(),
  weight_kg: z.number(),
  bmi: z.number(),
  body_fat_percent: z.number().nullable(),
  muscle_mass_kg: z.number().nullable(),
});
export type TrendPoint = z.infer<typeof trendPointSchema>;

export const bodyStatsSchema = z.object({
  overview: z.object({
    starting_weight: z.number().nullable(),
    total_weight_change: z.number().nullable(),
    starting_body_fat: z.number().nullable(),
    total_body_fat_change: z.number().nullable(),
    total_measurements: z.number(),
    tracking_days: z.number(),
  }),
  latest: measurementSchema.nullable(),
});
export type BodyStats = z.infer<typeof bodyStatsSchema>;

const goalFields = z.object({
  goal_type: z.enum(BODY_GOAL_TYPES, { error: BODY_MESSAGES.goalTypeInvalid }),
  target_weight_kg: decimal(BODY_MESSAGES.weightRange, BODY_LIMITS.weightKg).optional(),
  target_body_fat_percent: decimal(BODY_MESSAGES.bodyFatRange, BODY_LIMITS.percent).optional(),
  target_muscle_mass_kg: decimal(BODY_MESSAGES.muscleMassRange, BODY_LIMITS.muscleMassKg).optional(),
  /** Missing: today (Paris). */
  start_date: calendarDay().optional(),
  target_date: calendarDay(BODY_MESSAGES.targetDateRequired),
  description: optionalText(BODY_LIMITS.descriptionMax, BODY_MESSAGES.descriptionTooLong),
});

/** A target date before the start date is refused as soon as both dates are read. */
const targetAfterStart = <T extends z.ZodType<{ start_date?: string | undefined; target_date: string }>>(
  schema: T,
) =>
  schema.refine((goal) => !goal.start_date || goal.target_date >= goal.start_date, {
    path: ['target_date'],
    error: BODY_MESSAGES.targetBeforeStart,
    when: whenFieldsValid('start_date', 'target_date'),
  });

/** The stored goal: absent targets are null, and at least one of them is given. */
const withTargets = <T extends z.ZodType<z.output<typeof goalFields>>>(schema: T) =>
  schema
    .transform((fields) => ({
      ...fields,
      target_weight_kg: fields.target_weight_kg ?? null,
      target_body_fat_percent: fields.target_body_fat_percent ?? null,
      target_muscle_mass_kg: fields.target_muscle_mass_kg ?? null,
    }))
    .refine(
      (goal) =>
        goal.target_weight_kg !== null ||
        goal.target_body_fat_percent !== null ||
        goal.target_muscle_mass_kg !== null,
      { path: ['target_weight_kg'], error: BODY_MESSAGES.numericTargetRequired },
    );

/** Spec §3 body goal as sent, with §5's rules and texts. */
export const bodyGoalBody = withTargets(targetAfterStart(goalFields));
export type BodyGoalBody = z.input<typeof bodyGoalBody>;

/** The form's schema: the same rules, and a start not after `today`, with the other errors. */
export const bodyGoalFormSchema = (today: string) =>
  withTargets(
    targetAfterStart(goalFields).refine((goal) => !goal.start_date || goal.start_date <= today, {
      path: ['start_date'],
      error: BODY_MESSAGES.startInFuture,
      when: whenFieldsValid('start_date'),
    }),
  );

export const goalStatusBody = z.object({
  status: z.enum(['completed', 'abandoned'], { error: MESSAGES.statusInvalid }),
});

export const bodyGoalSchema = z.object({
  id: z.number(),
  goal_type: z.enum(BODY_GOAL_TYPES),
  target_weight_kg: z.number().nullable(),
  target_body_fat_percent: z.number().nullable(),
  target_muscle_mass_kg: z.number().nullable(),
  start_date: z.string(),
  target_date: z.string(),
  description: z.string().nullable(),
  status: z.enum(BODY_GOAL_STATUSES),
  points_awarded: z.number(),
  progress: z.object({ progress_percent: z.number(), days_remaining: z.number() }),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type BodyGoal = z.infer<typeof bodyGoalSchema>;

export const bodyBadgeListSchema = z.array(badgeSchema);
