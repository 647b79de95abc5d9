import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { completions } from './completions.ts';
import { users } from './users.ts';

/** The badge catalogue, seeded from @elan/domain's BADGE_DEFINITIONS (matched by code). */
export const badges = pgTable('badges', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  description: text('description').notNull(),
  requirement: text('requirement').notNull(),
  category: text('category').notNull(),
  metric: text('metric').notNull(),
  threshold: integer('threshold').notNull(),
  points: integer('points').notNull(),
  color: text('color').notNull(),
  gradient: text('gradient').notNull(),
  is_secret: boolean('is_secret').notNull().default(false),
  sort_order: integer('sort_order').notNull().default(0),
});

/** A badge earned: once per member, by the unique constraint rather than by hope. */
export const userBadges = pgTable(
  'user_badges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badge_id: integer('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    earned_at: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    /** The completion whose save awarded it (decision 087); none for a badge earned otherwise. */
    completion_id: integer('completion_id').references(() => completions.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('user_badges_user_badge_unique').on(table.user_id, table.badge_id),
    index('user_badges_user_earned_idx').on(table.user_id, table.earned_at.desc().nullsFirst()),
    index('user_badges_badge_idx').on(table.badge_id),
    index('user_badges_completion_idx')
      .on(table.completion_id)
      .where(sql`${table.completion_id} is not null`),
  ],
);

/**
 * Running counters of a member's training, updated inside each completion's transaction so the
 * badge engine reads one row instead of the member's whole history.
 */
export const userStats = pgTable('user_stats', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  total_sessions: integer('total_sessions').notNull().default(0),
  total_minutes: integer('total_minutes').notNull().default(0),
  last_active_day: date('last_active_day', { mode: 'string' }),
  streak_run: integer('streak_run').notNull().default(0),
  longest_streak: integer('longest_streak').notNull().default(0),
  day_sessions: integer('day_sessions').notNull().default(0),
  max_sessions_in_a_day: integer('max_sessions_in_a_day').notNull().default(0),
  early_sessions: integer('early_sessions').notNull().default(0),
  late_sessions: integer('late_sessions').notNull().default(0),
  weekend_sessions: integer('weekend_sessions').notNull().default(0),
  night_sessions: integer('night_sessions').notNull().default(0),
  longest_session_minutes: integer('longest_session_minutes').notNull().default(0),
  goals_reached: integer('goals_reached').notNull().default(0),
  goal_week_run: integer('goal_week_run').notNull().default(0),
  best_goal_week_streak: integer('best_goal_week_streak').notNull().default(0),
  last_goal_week: date('last_goal_week', { mode: 'string' }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const weeklyGoals = pgTable(
  'weekly_goals',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    goal_type: text('goal_type', { enum: ['sessions', 'minutes'] }).notNull(),
    goal_target: integer('goal_target').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('weekly_goals_type_check', sql`${table.goal_type} in ('sessions', 'minutes')`)],
);

/** A week (Monday, Paris) in which the member reached their goal: recorded once. */
export const weeklyGoalAchievements = pgTable(
  'weekly_goal_achievements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week_start: date('week_start', { mode: 'string' }).notNull(),
    achieved_at: timestamp('achieved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('weekly_goal_achievements_user_week_unique').on(table.user_id, table.week_start)],
);

/** POST /badges/user/{id}/workout entries (payload defined in docs/decisions). */
export const workoutHistory = pgTable(
  'workout_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    completion_id: integer('completion_id').references(() => completions.id, { onDelete: 'set null' }),
    workout_date: date('workout_date', { mode: 'string' }).notNull(),
    duration_minutes: integer('duration_minutes').notNull(),
    exercises_count: integer('exercises_count').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('workout_history_user_date_idx').on(table.user_id, table.workout_date.desc().nullsFirst()),
    index('workout_history_completion_idx').on(table.completion_id),
  ],
);
