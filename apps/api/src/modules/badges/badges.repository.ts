import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedQuery, preparedStatement } from '../../db/prepared.ts';
import {
  badges,
  completions,
  userBadges,
  userStats,
  weeklyGoalAchievements,
  weeklyGoals,
  workoutHistory,
} from '../../db/schema/index.ts';
import { memberState } from './badges.member-state.repository.ts';

export type BadgeRow = typeof badges.$inferSelect;
export type UserStatsRow = typeof userStats.$inferSelect;
export type StatsChanges = Partial<Omit<UserStatsRow, 'user_id' | 'updated_at'>>;
export type { CreditDay, MemberState } from './badges.member-state.repository.ts';

/** The counters a member's row keeps (all but its key and its time of change). */
export type Counters = Omit<UserStatsRow, 'user_id' | 'updated_at'>;
/**
 * Writes of one evaluation, sent together: the counters row as it must now read (the caller holds
 * its lock: `lockStats`), the week the goal was reached, the awards.
 */
export type Progress = {
  stats?: Counters;
  goalWeek?: string;
  badgeIds: number[];
  earnedAt: Date;
  /** The completion whose save awards them (decision 087). */
  completionId?: number;
};

const { user_id: _userId, updated_at: _updatedAt, ...counterColumns } = getTableColumns(userStats);
const COUNTER_KEYS = Object.keys(counterColumns) as (keyof Counters)[];

/** `saveProgress`'s one statement: every value a placeholder, each part filtered by its own. */
const saveProgressStatement = preparedStatement<{ badge_id: number }>(
  'badges_save_progress',
  sql`with stats_update as (
      update ${userStats} set ${sql.join(
        COUNTER_KEYS.map((key) => sql`${sql.identifier(counterColumns[key].name)} = ${sql.placeholder(key)}`),
        sql`, `,
      )}, updated_at = ${sql.placeholder('updatedAt')}::timestamptz
      where user_id = ${sql.placeholder('userId')}::int and ${sql.placeholder('writeStats')}::boolean
      returning user_id
    ),
    goal_week as (
      insert into ${weeklyGoalAchievements} (user_id, week_start)
      select ${sql.placeholder('userId')}::int, ${sql.placeholder('goalWeek')}::date
      where ${sql.placeholder('goalWeek')}::date is not null
      on conflict (user_id, week_start) do nothing
      returning id
    ),
    awarded as (
      insert into ${userBadges} (user_id, badge_id, earned_at, completion_id)
      select ${sql.placeholder('userId')}::int, due.badge_id, ${sql.placeholder('earnedAt')}::timestamptz,
        ${sql.placeholder('completionId')}::int
      from unnest(${sql.placeholder('badgeIds')}::int[]) with ordinality as due(badge_id, position)
      order by due.position
      on conflict (user_id, badge_id) do nothing
      returning badge_id
    )
    select badge_id from awarded`,
);

/** The counters row locked (see `lockStats`), prepared once per connection (decisions 038, 046). */
const lockStatsQuery = preparedQuery((db) =>
  db
    .insert(userStats)
    .values({ user_id: sql.placeholder('userId') })
    .onConflictDoUpdate({ target: userStats.user_id, set: { updated_at: sql`${userStats.updated_at}` } })
    .returning()
    .prepare('badges_lock_stats'),
);

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
    const [row] = await lockStatsQuery(db).execute({ userId });
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
   * badge ids this call awarded; concurrent callers never award the same badge twice. Its text is
   * one whatever is written (a part with nothing to write writes no row): a named prepared
   * statement, planned once per connection (decision 046). Nothing to write sends nothing.
   */
  async saveProgress(db: Executor, userId: number, progress: Progress): Promise<number[]> {
    const { stats } = progress;
    if (!stats && !progress.goalWeek && progress.badgeIds.length === 0) return [];
    const values: Record<string, unknown> = {
      userId,
      writeStats: stats !== undefined,
      updatedAt: new Date(),
      goalWeek: progress.goalWeek ?? null,
      badgeIds: progress.badgeIds,
      earnedAt: progress.earnedAt,
      completionId: progress.completionId ?? null,
    };
    for (const key of COUNTER_KEYS) values[key] = stats?.[key] ?? null;
    const rows = await saveProgressStatement(db, values);
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
