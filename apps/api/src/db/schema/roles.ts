import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { completions } from './completions.ts';
import { programs } from './programs.ts';
import { users } from './users.ts';

/**
 * Every admin action (issue 32): who, what, on whom, when. The admin's and the target's names are
 * copied so the journal still reads after an account is deleted.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    admin_id: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    admin_name: text('admin_name').notNull(),
    /** `role.change`, `user.deactivate`, `user.reactivate`, `program.hide`, `program.show`. */
    action: text('action').notNull(),
    target_user_id: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    target_program_id: integer('target_program_id').references(() => programs.id, {
      onDelete: 'set null',
    }),
    /** What the target was called at the time (a member's name, a programme's title). */
    target_label: text('target_label').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_created_id_idx').on(
      table.created_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/** A coach's invitation link, valid 7 days (issue 32); `code` is long and random. */
export const coachInvitations = pgTable(
  'coach_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    coach_id: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coach_invitations_coach_idx').on(table.coach_id)],
);

/** A member's coach: at most one per athlete (the primary key), ended by either side. */
export const coachLinks = pgTable(
  'coach_links',
  {
    athlete_id: integer('athlete_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    coach_id: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('coach_links_coach_idx').on(table.coach_id, table.athlete_id),
    check('coach_links_not_self_check', sql`${table.athlete_id} <> ${table.coach_id}`),
  ],
);

/** A comment on a completion (issue 32, and friends' comments in issue 34): 1–500 characters. */
export const completionComments = pgTable(
  'completion_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    completion_id: integer('completion_id')
      .notNull()
      .references(() => completions.id, { onDelete: 'cascade' }),
    author_id: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('completion_comments_completion_created_idx').on(table.completion_id, table.created_at, table.id),
    index('completion_comments_author_idx').on(table.author_id),
    check('completion_comments_text_check', sql`char_length(${table.text}) between 1 and 500`),
  ],
);
