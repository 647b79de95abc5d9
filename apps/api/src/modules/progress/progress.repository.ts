import { and, asc, desc, eq, gte, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { completionSets, completions, exercises, users } from '../../db/schema/index.ts';
import { visibleExercise } from '../programs/programs.repository.ts';

/** A member's sets of one exercise: the index range (user_id, exercise_id, …) of completion_sets. */
const setsOf = (userId: number, exerciseId: number) =>
  and(eq(completionSets.user_id, userId), eq(completionSets.exercise_id, exerciseId));
/** What counts in charts and records: done sets that are not warm-ups (issue 13). */
const working = and(eq(completionSets.status, 'done'), ne(completionSets.set_type, 'warmup'));

const bestBy = (userId: number, exerciseId: number, order: SQL, extra?: SQL) =>
  ({
    weight_kg: completionSets.weight_kg,
    reps: completionSets.reps,
    completion_id: completions.id,
    completed_at: completions.completed_at,
    order,
    where: and(setsOf(userId, exerciseId), working, extra),
  }) as const;

export const progressRepository = {
  /** A catalogue exercise or the viewer's own (another member's own is not found). */
  async findExercise(db: Executor, viewerId: number, id: number) {
    const [row] = await db
      .select({ id: exercises.id })
      .from(exercises)
      .where(and(eq(exercises.id, id), visibleExercise(viewerId)))
      .limit(1);
    return row;
  },

  async insertOwnExercise(db: Executor, values: typeof exercises.$inferInsert) {
    const [row] = await db.insert(exercises).values(values).returning({
      id: exercises.id,
      name: exercises.name,
      type: exercises.type,
      muscle_group: exercises.muscle_group,
      category: exercises.category,
    });
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** Who owns an exercise (null: the catalogue's), locked for the edit that follows. */
  async exerciseOwner(db: Executor, id: number) {
    const [row] = await db
      .select({ owner_id: exercises.owner_id })
      .from(exercises)
      .where(eq(exercises.id, id))
      .limit(1)
      .for('update');
    return row;
  },

  async updateOwnExercise(
    db: Executor,
    id: number,
    values: Pick<typeof exercises.$inferInsert, 'name' | 'muscle_group' | 'type'>,
  ) {
    const [row] = await db.update(exercises).set(values).where(eq(exercises.id, id)).returning({
      id: exercises.id,
      name: exercises.name,
      type: exercises.type,
      muscle_group: exercises.muscle_group,
      category: exercises.category,
    });
    if (!row) throw new Error('update returned no row');
    return row;
  },

  /** Whether any logged set uses the exercise (index completion_sets_exercise_idx). */
  async usedInSets(db: Executor, id: number) {
    const [row] = await db
      .select({ id: completionSets.id })
      .from(completionSets)
      .where(eq(completionSets.exercise_id, id))
      .limit(1);
    return row !== undefined;
  },

  async deleteExercise(db: Executor, id: number) {
    await db.delete(exercises).where(eq(exercises.id, id));
  },

  async userExists(db: Executor, id: number) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.is_system, false)))
      .limit(1);
    return row !== undefined;
  },

  /** The member's newest sessions holding this exercise, newest first, bounded. */
  async sessionsWith(db: Executor, userId: number, exerciseId: number, limit: number) {
    return db
      .select({
        completion_id: completions.id,
        completed_at: completions.completed_at,
        session_title: completions.session_title,
      })
      .from(completionSets)
      .innerJoin(completions, eq(completions.id, completionSets.completion_id))
      .where(setsOf(userId, exerciseId))
      .groupBy(completions.id)
      .orderBy(desc(completions.completed_at), desc(completions.id))
      .limit(limit);
  },

  /** Every set of this exercise in the given sessions (at most 100 sessions' worth). */
  async setsIn(db: Executor, userId: number, exerciseId: number, completionIds: number[]) {
    if (completionIds.length === 0) return [];
    return db
      .select({
        completion_id: completionSets.completion_id,
        set_number: completionSets.set_number,
        reps: completionSets.reps,
        weight_kg: completionSets.weight_kg,
        set_type: completionSets.set_type,
        status: completionSets.status,
        rpe: completionSets.rpe,
        duration_seconds: completionSets.duration_seconds,
      })
      .from(completionSets)
      .where(and(setsOf(userId, exerciseId), inArray(completionSets.completion_id, completionIds)))
      .orderBy(asc(completionSets.completion_id), asc(completionSets.set_number));
  },

  /** The heaviest set, the most reps and the best estimated 1RM, each first reached when. */
  async records(db: Executor, userId: number, exerciseId: number) {
    const epley = sql`${completionSets.weight_kg} * (1 + ${completionSets.reps} / 30.0)`;
    const queries = [
      bestBy(userId, exerciseId, sql`${completionSets.weight_kg} desc`, sql`${completionSets.weight_kg} > 0`),
      bestBy(userId, exerciseId, sql`${completionSets.reps} desc`, sql`${completionSets.reps} > 0`),
      bestBy(
        userId,
        exerciseId,
        sql`${epley} desc`,
        sql`${completionSets.weight_kg} > 0 and ${completionSets.reps} > 0`,
      ),
    ].map(({ order, where, ...columns }) =>
      db
        .select(columns)
        .from(completionSets)
        .innerJoin(completions, eq(completions.id, completionSets.completion_id))
        .where(where)
        .orderBy(order, asc(completions.completed_at), asc(completions.id))
        .limit(1),
    );
    const [weight, reps, oneRepMax] = await Promise.all(queries);
    return { weight: weight?.[0], reps: reps?.[0], oneRepMax: oneRepMax?.[0] };
  },

  /** Sessions per Paris day since `from` (index range on completions (user_id, completed_at)). */
  async trainingDays(db: Executor, userId: number, from: Date) {
    const day = sql<string>`to_char(${completions.completed_at} at time zone 'Europe/Paris', 'YYYY-MM-DD')`;
    return db
      .select({ date: day, count: sql<number>`count(*)::int` })
      .from(completions)
      .where(and(eq(completions.user_id, userId), gte(completions.completed_at, from)))
      .groupBy(day)
      .orderBy(day);
  },

  /**
   * Per Paris week (Monday) since `from`: volume (kg × reps of working sets), working sets done,
   * minutes trained and sessions. Each completion is summed first, so its minutes count once.
   */
  async weeklyVolume(db: Executor, userId: number, from: Date) {
    const perCompletion = db
      .select({
        completed_at: completions.completed_at,
        minutes: completions.duration_minutes,
        volume: sql<number>`coalesce(sum(${completionSets.weight_kg} * ${completionSets.reps})
          filter (where ${working}), 0)`.as('volume'),
        sets: sql<number>`count(${completionSets.id}) filter (where ${working})`.as('sets'),
      })
      .from(completions)
      .leftJoin(completionSets, eq(completionSets.completion_id, completions.id))
      .where(and(eq(completions.user_id, userId), gte(completions.completed_at, from)))
      .groupBy(completions.id)
      .as('per_completion');
    const week = sql<string>`to_char(date_trunc('week', ${perCompletion.completed_at} at time zone 'Europe/Paris'), 'YYYY-MM-DD')`;
    return db
      .select({
        week_start: week,
        volume_kg: sql<number>`sum(${perCompletion.volume})::float8`,
        sets: sql<number>`sum(${perCompletion.sets})::int`,
        minutes: sql<number>`sum(${perCompletion.minutes})::int`,
        sessions: sql<number>`count(*)::int`,
      })
      .from(perCompletion)
      .groupBy(week)
      .orderBy(week);
  },
};
