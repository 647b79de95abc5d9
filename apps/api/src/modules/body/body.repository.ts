import { and, asc, desc, eq, gte, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { bodyGoals, bodyMeasurements, bodyStats } from '../../db/schema/index.ts';

export type MeasurementRow = typeof bodyMeasurements.$inferSelect;
export type MeasurementValues = Omit<typeof bodyMeasurements.$inferInsert, 'id' | 'user_id' | 'created_at'>;
export type GoalRow = typeof bodyGoals.$inferSelect;
type GoalValues = Omit<typeof bodyGoals.$inferInsert, 'id' | 'user_id' | 'created_at'>;
type GoalPoint = { weight_kg: number; body_fat_percent: number | null; muscle_mass_kg: number | null };

const newestFirst = [desc(bodyMeasurements.measurement_date), desc(bodyMeasurements.id)];
const ofMember = (userId: number) => eq(bodyMeasurements.user_id, userId);
const pointColumns = {
  weight_kg: bodyMeasurements.weight_kg,
  body_fat_percent: bodyMeasurements.body_fat_percent,
  muscle_mass_kg: bodyMeasurements.muscle_mass_kg,
};

/** The measurement a goal starts from: the last on or before its start, else the first after. */
const pointJson = sql`json_build_object('weight_kg', weight_kg, 'body_fat_percent', body_fat_percent,
  'muscle_mass_kg', muscle_mass_kg)`;
const baselineOf = (userId: number, startDay: SQL) => sql<GoalPoint | null>`coalesce(
  (select ${pointJson} from ${bodyMeasurements} where user_id = ${userId} and measurement_date <= ${startDay}
    order by measurement_date desc, id desc limit 1),
  (select ${pointJson} from ${bodyMeasurements} where user_id = ${userId} and measurement_date > ${startDay}
    order by measurement_date asc, id asc limit 1))`;
const latestOf = (userId: number) => sql<GoalPoint | null>`(select ${pointJson} from ${bodyMeasurements}
  where user_id = ${userId} order by measurement_date desc, id desc limit 1)`;
/** Goal columns with, per goal, the measurement at its start and the latest: one statement. */
const goalWithPoints = (userId: number) => ({
  goal: bodyGoals,
  baseline: baselineOf(userId, sql`${bodyGoals.start_date}`),
  latest: latestOf(userId),
});

export const bodyRepository = {
  /**
   * The measurements a goal is judged by as of `day`: the one at its start (as for any goal) and
   * the last on or before `day` — how an imported goal's completion is checked (decision 057).
   */
  async goalPointsAsOf(db: Executor, userId: number, startDay: string, day: string) {
    const [row] = await db
      .select({
        baseline: baselineOf(userId, sql`${startDay}::date`),
        latest: sql<GoalPoint | null>`(select ${pointJson} from ${bodyMeasurements}
          where user_id = ${userId} and measurement_date <= ${day}::date
          order by measurement_date desc, id desc limit 1)`,
      })
      .from(sql`(select 1) as one`);
    return { baseline: row?.baseline ?? null, latest: row?.latest ?? null };
  },

  /**
   * The member's counters row, created if missing and locked until the transaction ends: every
   * body write takes it first, so two writes of one member queue and each refresh is current.
   */
  async lockStats(db: Executor, userId: number) {
    await db
      .insert(bodyStats)
      .values({ user_id: userId })
      .onConflictDoUpdate({ target: bodyStats.user_id, set: { updated_at: sql`${bodyStats.updated_at}` } });
  },

  /**
   * Recounts the counters from the member's measurements and goals in one statement; the weight
   * moved towards a goal only ever grows (badges, once earned, stay).
   */
  async refreshStats(db: Executor, userId: number, goalWeightKg: number) {
    await db.execute(sql`
      update ${bodyStats} set
        measurements = (select count(*)::int from ${bodyMeasurements} where user_id = ${userId}),
        tracking_days = coalesce((select max(measurement_date) - min(measurement_date)
          from ${bodyMeasurements} where user_id = ${userId}), 0),
        best_weekly_run = (select coalesce(max(run), 0) from (
          select count(*)::int as run from (
            select week, week - (row_number() over (order by week))::int * 7 as island from (
              select distinct date_trunc('week', measurement_date)::date as week
              from ${bodyMeasurements} where user_id = ${userId}) as weeks) as numbered
          group by island) as runs),
        goals_set = (select count(*)::int from ${bodyGoals} where user_id = ${userId}),
        goals_reached = (select count(*)::int from ${bodyGoals}
          where user_id = ${userId} and status = 'completed'),
        goal_points = (select coalesce(sum(points_awarded), 0)::int from ${bodyGoals} where user_id = ${userId}),
        best_goal_weight_kg = greatest(best_goal_weight_kg, ${goalWeightKg}::double precision),
        updated_at = now()
      where user_id = ${userId}`);
  },

  // Measurements
  async insertMeasurement(db: Executor, userId: number, values: MeasurementValues) {
    const [row] = await db
      .insert(bodyMeasurements)
      .values({ ...values, user_id: userId })
      .returning();
    if (!row) throw new Error('measurement insert returned no row');
    return row;
  },

  async updateMeasurement(db: Executor, userId: number, id: number, values: MeasurementValues) {
    const [row] = await db
      .update(bodyMeasurements)
      .set({ ...values, updated_at: new Date() })
      .where(and(eq(bodyMeasurements.id, id), ofMember(userId)))
      .returning();
    return row;
  },

  async deleteMeasurement(db: Executor, userId: number, id: number) {
    const [row] = await db
      .delete(bodyMeasurements)
      .where(and(eq(bodyMeasurements.id, id), ofMember(userId)))
      .returning({ id: bodyMeasurements.id });
    return row;
  },

  async measurements(db: Executor, userId: number, limit: number) {
    return db
      .select()
      .from(bodyMeasurements)
      .where(ofMember(userId))
      .orderBy(...newestFirst)
      .limit(limit);
  },

  /** Measurements from `fromDay` on, oldest first (trend charts); `onlyComposition` skips rows without any. */
  async trend(db: Executor, userId: number, fromDay: string, onlyComposition: boolean) {
    const composition = or(
      isNotNull(bodyMeasurements.body_fat_percent),
      isNotNull(bodyMeasurements.muscle_mass_kg),
    );
    return db
      .select({ date: bodyMeasurements.measurement_date, bmi: bodyMeasurements.bmi, ...pointColumns })
      .from(bodyMeasurements)
      .where(
        and(
          ofMember(userId),
          gte(bodyMeasurements.measurement_date, fromDay),
          onlyComposition ? composition : undefined,
        ),
      )
      .orderBy(asc(bodyMeasurements.measurement_date), asc(bodyMeasurements.id))
      .limit(500);
  },

  /** Stats figures in one statement: first weight, first and latest body fat, first day, count. */
  async stats(db: Executor, userId: number) {
    const pick = (
      column: AnyPgColumn,
      order: 'asc' | 'desc',
    ) => sql`(select ${column} from ${bodyMeasurements}
      where ${bodyMeasurements.user_id} = ${userId} and ${column} is not null
      order by ${bodyMeasurements.measurement_date} ${sql.raw(order)}, ${bodyMeasurements.id} ${sql.raw(order)} limit 1)`;
    const [row] = await db
      .select({
        starting_weight: sql<number | null>`${pick(bodyMeasurements.weight_kg, 'asc')}`,
        starting_body_fat: sql<number | null>`${pick(bodyMeasurements.body_fat_percent, 'asc')}`,
        latest_body_fat: sql<number | null>`${pick(bodyMeasurements.body_fat_percent, 'desc')}`,
        first_day: sql<
          string | null
        >`(select min(measurement_date)::text from ${bodyMeasurements} where user_id = ${userId})`,
        // Kept by every body write (refreshStats), so the stats never count the whole history.
        total: sql<number>`coalesce((select ${bodyStats.measurements} from ${bodyStats} where ${bodyStats.user_id} = ${userId}), 0)`,
      })
      .from(sql`(select 1) as one`);
    if (!row) throw new Error('stats returned no row');
    return row;
  },

  // Goals
  async insertGoal(db: Executor, userId: number, values: GoalValues) {
    const [row] = await db
      .insert(bodyGoals)
      .values({ ...values, user_id: userId })
      .returning();
    if (!row) throw new Error('goal insert returned no row');
    return row;
  },

  async goals(db: Executor, userId: number) {
    return db
      .select(goalWithPoints(userId))
      .from(bodyGoals)
      .where(eq(bodyGoals.user_id, userId))
      .orderBy(desc(bodyGoals.created_at), desc(bodyGoals.id))
      .limit(50);
  },

  /** One goal of the member (by id, or the active one) with its start and latest measurements. */
  async goal(db: Executor, userId: number, goalId?: number) {
    const [row] = await db
      .select(goalWithPoints(userId))
      .from(bodyGoals)
      .where(
        and(
          eq(bodyGoals.user_id, userId),
          goalId === undefined ? eq(bodyGoals.status, 'active') : eq(bodyGoals.id, goalId),
        ),
      )
      .limit(1);
    return row;
  },

  async setGoalStatus(
    db: Executor,
    userId: number,
    id: number,
    changes: { status: 'completed' | 'abandoned'; points_awarded: number; completed_at: Date },
  ) {
    const [row] = await db
      .update(bodyGoals)
      .set(changes)
      .where(and(eq(bodyGoals.id, id), eq(bodyGoals.user_id, userId), eq(bodyGoals.status, 'active')))
      .returning();
    return row;
  },

  async deleteGoal(db: Executor, userId: number, id: number) {
    const [row] = await db
      .delete(bodyGoals)
      .where(and(eq(bodyGoals.id, id), eq(bodyGoals.user_id, userId)))
      .returning({ id: bodyGoals.id });
    return row;
  },
};
