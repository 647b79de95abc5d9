import {
  accountFileTooManyRows,
  CALORIE_ESTIMATES,
  FEELINGS,
  HEART_RATE_SAMPLES_MAX,
  MESSAGES,
  NO_PROGRESSION,
  progressionSchema,
  SET_TYPES,
} from '@elan/domain';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { EXPORT_FORMAT, EXPORT_VERSION } from './account-tables.ts';

/**
 * What the import reads of an export (decision 028), checked as hostile input: every value within
 * the bounds the tables' checks enforce, so a forged file is refused in French, never a 500.
 * Fields the import does not re-create are not read at all.
 */
const text = (max: number) => z.string().max(max);
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => value ?? null);
const id = z.number().int().positive().max(2_147_483_647);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instant = z.iso.datetime({ offset: true }).or(z.iso.datetime());
const number = (min: number, max: number) => z.number().min(min).max(max);
const optionalNumber = (min: number, max: number) =>
  number(min, max)
    .nullish()
    .transform((value) => value ?? null);

const manifest = z.object({ format: z.literal(EXPORT_FORMAT), version: z.number() });

const profile = z.object({
  gender: optionalText(40),
  birthdate: day.nullish().transform((value) => value ?? null),
  height_cm: optionalNumber(50, 300),
  weight_kg: optionalNumber(20, 500),
  goal: optionalText(200),
});

const exercise = z.object({
  name: text(80).min(1),
  type: text(40).min(1),
  muscle_group: text(80).min(1),
  category: text(80).min(1),
});

const program = z.object({
  id,
  title: text(200).min(1),
  description: optionalText(5000),
  goal: optionalText(200),
  level: z.enum(['beginner', 'intermediate', 'advanced']),
  duration_weeks: z.number().int().min(1).max(52),
  // The editor's fields (issue 30): absent from older exports.
  deload_every_weeks: optionalNumber(3, 12).refine((value) => value === null || Number.isInteger(value)),
});

const session = z.object({
  id,
  program_id: id,
  title: text(200).min(1),
  notes: optionalText(2000),
  order_index: z.number().int().min(0).max(1000),
  day_number: z.number().int().min(1).max(400),
});

const sessionExercise = z
  .object({
    session_id: id,
    exercise_name: text(200),
    exercise_owned: z.boolean(),
    sets: z.number().int().min(1).max(10),
    reps: z.number().int().min(1).max(100),
    duration_seconds: optionalNumber(0, 3600),
    rest_sec: z.number().int().min(0).max(300),
    order_index: z.number().int().min(0).max(1000),
    // The editor's fields (issue 30): absent from older exports, so null or « none ».
    reps_max: optionalNumber(1, 100).refine((value) => value === null || Number.isInteger(value)),
    target_weight_kg: optionalNumber(0, 500),
    target_rpe: optionalNumber(6, 10),
    notes: optionalText(500),
    superset_group: optionalNumber(1, 1000).refine((value) => value === null || Number.isInteger(value)),
    progression: progressionSchema.default(NO_PROGRESSION),
  })
  .refine((row) => row.rest_sec % 15 === 0 || row.duration_seconds !== null)
  .refine((row) => row.reps_max === null || row.reps_max >= row.reps);

const time = z
  .string()
  .regex(/^\d{2}:\d{2}(:\d{2})?$/)
  .nullish()
  .transform((value) => value ?? null);

const enrollment = z.object({
  program_id: id,
  program_title: text(200),
  program_mine: z.boolean(),
  status: z.enum(['active', 'completed', 'paused', 'abandoned']),
  sessions_per_week: z.number().int().min(1).max(7),
  training_days: z.array(z.number().int().min(1).max(7)).max(7),
  time_slot_start: time,
  time_slot_end: time,
  target_duration_minutes: z.number().int().min(1).max(600),
  enrolled_at: instant,
});

const set = z.object({
  exercise_name: text(200),
  exercise_owned: z.boolean(),
  planned_exercise_name: optionalText(200),
  set_number: z.number().int().min(1).max(1000),
  reps: optionalNumber(0, 10_000),
  weight_kg: optionalNumber(0, 500),
  status: z.enum(['done', 'skipped']),
  set_type: z.enum(SET_TYPES),
  rpe: z
    .number()
    .min(6)
    .max(10)
    .refine((value) => Number.isInteger(value * 2))
    .nullish()
    .transform((value) => value ?? null),
  duration_seconds: optionalNumber(0, 3600),
});

