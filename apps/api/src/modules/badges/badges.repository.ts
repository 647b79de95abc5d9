import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  badges,
  completions,
  userBadges,
  userStats,
  weeklyGoalAchievements,
  weeklyGoals,
  workoutHistory,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/db-errors.ts';
import { memberState } from './badges.member-state.ts';

export type BadgeRow = typeof badges.$inferSelect;
export type UserStatsRow = typeof userStats.$inferSelect;
export type StatsChanges = Partial<Omit<UserStatsRow, 'user_id' | 'updated_at'>>;
export type { CreditDay, MemberState } from './badges.member-state.ts';

/** Writes of one evaluation, sent together: counters, the week the goal was reached, the awards. */
export type Progress = { stats?: StatsChanges; goalWeek?: string; badgeIds: number[]; earnedAt: Date };

export const badgesRepository = {
  /** The whole catalogue: static seed data, read once per process (badges.catalogue-cache.ts). */
  async all(db: Executor): Promise<BadgeRow[]> {
    return db.select().from(badges).orderBy(asc(badges.sort_order), asc(badges.id));
  },

  /** Inserts the awards that do not exist yet, in one statement; answers the ids this call created. */
  async award(db: Executor, userId: number, badgeIds: number[], earnedAt: Date): Promise<number[]> {
    return this.saveProgress(db, userId, { badgeIds, earnedAt });
  },

  // Stats counters
  async stats(db: Executor, userId: number): Promise<UserStatsRow | undefined> {
    const [row] = await db.select().from(userStats).where(eq(userStats.user_id, userId)).limit(1);
    return row;
  },

  /**
   * The counters row, created if missing and locked until the transaction ends, in one statement:
   * concurrent writers for a member queue here (every path locks it this way). The no-op update
   * locks the row as an update does, waiting for any other holder, and `returning` answers the
   * row as it stands once locked — what `insert … on conflict do nothing` then
   * `select … for update` answered in two round trips.
   */
  async lockStats(db: Executor, userId: number): Promise<UserStatsRow> {
    const [row] = await db
      .insert(userStats)
      .values({ user_id: userId })
      .onConflictDoUpdate({ target: userStats.user_id, set: { updated_at: sql`${userStats.updated_at}` } })
      .returning();
    if (!row) throw new Error('user_stats row missing');
    return row;
  },

  async updateStats(db: Executor, userId: number, changes: StatsChanges) {
    await db
      .update(userStats)
      .set({ ...changes, updated_at: new Date() })
      .where(eq(userStats.user_id, userId));
  },

  /** Every completion of the member, oldest first: only for a full recount (check, deletion). */
  async completionHistory(db: Executor, userId: number) {
    return db
      .select({ completed_at: completions.completed_at, duration_minutes: completions.duration_minutes })
      .from(completions)
      .where(eq(completions.user_id, userId))
      .orderBy(asc(completions.completed_at), asc(completions.id));
  },

  memberState,

  /**
   * One statement for all the writes of an evaluation (data-modifying CTEs): the counters, the
   * week reached (once, by its unique key) and the awards (once each, by theirs). Answers the
   * badge ids this call awarded; concurrent callers never award the same badge twice.
   */
  async saveProgress(db: Executor, userId: number, progress: Progress): Promise<number[]> {
    const parts: SQL[] = [];
    if (progress.stats && Object.keys(progress.stats).length > 0) {
      parts.push(
        sql`stats_update as ${db
          .update(userStats)
          .set({ ...progress.stats, updated_at: new Date() })
          .where(eq(userStats.user_id, userId))
          .returning({ user_id: userStats.user_id })}`,
      );
    }
    if (progress.goalWeek) {
      parts.push(
        sql`goal_week as ${db
          .insert(weeklyGoalAchievements)
          .values({ user_id: userId, week_start: progress.goalWeek })
          .onConflictDoNothing({
            target: [weeklyGoalAchievements.user_id, weeklyGoalAchievements.week_start],
          })
          .returning({ id: weeklyGoalAchievements.id })}`,
      );
    }
    if (progress.badgeIds.length > 0) {
      parts.push(
        sql`awarded as ${db
          .insert(userBadges)
          .values(
            progress.badgeIds.map((badgeId) => ({
              user_id: userId,
              badge_id: badgeId,
              earned_at: progress.earnedAt,
            })),
          )
          .onConflictDoNothing({ target: [userBadges.user_id, userBadges.badge_id] })
          .returning({ badge_id: userBadges.badge_id })}`,
      );
    }
    if (parts.length === 0) return [];
    const answer =
      progress.badgeIds.length > 0 ? sql`select badge_id from awarded` : sql`select null where false`;
    const rows = rowsOf<{ badge_id: number }>(
      await db.execute(sql`with ${sql.join(parts, sql`, `)} ${answer}`),
    );
    return rows.map((row) => Number(row.badge_id));
  },

  // Weekly goals
  async goal(db: Executor, userId: number) {
    const [row] = await db.select().from(weeklyGoals).where(eq(weeklyGoals.user_id, userId)).limit(1);
    return row;
  },

  async setGoal(db: Executor, userId: number, goalType: 'sessions' | 'minutes', goalTarget: number) {
    await db
      .insert(weeklyGoals)
      .values({ user_id: userId, goal_type: goalType, goal_target: goalTarget })
      .onConflictDoUpdate({
        target: weeklyGoals.user_id,
        set: { goal_type: goalType, goal_target: goalTarget, updated_at: new Date() },
      });
  },

  // Workout history
  async insertWorkout(
    db: Executor,
    values: {
      user_id: number;
      completion_id: number | null;
      workout_date: string;
      duration_minutes: number;
      exercises_count: number;
    },
  ) {
    const [row] = await db.insert(workoutHistory).values(values).returning();
    if (!row) throw new Error('workout insert returned no row');
    return row;
  },

  async completionOwner(db: Executor, completionId: number): Promise<number | undefined> {
    const [row] = await db
      .select({ user_id: completions.user_id })
      .from(completions)
      .where(eq(completions.id, completionId))
      .limit(1);
    return row?.user_id;
  },
};
