import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Spec §3 Notification, stored per member; `dedupe_key` makes scheduled ones once-only. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    read: boolean('read').notNull().default(false),
    /** `reminder:<enrolment>:<Paris day>`, `motivation:<Paris day>`: a second insert is a no-op. */
    dedupe_key: text('dedupe_key'),
    /**
     * The member the notification tells of (who asked, accepted, reacted, trained, created), whose
     * name its text carries: deleting that member's account deletes it (decision 062).
     */
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_id_idx').on(
      table.user_id,
      table.created_at.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('notifications_actor_idx').on(table.actor_id).where(sql`${table.actor_id} is not null`),
    uniqueIndex('notifications_user_dedupe_unique')
      .on(table.user_id, table.dedupe_key)
      .where(sql`${table.dedupe_key} is not null`),
  ],
);

/** A browser's push subscription; one row per endpoint, whoever re-subscribes it last. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.user_id),
  ],
);

/** Spec §3 push preferences; no row means the defaults (DEFAULT_PUSH_PREFERENCES). */
export const pushPreferences = pgTable(
  'push_preferences',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    push_enabled: boolean('push_enabled').notNull().default(true),
    training_reminders: boolean('training_reminders').notNull().default(true),
    session_completed_by_members: boolean('session_completed_by_members').notNull().default(true),
    badge_unlocked: boolean('badge_unlocked').notNull().default(true),
    weekly_goals: boolean('weekly_goals').notNull().default(true),
    daily_motivation: boolean('daily_motivation').notNull().default(true),
    new_programs: boolean('new_programs').notNull().default(true),
    /** « Commentaires » (issue 32): a comment on one of the member's sessions. */
    comments: boolean('comments').notNull().default(true),
    /** A challenge invitation or a challenge won (issue 34). */
    challenges: boolean('challenges').notNull().default(true),
    quiet_hours_enabled: boolean('quiet_hours_enabled').notNull().default(true),
    quiet_hours_start: text('quiet_hours_start').notNull().default('22:00'),
    quiet_hours_end: text('quiet_hours_end').notNull().default('07:00'),
    reminder_minutes_before: integer('reminder_minutes_before').notNull().default(30),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('push_preferences_reminder_check', sql`${table.reminder_minutes_before} in (15, 30, 60, 120)`),
  ],
);

/** One push accepted by a push service: what `sent_last_week` counts, and what a retry skips. */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notification_id: integer('notification_id').references(() => notifications.id, { onDelete: 'cascade' }),
    subscription_id: integer('subscription_id').references(() => pushSubscriptions.id, {
      onDelete: 'set null',
    }),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('push_deliveries_user_sent_idx').on(table.user_id, table.sent_at),
    index('push_deliveries_notification_idx').on(table.notification_id),
    index('push_deliveries_subscription_idx').on(table.subscription_id),
  ],
);

/** The member's one pending rest-end push (replaced by the next, removed when sent or cancelled). */
export const restTimers = pgTable('rest_timers', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Changes with every new timer: a delayed job whose token no longer matches does nothing. */
  token: text('token').notNull(),
  ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
