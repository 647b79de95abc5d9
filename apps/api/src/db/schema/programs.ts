import type { ExerciseInstructions, Progression } from '@elan/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const exercises = pgTable(
  'exercises',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    muscle_group: text('muscle_group').notNull(),
    category: text('category').notNull(),
    /** French how-to (issue 13), filled by the catalogue seed on every start. */
    instructions: jsonb('instructions').$type<ExerciseInstructions>(),
    /** A member's own exercise (issue 14): seen only by them; null for the shared catalogue. */
    owner_id: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('exercises_category_idx').on(table.category),
    index('exercises_owner_idx').on(table.owner_id),
    uniqueIndex('exercises_catalogue_name_unique').on(table.name).where(sql`${table.owner_id} is null`),
    uniqueIndex('exercises_owner_name_unique')
      .on(table.owner_id, table.name)
      .where(sql`${table.owner_id} is not null`),
  ],
);

export const programs = pgTable(
  'programs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    goal: text('goal'),
    level: text('level', { enum: ['beginner', 'intermediate', 'advanced'] })
      .notNull()
      .default('beginner'),
    duration_weeks: integer('duration_weeks').notNull().default(4),
    /** A lighter week every N weeks of an enrolment (issue 31, CONTRACT « Progression »); null: never. */
    deload_every_weeks: integer('deload_every_weeks'),
    image_url: text('image_url'),
    /** Hidden by an admin (issue 32): it leaves every list but its creator's. */
    is_hidden: boolean('is_hidden').notNull().default(false),
    /** How many sessions it has (decision 045): kept by PostgreSQL (migration 0016's trigger). */
    sessions_count: integer('sessions_count').notNull().default(0),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('programs_level_check', sql`${table.level} in ('beginner', 'intermediate', 'advanced')`),
    check('programs_duration_check', sql`${table.duration_weeks} between 1 and 52`),
    check(
      'programs_deload_check',
      sql`${table.deload_every_weeks} is null or ${table.deload_every_weeks} between 3 and 12`,
    ),
    index('programs_created_by_idx').on(table.created_by, table.created_at.desc().nullsFirst()),
    index('programs_created_at_idx').on(table.created_at.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    program_id: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notes: text('notes'),
    order_index: integer('order_index').notNull().default(1),
    day_number: integer('day_number').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_program_idx').on(table.program_id, table.order_index)],
);

export const sessionExercises = pgTable(
  'session_exercises',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    session_id: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    exercise_id: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'restrict' }),
    sets: integer('sets').notNull().default(3),
    reps: integer('reps').notNull().default(12),
    duration_seconds: integer('duration_seconds'),
    rest_sec: integer('rest_sec').notNull().default(60),
    order_index: integer('order_index').notNull().default(0),
    /** A rep range's top (« 8–12 »); null: a fixed number of reps (issue 30). */
    reps_max: integer('reps_max'),
    target_weight_kg: doublePrecision('target_weight_kg'),
    target_rpe: doublePrecision('target_rpe'),
    /** « tempo 3-1-1 », « prise serrée » (issue 30). */
    notes: text('notes'),
    /** Exercises of one session sharing it form a superset and follow each other (issue 30). */
    superset_group: integer('superset_group'),
    /** How the load moves from one session to the next (issue 31, CONTRACT « Progression »). */
    progression: jsonb('progression').$type<Progression>().notNull().default({ type: 'none' }),
  },
  (table) => [
    unique('session_exercises_session_exercise_unique').on(table.session_id, table.exercise_id),
    index('session_exercises_session_idx').on(table.session_id, table.order_index),
    index('session_exercises_exercise_idx').on(table.exercise_id),
    check('session_exercises_sets_check', sql`${table.sets} between 1 and 10`),
    check('session_exercises_reps_check', sql`${table.reps} between 1 and 100`),
    check(
      'session_exercises_reps_max_check',
      sql`${table.reps_max} is null or ${table.reps_max} between ${table.reps} and 100`,
    ),
    check(
      'session_exercises_targets_check',
      sql`(${table.target_weight_kg} is null or ${table.target_weight_kg} between 0 and 500) and (${table.target_rpe} is null or ${table.target_rpe} between 6 and 10)`,
    ),
    check(
      'session_exercises_superset_check',
      sql`${table.superset_group} is null or ${table.superset_group} > 0`,
    ),
    check(
      'session_exercises_rest_check',
      sql`${table.rest_sec} between 0 and 300 and (${table.rest_sec} % 15 = 0 or ${table.duration_seconds} is not null)`,
    ),
  ],
);

/**
 * A load the member chose for one session exercise from a stall's suggestion (issue 31): the
 * targets use it while it is newer than their last completion of that session, then forget it.
 * One per member and session exercise: applying again replaces it.
 */
export const loadOverrides = pgTable(
  'load_overrides',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    session_exercise_id: integer('session_exercise_id')
      .notNull()
      .references(() => sessionExercises.id, { onDelete: 'cascade' }),
    weight_kg: doublePrecision('weight_kg').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('load_overrides_user_session_exercise_unique').on(table.user_id, table.session_exercise_id),
    index('load_overrides_session_exercise_idx').on(table.session_exercise_id),
    check('load_overrides_weight_check', sql`${table.weight_kg} between 0 and 500`),
  ],
);
