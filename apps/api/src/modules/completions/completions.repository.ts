import {
  type CalorieEstimate,
  FEELING_SCORE,
  type Feeling,
  type SetType,
  type userCompletionListQuery,
} from '@elan/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  completionSets,
  completions,
  personalRecords,
  type StoredRecord,
  users,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/db-errors.ts';

const completionColumns = {
  id: completions.id,
  user_id: completions.user_id,
  program_id: completions.program_id,
  session_id: completions.session_id,
  session_title: completions.session_title,
  program_title: completions.program_title,
  duration_minutes: completions.duration_minutes,
  photo_url: completions.photo_url,
  notes: completions.notes,
  feeling: completions.feeling,
  completed_at: completions.completed_at,
  average_heart_rate: completions.average_heart_rate,
  max_heart_rate: completions.max_heart_rate,
  calories_burned: completions.calories_burned,
  calories_estimate: completions.calories_estimate,
  first_name: users.first_name,
  last_name: users.last_name,
  beaten_records: completions.beaten_records,
};

/** A page of a member's completions: `since` an ISO instant (the week strip), or all of them. */
export type UserCompletionPage = Pick<z.output<typeof userCompletionListQuery>, 'limit' | 'offset' | 'since'>;

/** What a list shows: all but the records a completion beat (only the save and its replay answer them). */
const { beaten_records: _beatenRecords, ...listedColumns } = completionColumns;

/**
 * A member's completions, newest first — the week strip, the recent activity and the member page
 * read it on every visit: built and planned once per handle, run as a named prepared statement.
 */
