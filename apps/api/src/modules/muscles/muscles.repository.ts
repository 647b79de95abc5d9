import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { completionSets, completions, exercises } from '../../db/schema/index.ts';

/**
 * An exercise's groups (decision 114): its catalogue `muscle_group`, then the main muscles of its
 * how-to (`instructions.primary_muscles`), which a few compound movements list several of.
 */
const muscleGroups = sql<string[]>`array[${exercises.muscle_group}] || coalesce(
  array(select jsonb_array_elements_text(${exercises.instructions} -> 'primary_muscles')), '{}')`;

/** Per exercise, type and status: how many sets and their kg × reps (the domain's tally reads them). */
const tallyColumns = {
  muscle_groups: muscleGroups,
  set_type: completionSets.set_type,
  status: completionSets.status,
  sets: sql<number>`count(*)::int`,
  volume_kg: sql<number>`coalesce(sum(${completionSets.weight_kg} * ${completionSets.reps}), 0)::float8`,
};

/**
 * The member's completions since `from` (index range on completions (user_id, completed_at)) and the
 * member's sets (completion_sets.user_id, copied from the completion: an index range of
 * completion_sets_user_exercise_idx), the exercise by its key. Without the second condition the
 * planner read the whole of completion_sets for a year or 12 weeks (bench `muscles`: 281,410 rows,
 * 121–175 ms); with it a 7-day read takes the window's sets through completion_sets_unique, a longer
 * one at most the member's own sets (18,150 for two years of daily sessions, 15–45 ms).
 */
const since = (userId: number, from: Date) =>
  and(
    eq(completions.user_id, userId),
    gte(completions.completed_at, from),
    eq(completionSets.user_id, userId),
  );

export const musclesRepository = {
  async tally(db: Executor, userId: number, from: Date) {
    return db
      .select(tallyColumns)
      .from(completions)
      .innerJoin(completionSets, eq(completionSets.completion_id, completions.id))
      .innerJoin(exercises, eq(exercises.id, completionSets.exercise_id))
      .where(since(userId, from))
      .groupBy(exercises.id, completionSets.set_type, completionSets.status);
  },

  /** The same per Paris week (Monday, `YYYY-MM-DD`). */
  async weeklyTally(db: Executor, userId: number, from: Date) {
    const week = sql<string>`to_char(date_trunc('week', ${completions.completed_at} at time zone 'Europe/Paris'), 'YYYY-MM-DD')`;
    return db
      .select({ week_start: week, ...tallyColumns })
      .from(completions)
      .innerJoin(completionSets, eq(completionSets.completion_id, completions.id))
      .innerJoin(exercises, eq(exercises.id, completionSets.exercise_id))
      .where(since(userId, from))
      .groupBy(week, exercises.id, completionSets.set_type, completionSets.status);
  },
};
