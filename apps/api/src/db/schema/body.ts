import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Spec §3 body measurement; `bmi` is computed by the server from weight and height. */
export const bodyMeasurements = pgTable(
  'body_measurements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weight_kg: doublePrecision('weight_kg').notNull(),
    height_cm: doublePrecision('height_cm').notNull(),
    bmi: doublePrecision('bmi').notNull(),
    body_fat_percent: doublePrecision('body_fat_percent'),
    lean_mass_percent: doublePrecision('lean_mass_percent'),
    muscle_mass_kg: doublePrecision('muscle_mass_kg'),
    waist_cm: doublePrecision('waist_cm'),
    chest_cm: doublePrecision('chest_cm'),
    hips_cm: doublePrecision('hips_cm'),
    arms_cm: doublePrecision('arms_cm'),
    thighs_cm: doublePrecision('thighs_cm'),
    notes: text('notes'),
    measurement_date: date('measurement_date', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Lists, latest, trends, stats and goal baselines: one range of this index per member.
    index('body_measurements_user_date_id_idx').on(
      table.user_id,
      table.measurement_date.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    check('body_measurements_weight_check', sql`${table.weight_kg} between 20 and 300`),
    check('body_measurements_height_check', sql`${table.height_cm} between 100 and 250`),
  ],
);

/** Spec §3 body goal: one active at a time per member, by the partial unique index. */
export const bodyGoals = pgTable(
  'body_goals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goal_type: text('goal_type', {
      enum: ['weight_loss', 'weight_gain', 'muscle_gain', 'fat_loss', 'body_recomposition', 'maintenance'],
    }).notNull(),
    target_weight_kg: doublePrecision('target_weight_kg'),
    target_body_fat_percent: doublePrecision('target_body_fat_percent'),
    target_muscle_mass_kg: doublePrecision('target_muscle_mass_kg'),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    target_date: date('target_date', { mode: 'string' }).notNull(),
    description: text('description'),
    status: text('status', { enum: ['active', 'completed', 'abandoned'] })
      .notNull()
      .default('active'),
    /** Points the completion earned (decision 015); they add to the member's total. */
    points_awarded: integer('points_awarded').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('body_goals_one_active_per_user').on(table.user_id).where(sql`${table.status} = 'active'`),
    index('body_goals_user_created_id_idx').on(
      table.user_id,
      table.created_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    check('body_goals_status_check', sql`${table.status} in ('active', 'completed', 'abandoned')`),
    check('body_goals_dates_check', sql`${table.target_date} >= ${table.start_date}`),
  ],
);

/**
 * A member's body-composition counters, refreshed inside each measurement or goal write (the row
 * is locked first) so that the badge engine reads one row, as it does for `user_stats`.
 */
export const bodyStats = pgTable('body_stats', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  measurements: integer('measurements').notNull().default(0),
  tracking_days: integer('tracking_days').notNull().default(0),
  goals_set: integer('goals_set').notNull().default(0),
  goals_reached: integer('goals_reached').notNull().default(0),
  /** Best run of consecutive weeks (Monday to Sunday) holding at least one measurement. */
  best_weekly_run: integer('best_weekly_run').notNull().default(0),
  /** Most kilograms ever moved towards an active goal's target weight. */
  best_goal_weight_kg: doublePrecision('best_goal_weight_kg').notNull().default(0),
  goal_points: integer('goal_points').notNull().default(0),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
