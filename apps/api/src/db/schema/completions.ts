import { CALORIE_ESTIMATES, FEELINGS, SET_TYPES } from '@elan/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { exercises, programs, sessions } from './programs.ts';
import { users } from './users.ts';

export type StoredRecord = {
  exercise_id: number;
  exercise_name: string;
  kind: 'weight' | 'reps' | 'one_rep_max';
  value: number;
  previous: number | null;
};

/**
 * A logged session. Titles are copied at save time so a member's history survives the
 * deletion of the programme (program_id and session_id then become null).
 */
export const completions = pgTable(
  'completions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    program_id: integer('program_id').references(() => programs.id, { onDelete: 'set null' }),
    session_id: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    program_title: text('program_title').notNull(),
    session_title: text('session_title').notNull(),
    duration_minutes: integer('duration_minutes').notNull(),
    photo_url: text('photo_url'),
    notes: text('notes'),
    feeling: text('feeling', { enum: FEELINGS }),
    idempotency_key: text('idempotency_key'),
    /** Personal records this completion beat, kept so a replayed request answers the same. */
    beaten_records: jsonb('beaten_records').$type<StoredRecord[]>().notNull().default([]),
    /** From a chest strap or given by the client (issue 33), bpm 30–240. */
    average_heart_rate: integer('average_heart_rate'),
    max_heart_rate: integer('max_heart_rate'),
    /** `[second, bpm]` pairs, at most 7,200, in order (issue 33). */
    heart_rate_samples: jsonb('heart_rate_samples').$type<[number, number][]>(),
    /** kcal, computed by the server when not given (issue 33, CONTRACT « Insight »). */
    calories_burned: integer('calories_burned'),
    /** How the server estimated `calories_burned` (decision 118); null when the client gave it. */
    calories_estimate: text('calories_estimate', { enum: CALORIE_ESTIMATES }),
    completed_at: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('completions_user_completed_id_idx').on(
      table.user_id,
      table.completed_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('completions_program_completed_id_idx').on(
      table.program_id,
      table.completed_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('completions_user_program_completed_idx').on(
      table.user_id,
      table.program_id,
      table.completed_at.desc().nullsFirst(),
    ),
    index('completions_program_user_idx').on(table.program_id, table.user_id, table.session_id),
    // A member's completions of one session, newest first: the day's targets walk it and stop after
    // three (issue 31), whatever the history's length and however many members share the session.
    index('completions_user_session_completed_idx').on(
      table.user_id,
      table.session_id,
      table.completed_at.desc().nullsFirst(),
    ),
    index('completions_session_completed_id_idx').on(
      table.session_id,
      table.completed_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    uniqueIndex('completions_user_idempotency_unique').on(table.user_id, table.idempotency_key),
    // Whether a photo is attached to a completion (the 24 h clean-up of unattached uploads).
    index('completions_photo_url_idx').on(table.photo_url).where(sql`${table.photo_url} is not null`),
    check('completions_duration_check', sql`${table.duration_minutes} between 1 and 600`),
    check(
      'completions_heart_rate_check',
      sql`(${table.average_heart_rate} is null or ${table.average_heart_rate} between 30 and 240) and (${table.max_heart_rate} is null or ${table.max_heart_rate} between 30 and 240)`,
    ),
    check(
      'completions_calories_check',
      sql`${table.calories_burned} is null or ${table.calories_burned} between 0 and 20000`,
    ),
    check(
      'completions_calories_estimate_check',
      sql`${table.calories_estimate} is null or ${table.calories_estimate} in ('heart_rate', 'met', 'default_weight')`,
    ),
  ],
);

/** The per-set log of a completion: what the member actually did, set by set. */
export const completionSets = pgTable(
  'completion_sets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    completion_id: integer('completion_id')
      .notNull()
      .references(() => completions.id, { onDelete: 'cascade' }),
    /** Copied from the completion so a member's records are one index range away. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exercise_id: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'restrict' }),
    set_number: integer('set_number').notNull(),
    reps: integer('reps'),
    weight_kg: doublePrecision('weight_kg'),
    status: text('status', { enum: ['done', 'skipped'] })
      .notNull()
      .default('done'),
    /** Warm-up sets stay in the log but never count in records (issue 13). */
    set_type: text('set_type', { enum: SET_TYPES }).notNull().default('normal'),
    rpe: doublePrecision('rpe'),
    /** A timed set's real duration. */
    duration_seconds: integer('duration_seconds'),
    /** The programme's exercise this set replaced, when the member swapped it for this run. */
    planned_exercise_id: integer('planned_exercise_id').references(() => exercises.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    unique('completion_sets_unique').on(table.completion_id, table.exercise_id, table.set_number),
    index('completion_sets_user_exercise_idx').on(
      table.user_id,
      table.exercise_id,
      table.completion_id.desc().nullsFirst(),
    ),
    index('completion_sets_exercise_idx').on(table.exercise_id),
    check('completion_sets_status_check', sql`${table.status} in ('done', 'skipped')`),
    check(
      'completion_sets_set_type_check',
      sql`${table.set_type} in ('warmup', 'normal', 'drop', 'failure')`,
    ),
    check(
      'completion_sets_rpe_check',
      sql`${table.rpe} is null or (${table.rpe} between 6 and 10 and ${table.rpe} * 2 = floor(${table.rpe} * 2))`,
    ),
    check(
      'completion_sets_duration_check',
      sql`${table.duration_seconds} is null or ${table.duration_seconds} between 0 and 3600`,
    ),
    check(
      'completion_sets_weight_check',
      sql`${table.weight_kg} is null or ${table.weight_kg} between 0 and 500`,
    ),
  ],
);

/**
 * A member's best done set per exercise, kept up to date inside each completion's transaction so
 * that spotting a new record reads one row per exercise, whatever the history.
 */
export const personalRecords = pgTable(
  'personal_records',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exercise_id: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    best_weight: doublePrecision('best_weight'),
    best_reps: integer('best_reps'),
    best_one_rep_max: doublePrecision('best_one_rep_max'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.exercise_id] }),
    index('personal_records_exercise_idx').on(table.exercise_id),
  ],
);

/**
 * Photos this server issued, and to whom: only these names are ever served or deleted. `bytes`
 * (the stored WebP's size) counts toward the member's quota; an hour's count bounds the rate.
 */
export const uploads = pgTable(
  'uploads',
  {
    name: text('name').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: integer('bytes').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('uploads_user_created_idx').on(table.user_id, table.created_at),
    index('uploads_created_idx').on(table.created_at),
  ],
);

/**
 * An uploaded history file, parsed and waiting for its member's commit (issue 14): the parsed
 * workouts as JSON, visible to their owner only, gone after an hour or at commit.
 */
export const imports = pgTable(
  'imports',
  {
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['strong', 'hevy'] }).notNull(),
    payload: jsonb('payload').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('imports_user_idx').on(table.user_id), index('imports_expires_idx').on(table.expires_at)],
);
