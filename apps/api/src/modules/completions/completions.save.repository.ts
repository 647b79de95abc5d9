import type { SetType } from '@elan/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  completionSets,
  completions,
  exercises,
  personalRecords,
  programs,
  type StoredRecord,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/db-errors.ts';
import { visibleExercise } from '../programs/programs.repository.ts';
import type { CompletionRecord, NewCompletion, NewSet, PreviousBest } from './completions.repository.ts';

export type SavedSet = {
  exercise_id: number;
  exercise_name: string;
  set_number: number;
  reps: number | null;
  weight_kg: number | null;
  status: 'done' | 'skipped';
  set_type: SetType;
  rpe: number | null;
  duration_seconds: number | null;
  planned_exercise_id: number | null;
};
export type CompletionDetailRecord = CompletionRecord & { sets: SavedSet[] };

/** The set log of the completion `completionId` names, in the order it was logged, as JSON. */
const setsJson = (rows: string, completionId: string) =>
  sql.raw(`coalesce((
    select json_agg(json_build_object('exercise_id', logged.exercise_id, 'exercise_name', exercise.name,
      'set_number', logged.set_number, 'reps', logged.reps, 'weight_kg', logged.weight_kg,
      'status', logged.status, 'set_type', logged.set_type, 'rpe', logged.rpe,
      'duration_seconds', logged.duration_seconds, 'planned_exercise_id', logged.planned_exercise_id)
      order by logged.id)
    from ${rows} as logged join exercises as exercise on exercise.id = logged.exercise_id
    where logged.completion_id = ${completionId}
  ), '[]'::json)`);

type RawDetail = Omit<CompletionDetailRecord, 'completed_at'> & { completed_at: Date | string };
const toDetail = (row: RawDetail): CompletionDetailRecord => ({
  ...row,
  completed_at: new Date(row.completed_at),
});

const userId = sql.placeholder('userId');

/**
 * The save's checks (see `lookup`), built and planned once per handle and sent as a named prepared
 * statement (decision 038): one text whatever the key and the number of exercises.
 */
