import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A member's secret calendar address (issue 33): only the SHA-256 of the secret is stored, looked up
 * by its index and compared in constant time; a new link replaces the row (the old one is revoked).
 */
export const calendarLinks = pgTable('calendar_links', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret_hash: text('secret_hash').notNull().unique(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
