import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  badges,
  completions,
  enrollments,
  programs,
  userBadges,
  userStats,
  weeklyGoalAchievements,
  weeklyGoals,
  workoutHistory,
} from '../../db/schema/index.ts';

export type BadgeRow = typeof badges.$inferSelect;
export type UserStatsRow = typeof userStats.$inferSelect;
export type StatsChanges = Partial<Omit<UserStatsRow, 'user_id' | 'updated_at'>>;

export const badgesRepository = {
  async all(db: Executor): Promise<BadgeRow[]> {
    return db.select().from(badges).orderBy(asc(badges.sort_order), asc(badges.id));
  },

  async byId(db: Executor, id: number): Promise<BadgeRow | undefined> {
    const [row] = await db.select().from(badges).where(eq(badges.id, id)).limit(1);
    return row;
  },

  async earned(db: Executor, userId: number, limit = 100) {
    return db
      .select({ badge_id: userBadges.badge_id, earned_at: userBadges.earned_at })
      .from(userBadges)
      .where(eq(userBadges.user_id, userId))
      .orderBy(desc(userBadges.earned_at), desc(userBadges.id))
      .limit(limit);
  },

  /** Inserts the award unless it exists; returns true only for the call that created it. */
  async award(db: Executor, userId: number, badgeId: number, earnedAt: Date): Promise<boolean> {
    const rows = await db
      .insert(userBadges)
      .values({ user_id: userId, badge_id: badgeId, earned_at: earnedAt })
      .onConflictDoNothing({ target: [userBadges.user_id, userBadges.badge_id] })
      .returning({ id: userBadges.id });
    return rows.length > 0;
  },

  // Stats counters
  async ensureStats(db: Executor, userId: number) {
    await db.insert(userStats).values({ user_id: userId }).onConflictDoNothing({ target: userStats.user_id });
  },

  async stats(db: Executor, userId: number): Promise<UserStatsRow | undefined> {
    const [row] = await db.select().from(userStats).where(eq(userStats.user_id, userId)).limit(1);
    return row;
  },

  /** The counters row, locked until the transaction ends: concurrent completions queue here. */
  async lockStats(db: Executor, userId: number): Promise<UserStatsRow> {
    await this.ensureStats(db, userId);
    const [row] = await db.select().from(userStats).where(eq(userStats.user_id, userId)).for('update');
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
      .orderBy(asc(completions.completed_at));
  },

  /** Small per-member counts, each one index range. */
  async liveCounts(db: Executor, userId: number) {
    const [enrolled] = await db
      .select({ value: count() })
      .from(enrollments)
      .where(eq(enrollments.user_id, userId));
    const [finished] = await db
      .select({ value: count() })
      .from(enrollments)
      .where(and(eq(enrollments.user_id, userId), eq(enrollments.status, 'completed')));
    const [created] = await db
      .select({ value: count() })
      .from(programs)
      .where(eq(programs.created_by, userId));
    return {
      enrollments: enrolled?.value ?? 0,
      programs_completed: finished?.value ?? 0,
      programs_created: created?.value ?? 0,
    };
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

  async weekTotals(db: Executor, userId: number, since: Date) {
    const [row] = await db
      .select({
        sessions: sql<number>`count(*)::int`,
        minutes: sql<number>`coalesce(sum(${completions.duration_minutes}), 0)::int`,
      })
      .from(completions)
      .where(and(eq(completions.user_id, userId), gte(completions.completed_at, since)));
    return row ?? { sessions: 0, minutes: 0 };
  },

  async recordGoalWeek(db: Executor, userId: number, weekStart: string): Promise<boolean> {
    const rows = await db
      .insert(weeklyGoalAchievements)
      .values({ user_id: userId, week_start: weekStart })
      .onConflictDoNothing({ target: [weeklyGoalAchievements.user_id, weeklyGoalAchievements.week_start] })
      .returning({ id: weeklyGoalAchievements.id });
    return rows.length > 0;
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