const completion = z.object({
  program_id: id.nullable(),
  session_id: id.nullable(),
  program_title: text(200),
  session_title: text(200),
  duration_minutes: z.number().int().min(1).max(600),
  photo_url: optionalText(200),
  notes: optionalText(5000),
  feeling: z
    .enum(FEELINGS)
    .nullish()
    .transform((value) => value ?? null),
  completed_at: instant,
  sets: z.array(set).max(500),
  // Issue 33: a strap's samples and the calories, as the save checked them (archives before have none).
  average_heart_rate: optionalNumber(30, 240),
  max_heart_rate: optionalNumber(30, 240),
  heart_rate_samples: z
    .array(z.tuple([z.number().int().min(0).max(36_060), z.number().int().min(30).max(240)]))
    .max(HEART_RATE_SAMPLES_MAX)
    .nullish()
    .transform((value) => value ?? null),
  calories_burned: optionalNumber(0, 20_000),
  calories_estimate: z
    .enum(CALORIE_ESTIMATES)
    .nullish()
    .transform((value) => value ?? null),
});

const measurement = z.object({
  weight_kg: number(20, 300),
  height_cm: number(100, 250),
  bmi: number(0, 1000),
  body_fat_percent: optionalNumber(0, 100),
  lean_mass_percent: optionalNumber(0, 100),
  muscle_mass_kg: optionalNumber(0, 300),
  waist_cm: optionalNumber(0, 500),
  chest_cm: optionalNumber(0, 500),
  hips_cm: optionalNumber(0, 500),
  arms_cm: optionalNumber(0, 500),
  thighs_cm: optionalNumber(0, 500),
  notes: optionalText(2000),
  measurement_date: day,
  created_at: instant,
});

const bodyGoal = z
  .object({
    goal_type: z.enum([
      'weight_loss',
      'weight_gain',
      'muscle_gain',
      'fat_loss',
      'body_recomposition',
      'maintenance',
    ]),
    target_weight_kg: optionalNumber(20, 300),
    target_body_fat_percent: optionalNumber(0, 100),
    target_muscle_mass_kg: optionalNumber(0, 300),
    start_date: day,
    target_date: day,
    description: optionalText(2000),
    status: z.enum(['active', 'completed', 'abandoned']),
    created_at: instant,
    completed_at: instant.nullish().transform((value) => value ?? null),
  })
  .refine((goal) => goal.target_date >= goal.start_date);

const weeklyGoal = z.object({
  goal_type: z.enum(['sessions', 'minutes']),
  goal_target: z.number().int().min(1).max(10_000),
});

const KB = 1024;
const MB = 1024 * KB;

/**
 * The array files the import reads (decision 057): each one's row, how many rows at most, and
 * how many bytes once inflated at most, read one at a time and row by row, so a forged file is
 * refused at its first bad row or past its bound, never inflated or parsed whole.
 */
const FILES = {
  'profile.json': { row: profile, rows: 1, bytes: 64 * KB },
  'weekly_goals.json': { row: weeklyGoal, rows: 1, bytes: 64 * KB },
  'exercises.json': { row: exercise, rows: 10_000, bytes: 4 * MB },
  'programs.json': { row: program, rows: 10_000, bytes: 16 * MB },
  'sessions.json': { row: session, rows: 100_000, bytes: 32 * MB },
  'session_exercises.json': { row: sessionExercise, rows: 500_000, bytes: 64 * MB },
  'enrollments.json': { row: enrollment, rows: 10_000, bytes: 8 * MB },
  'completions.json': { row: completion, rows: 100_000, bytes: 64 * MB },
  'body_measurements.json': { row: measurement, rows: 100_000, bytes: 32 * MB },
  'body_goals.json': { row: bodyGoal, rows: 10_000, bytes: 16 * MB },
} as const;

/** `manifest.json` is one small object, read whole. */
export const MANIFEST_BYTES = 64 * KB;

type Files = typeof FILES;
export type AccountFile = { [K in keyof Files]: z.output<Files[K]['row']>[] };

/** The reader of one archive member: calls `onRow` with each row of its top-level array, in order. */
export type ArrayReader = (
  name: string,
  bytes: number,
  onRow: (value: unknown) => void,
) => Promise<'absent' | 'read'>;

/**
 * The archive's files checked one after the other, each row as it is read: not an Élan export,
 * another version, or a row out of bounds → French 400; a file past its rows or bytes → 413.
 */
export async function readAccountFile(manifestJson: unknown, readArray: ArrayReader): Promise<AccountFile> {
  const head = manifest.safeParse(manifestJson);
  if (!head.success) throw new AppError('BAD_REQUEST', MESSAGES.accountFileNotElan);
  if (head.data.version !== EXPORT_VERSION) throw new AppError('BAD_REQUEST', MESSAGES.accountFileVersion);
  const out: Record<string, unknown[]> = {};
  for (const [name, { row, rows, bytes }] of Object.entries(FILES)) {
    const kept: unknown[] = [];
    await readArray(name, bytes, (value) => {
      if (kept.length >= rows) throw new AppError('PAYLOAD_TOO_LARGE', accountFileTooManyRows(name, rows));
      const parsed = row.safeParse(value);
      if (!parsed.success)
        throw new AppError('BAD_REQUEST', `${MESSAGES.accountFileNotElan} (${name} invalide)`);
      kept.push(parsed.data);
    });
    out[name] = kept;
  }
  return out as AccountFile;
}
