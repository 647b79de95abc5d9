import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { completions } from './completions.ts';
import { users } from './users.ts';

/**
 * A friendship (accepted) or a request (pending) between two members, one row per pair whatever
 * its direction (decision 018): the pair index stops a second request either way.
 */
export const connections = pgTable(
  'connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requester_id: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressee_id: integer('addressee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    check('connections_status_check', sql`${table.status} in ('pending', 'accepted')`),
    check('connections_not_self_check', sql`${table.requester_id} <> ${table.addressee_id}`),
    uniqueIndex('connections_pair_unique').on(
      sql`least(${table.requester_id}, ${table.addressee_id})`,
      sql`greatest(${table.requester_id}, ${table.addressee_id})`,
    ),
    index('connections_requester_status_idx').on(table.requester_id, table.status, table.addressee_id),
    index('connections_addressee_status_idx').on(table.addressee_id, table.status, table.requester_id),
  ],
);

/** A Paris day's unlock by one completion (idempotent per completion: its feed event once). */
export const feedUnlocks = pgTable(
  'feed_unlocks',
  {
    completion_id: integer('completion_id')
      .primaryKey()
      .references(() => completions.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feed_unlocks_user_day_idx').on(table.user_id, table.day)],
);

/** Spec §3 feed event; `dedupe_key` makes the once-only ones (streak of a day, a badge) once-only. */
export const feedEvents = pgTable(
  'feed_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: ['session_completed', 'streak_achieved', 'program_started', 'goal_reached', 'badge_earned'],
    }).notNull(),
    emoji: text('emoji').notNull(),
    message: text('message').notNull(),
    completion_id: integer('completion_id').references(() => completions.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    dedupe_key: text('dedupe_key'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'feed_events_type_check',
      sql`${table.type} in ('session_completed', 'streak_achieved', 'program_started', 'goal_reached', 'badge_earned')`,
    ),
    index('feed_events_user_created_id_idx').on(
      table.user_id,
      table.created_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    uniqueIndex('feed_events_user_dedupe_unique')
      .on(table.user_id, table.dedupe_key)
      .where(sql`${table.dedupe_key} is not null`),
    index('feed_events_completion_idx').on(table.completion_id),
  ],
);

/** One reaction per member per event (CONTRACT « Reactions »), changeable. */
export const feedReactions = pgTable(
  'feed_reactions',
  {
    event_id: integer('event_id')
      .notNull()
      .references(() => feedEvents.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.event_id, table.user_id] }),
    check('feed_reactions_emoji_check', sql`${table.emoji} in ('👏', '🔥', '💪', '❤️')`),
    index('feed_reactions_user_idx').on(table.user_id),
  ],
);