const byUserQuery = preparedQuery((db) =>
  db
    .select(listedColumns)
    .from(completions)
    .innerJoin(users, eq(users.id, completions.user_id))
    .where(
      and(
        eq(completions.user_id, sql.placeholder('userId')),
        // No `since`: '-infinity', so one statement (one generic plan: the same index range) serves both.
        sql`${completions.completed_at} >= ${sql.placeholder('since')}::timestamptz`,
      ),
    )
    .orderBy(desc(completions.completed_at), desc(completions.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('completions_by_user'),
);

/** A feeling's score in SQL, built from FEELING_SCORE so the average and the domain never disagree. */
const FEELING_SCORE_SQL = sql.join(
  [
    sql`case ${completions.feeling}`,
    ...Object.entries(FEELING_SCORE).map(
      ([feeling, score]) => sql`when ${feeling} then ${sql.raw(String(score))}`,
    ),
    sql`end`,
  ],
  sql` `,
);

export type CompletionRecord = {
  id: number;
  user_id: number;
  program_id: number | null;
  session_id: number | null;
  session_title: string;
  program_title: string;
  duration_minutes: number;
  photo_url: string | null;
  notes: string | null;
  feeling: Feeling | null;
  completed_at: Date;
  average_heart_rate: number | null;
  max_heart_rate: number | null;
  calories_burned: number | null;
  calories_estimate: CalorieEstimate | null;
  first_name: string;
  last_name: string;
  beaten_records: StoredRecord[];
};

export type ListedCompletion = Omit<CompletionRecord, 'beaten_records'>;

export type NewCompletion = {
  user_id: number;
  program_id: number | null;
  session_id: number | null;
  program_title: string;
  session_title: string;
  duration_minutes: number;
  photo_url: string | null;
  notes: string | null;
  feeling: CompletionRecord['feeling'];
  idempotency_key: string | null;
  completed_at: Date;
  average_heart_rate: number | null;
  max_heart_rate: number | null;
  heart_rate_samples: [number, number][] | null;
  calories_burned: number;
  calories_estimate: CalorieEstimate | null;
};

export type NewSet = {
  exercise_id: number;
  set_number: number;
  reps: number | null;
  weight_kg: number | null;
  status: 'done' | 'skipped';
  set_type: SetType;
  rpe: number | null;
  duration_seconds: number | null;
  planned_exercise_id: number | null;
};

export type PreviousBest = {
  exercise_id: number;
  weight: number | null;
  reps: number | null;
  one_rep_max: number | null;
};

/** Epley, with a single rep counting as the load itself (the domain's estimatedOneRepMax). */
const oneRepMax = sql<number>`max(case
  when ${completionSets.reps} = 1 then ${completionSets.weight_kg}
  when ${completionSets.weight_kg} > 0 and ${completionSets.reps} > 0
    then round((${completionSets.weight_kg} * (1 + ${completionSets.reps} / 30.0))::numeric, 1)::float8
end)`;

/** Advisory lock namespace of the records rebuild (the member's id is the second key). */
const RECORDS_REBUILD_LOCK = 5_120_001;

export const completionsRepository = {
  async findById(db: Executor, id: number): Promise<CompletionRecord | undefined> {
    const [row] = await db
      .select(completionColumns)
      .from(completions)
      .innerJoin(users, eq(users.id, completions.user_id))
      .where(eq(completions.id, id))
      .limit(1);
    return row;
  },

  async findIdByKey(db: Executor, userId: number, key: string): Promise<number | undefined> {
    const [row] = await db
      .select({ id: completions.id })
      .from(completions)
      .where(and(eq(completions.user_id, userId), eq(completions.idempotency_key, key)))
      .limit(1);
    return row?.id;
  },

  /** Newest first, bounded; `where` is one of the indexed filters (user, programme, session). */
  async list(db: Executor, where: SQL, limit: number, offset = 0): Promise<ListedCompletion[]> {
    return db
      .select(listedColumns)
      .from(completions)
      .innerJoin(users, eq(users.id, completions.user_id))
      .where(where)
      .orderBy(desc(completions.completed_at), desc(completions.id))
      .limit(limit)
      .offset(offset);
  },

  async listByUser(db: Executor, userId: number, page: UserCompletionPage): Promise<ListedCompletion[]> {
    const { limit, offset, since = '-infinity' } = page;
    return byUserQuery(db).execute({ userId, limit, offset, since });
  },

  byProgram: (programId: number) => eq(completions.program_id, programId),
  bySession: (sessionId: number) => eq(completions.session_id, sessionId),

  async update(
    db: Executor,
    id: number,
    values: Partial<Pick<NewCompletion, 'notes' | 'feeling' | 'photo_url'>>,
  ): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await db.update(completions).set(values).where(eq(completions.id, id));
  },

  async delete(db: Executor, id: number) {
    await db.delete(completions).where(eq(completions.id, id));
  },

  /**
   * Rebuilds the member's records from their set log (after a deletion). Two rebuilds of one
   * member take turns (a transaction-level advisory lock: the second then sees the first's rows);
   * the rows are locked in exercise order, the order every save locks them in, so a deletion and
   * a save wait for each other instead of deadlocking.
   */
  async rebuildRecords(db: Executor, userId: number) {
    await db.execute(sql`select pg_advisory_xact_lock(${RECORDS_REBUILD_LOCK}, ${userId})`);
    await db
      .select({ exercise_id: personalRecords.exercise_id })
      .from(personalRecords)
      .where(eq(personalRecords.user_id, userId))
      .orderBy(asc(personalRecords.exercise_id))
      .for('update');
    await db.delete(personalRecords).where(eq(personalRecords.user_id, userId));
    await db.execute(sql`
      insert into ${personalRecords} (user_id, exercise_id, best_weight, best_reps, best_one_rep_max)
      select ${completionSets.user_id}, ${completionSets.exercise_id}, max(${completionSets.weight_kg}),
        max(${completionSets.reps}), ${oneRepMax}
      from ${completionSets}
      where ${completionSets.user_id} = ${userId} and ${completionSets.status} = 'done'
        and ${completionSets.set_type} <> 'warmup'
      group by ${completionSets.user_id}, ${completionSets.exercise_id}
    `);
  },

  /**
   * For each exercise, the sets of the member's latest completion that logged it: one probe of
   * (user_id, exercise_id, completion_id desc) per exercise, whatever the history.
   */
  async lastSets(db: Executor, userId: number, exerciseIds: number[]) {
    if (exerciseIds.length === 0) return [];
    const latest = rowsOf<{ exercise_id: number; completion_id: number | null }>(
      await db.execute(sql`
        select ids.id as exercise_id, (
          select ${completionSets.completion_id} from ${completionSets}
          where ${completionSets.user_id} = ${userId} and ${completionSets.exercise_id} = ids.id
          order by ${completionSets.completion_id} desc limit 1
        ) as completion_id
        from unnest(array[${sql.join(
          exerciseIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::int[]) as ids(id)
      `),
    ).filter((row) => row.completion_id !== null);
    if (latest.length === 0) return [];
    return db
      .select({
        exercise_id: completionSets.exercise_id,
        set_number: completionSets.set_number,
        reps: completionSets.reps,
        weight_kg: completionSets.weight_kg,
        duration_seconds: completionSets.duration_seconds,
        set_type: completionSets.set_type,
      })
      .from(completionSets)
      .where(
        sql`(${completionSets.completion_id}, ${completionSets.exercise_id}) in (${sql.join(
          latest.map((row) => sql`(${row.completion_id}, ${row.exercise_id})`),
          sql`, `,
        )})`,
      )
      .orderBy(asc(completionSets.exercise_id), asc(completionSets.set_number));
  },

  async stats(db: Executor, userId: number, programId: number) {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        total_minutes: sql<number>`coalesce(sum(${completions.duration_minutes}), 0)::int`,
        last_completed_at: sql<Date | null>`max(${completions.completed_at})`,
        average_feeling: sql<number | null>`round(avg(${FEELING_SCORE_SQL}), 1)::float8`,
      })
      .from(completions)
      .where(and(eq(completions.user_id, userId), eq(completions.program_id, programId)));
    return row;
  },
};
