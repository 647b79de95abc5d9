import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull().unique(),
    password_hash: text('password_hash').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    username: text('username').notNull().unique(),
    role: text('role', { enum: ['user', 'coach', 'admin'] })
      .notNull()
      .default('user'),
    gender: text('gender'),
    birthdate: date('birthdate', { mode: 'string' }),
    height_cm: doublePrecision('height_cm'),
    weight_kg: doublePrecision('weight_kg'),
    goal: text('goal'),
    is_private: boolean('is_private').notNull().default(false),
    /** The catalogue's owner: public programmes belong to it, it never signs in. */
    is_system: boolean('is_system').notNull().default(false),
    /** Carried by every token as `ver`; bumping it revokes them all (logout-all, password change). */
    token_version: integer('token_version').notNull().default(0),
    /** False once an admin deactivates the account (issue 32): its tokens answer 401, sign-in 403. */
    is_active: boolean('is_active').notNull().default(true),
    /** The member lets their coach read their body composition (issue 32, consent). */
    share_body_with_coach: boolean('share_body_with_coach').notNull().default(false),
    /** The member's own maximum heart rate (issue 33); null: 220 − age. */
    max_heart_rate: integer('max_heart_rate'),
    /** Last authenticated request, at most once an hour (issue 32's admin list). */
    last_active_at: timestamp('last_active_at', { withTimezone: true }),
    /** Name and username, lowercase without accents: the member search's trigram index (decision 018). */
    search_text: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`translate(lower(first_name || ' ' || last_name || ' ' || username), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa')`,
      ),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('user', 'coach', 'admin')`),
    check(
      'users_max_heart_rate_check',
      sql`${table.max_heart_rate} is null or ${table.max_heart_rate} between 100 and 240`,
    ),
    index('users_role_idx').on(table.role).where(sql`${table.role} <> 'user'`),
    index('users_last_active_idx').on(table.last_active_at),
    index('users_created_at_idx').on(table.created_at),
    index('users_search_trgm_idx').using('gin', sql`${table.search_text} gin_trgm_ops`),
    /** The admin's member search by e-mail (issue 32, decision 103): e-mails are stored lowercase. */
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
  ],
);

export type UserRow = typeof users.$inferSelect;
