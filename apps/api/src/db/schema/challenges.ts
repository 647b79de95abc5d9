import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A challenge between friends (issue 34): sessions or minutes between two Paris days. */
export const challenges = pgTable(
  'challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    creator_id: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    metric: text('metric', { enum: ['sessions', 'minutes'] }).notNull(),
    target: integer('target').notNull(),
    starts_on: date('starts_on', { mode: 'string' }).notNull(),
    ends_on: date('ends_on', { mode: 'string' }).notNull(),
    /** Set once when the end has been settled (winners, « Défi relevé » badges): never twice. */
    settled_at: timestamp('settled_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('challenges_metric_check', sql`${table.metric} in ('sessions', 'minutes')`),
    check('challenges_dates_check', sql`${table.ends_on} >= ${table.starts_on}`),
    check('challenges_target_check', sql`${table.target} between 1 and 6000`),
    index('challenges_unsettled_end_idx').on(table.ends_on).where(sql`${table.settled_at} is null`),
  ],
);

/** Who was invited to or takes part in a challenge; the creator joins at creation. */
export const challengeParticipants = pgTable(
  'challenge_participants',
  {
    challenge_id: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['invited', 'joined', 'declined'] }).notNull(),
    responded_at: timestamp('responded_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.challenge_id, table.user_id] }),
    index('challenge_participants_user_idx').on(table.user_id, table.status),
    check('challenge_participants_status_check', sql`${table.status} in ('invited', 'joined', 'declined')`),
  ],
);
