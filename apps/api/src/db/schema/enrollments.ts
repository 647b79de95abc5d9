import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, time, timestamp, unique } from 'drizzle-orm/pg-core';
import { programs } from './programs.ts';
import { users } from './users.ts';

/** A member's enrolment in a programme, carrying their training plan (issue 3). */
export const enrollments = pgTable(
  'enrollments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    program_id: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'completed', 'paused', 'abandoned'] })
      .notNull()
      .default('active'),
    sessions_per_week: integer('sessions_per_week').notNull().default(3),
    /** ISO weekdays (1 = lundi … 7 = dimanche); empty means any day. */
    training_days: integer('training_days').array().notNull().default(sql`'{}'::integer[]`),
    time_slot_start: time('time_slot_start'),
    time_slot_end: time('time_slot_end'),
    target_duration_minutes: integer('target_duration_minutes').notNull().default(30),
    enrolled_at: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Distinct sessions of the programme the member has completed (decision 045): kept by
     * PostgreSQL (migration 0016's triggers, at commit), never written by the app.
     */
    sessions_completed: integer('sessions_completed').notNull().default(0),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('enrollments_user_program_unique').on(table.user_id, table.program_id),
    index('enrollments_program_status_idx').on(table.program_id, table.status),
    index('enrollments_user_status_idx').on(table.user_id, table.status),
    check('enrollments_status_check', sql`${table.status} in ('active', 'completed', 'paused', 'abandoned')`),
    check('enrollments_sessions_per_week_check', sql`${table.sessions_per_week} between 1 and 7`),
    check(
      'enrollments_slot_check',
      sql`(${table.time_slot_start} is null and ${table.time_slot_end} is null) or (${table.time_slot_start} < ${table.time_slot_end})`,
    ),
  ],
);