const lookupQuery = preparedQuery((db) =>
  db
    .select({
      existing_id: sql<number | null>`(select ${completions.id} from ${completions}
        where ${completions.user_id} = ${userId}::int
          and ${completions.idempotency_key} = ${sql.placeholder('idempotencyKey')}::text limit 1)`,
      session: sql<{ id: number; program_id: number; title: string } | null>`(
        select json_build_object('id', ${sessions.id}, 'program_id', ${sessions.program_id}, 'title', ${sessions.title})
        from ${sessions} where ${sessions.id} = ${sql.placeholder('sessionId')}::int)`,
      program: sql<{ id: number; title: string; created_by: number } | null>`(
        select json_build_object('id', ${programs.id}, 'title', ${programs.title}, 'created_by', ${programs.created_by})
        from ${programs} where ${programs.id} = ${sql.placeholder('programId')}::int)`,
      exercises: sql<{ id: number; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', ${exercises.id}, 'name', ${exercises.name})) from ${exercises}
        where ${exercises.id} = any(${sql.placeholder('exerciseIds')}::int[]) and ${visibleExercise(userId)}), '[]'::json)`,
    })
    .from(sql`(select 1) as checks`)
    .prepare('completions_save_lookup'),
);

/**
 * The completion save (issue 8): what used to be a statement per step — the checks, the row,
 * its set log, the records, the answer — in a handful, whatever the size of the log.
 */
export const completionSaveRepository = {
  /**
   * Everything the save checks first, in one statement: the completion an idempotency key already
   * names, the session and the programme, the names of the logged exercises.
   */
  async lookup(
    db: Executor,
    input: {
      userId: number;
      idempotencyKey: string | undefined;
      sessionId: number | null;
      programId: number | null;
      exerciseIds: number[];
    },
  ) {
    const [row] = await lookupQuery(db).execute({
      userId: input.userId,
      idempotencyKey: input.idempotencyKey ?? null,
      sessionId: input.sessionId ?? 0,
      programId: input.programId ?? 0,
      exerciseIds: input.exerciseIds,
    });
    return {
      existingId: row?.existing_id ?? undefined,
      session: row?.session ?? undefined,
      program: row?.program ?? undefined,
      exercises: row?.exercises ?? [],
    };
  },

  /** The member's standing records for these exercises, locked until the transaction ends. */
  async lockRecords(db: Executor, userId: number, exerciseIds: number[]): Promise<PreviousBest[]> {
    if (exerciseIds.length === 0) return [];
    return db
      .select({
        exercise_id: personalRecords.exercise_id,
        weight: personalRecords.best_weight,
        reps: personalRecords.best_reps,
        one_rep_max: personalRecords.best_one_rep_max,
      })
      .from(personalRecords)
      .where(and(eq(personalRecords.user_id, userId), inArray(personalRecords.exercise_id, exerciseIds)))
      .orderBy(asc(personalRecords.exercise_id))
      .for('update');
  },

  /**
   * One statement (data-modifying CTEs): the completion row, its whole set log (one multi-row
   * insert from JSON, in the order given), the records raised to this log's bests (never lowered),
   * and the saved completion read back as the API answers it.
   */
  async save(
    db: Executor,
    values: NewCompletion & { beaten_records: StoredRecord[] },
    sets: NewSet[],
    bests: PreviousBest[],
  ): Promise<CompletionDetailRecord> {
    const log = JSON.stringify(sets.map((set, position) => ({ position, ...set })));
    const raise = bests.length
      ? sql`, raised as ${db
          .insert(personalRecords)
          .values(
            bests.map((best) => ({
              user_id: values.user_id,
              exercise_id: best.exercise_id,
              best_weight: best.weight,
              best_reps: best.reps,
              best_one_rep_max: best.one_rep_max,
            })),
          )
          .onConflictDoUpdate({
            target: [personalRecords.user_id, personalRecords.exercise_id],
            set: {
              best_weight: sql`greatest(${personalRecords.best_weight}, excluded.best_weight)`,
              best_reps: sql`greatest(${personalRecords.best_reps}, excluded.best_reps)`,
              best_one_rep_max: sql`greatest(${personalRecords.best_one_rep_max}, excluded.best_one_rep_max)`,
              updated_at: new Date(),
            },
          })}`
      : sql``;
    const [row] = rowsOf<RawDetail>(
      await db.execute(sql`
        with saved as ${db.insert(completions).values(values).returning()},
        saved_sets as (
          insert into ${completionSets} (completion_id, user_id, exercise_id, set_number, reps, weight_kg,
            status, set_type, rpe, duration_seconds, planned_exercise_id)
          select saved.id, saved.user_id, logged.exercise_id, logged.set_number, logged.reps, logged.weight_kg,
            logged.status, logged.set_type, logged.rpe, logged.duration_seconds, logged.planned_exercise_id
          from saved cross join json_to_recordset(${log}::json) as logged(
            position int, exercise_id int, set_number int, reps int, weight_kg float8, status text,
            set_type text, rpe float8, duration_seconds int, planned_exercise_id int)
          order by logged.position
          returning id, completion_id, exercise_id, set_number, reps, weight_kg, status, set_type, rpe,
            duration_seconds, planned_exercise_id
        )${raise}
        select saved.id, saved.user_id, saved.program_id, saved.session_id, saved.session_title,
          saved.program_title, saved.duration_minutes, saved.photo_url, saved.notes, saved.feeling,
          saved.completed_at, saved.beaten_records, member.first_name, member.last_name,
          ${setsJson('saved_sets', 'saved.id')} as sets
        from saved join ${users} as member on member.id = saved.user_id
      `),
    );
    if (!row) throw new Error('completion insert returned no row');
    return toDetail(row);
  },

  /** A completion with its author's names and its set log, in one statement. */
  async detail(db: Executor, id: number): Promise<CompletionDetailRecord | undefined> {
    const [row] = rowsOf<RawDetail>(
      await db.execute(sql`
        select saved.id, saved.user_id, saved.program_id, saved.session_id, saved.session_title,
          saved.program_title, saved.duration_minutes, saved.photo_url, saved.notes, saved.feeling,
          saved.completed_at, saved.beaten_records, member.first_name, member.last_name,
          ${setsJson('completion_sets', 'saved.id')} as sets
        from ${completions} as saved join ${users} as member on member.id = saved.user_id
        where saved.id = ${id}
      `),
    );
    return row ? toDetail(row) : undefined;
  },
};
