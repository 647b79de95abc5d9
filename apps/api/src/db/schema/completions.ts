import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { programs, sessions } from './programs.ts';
import { users } from './users.ts';

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
    feeling: text('feeling', { enum: ['terrible', 'bad', 'okay', 'good', 'excellent'] }),
    idempotency_key: text('idempotency_key'),
    completed_at: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('completions_user_completed_idx').on(table.user_id, table.completed_at.desc()),
    index('completions_program_completed_idx').on(table.program_id, table.completed_at.desc()),
    index('completions_program_user_idx').on(table.program_id, table.user_id, table.session_id),
    index('completions_session_idx').on(table.session_id, table.completed_at.desc()),
    uniqueIndex('completions_user_idempotency_unique').on(table.user_id, table.idempotency_key),
    check('completions_duration_check', sql`${table.duration_minutes} between 1 and 600`),
  ],
);
