import { OWN_EXERCISE_CATEGORY } from '@elan/domain';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { completionSets, completions, exercises, imports } from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/db-errors.ts';
import type { ExportRow } from './import-export.ts';
import type { ImportFormat, ParsedFile } from './import-parse.ts';

/** A workout as the commit inserts it: `position` ties its sets to it. */
export type WorkoutRow = {
  position: number;
  user_id: number;
  program_title: string;
  session_title: string;
  duration_minutes: number;
  idempotency_key: string;
  completed_at: string;
};
/** A set as the commit inserts it: `ordinal` keeps the file's order. */
export type WorkoutSetRow = {
  position: number;
  ordinal: number;
  exercise_id: number;
  set_number: number;
  reps: number | null;
  weight_kg: number | null;
  set_type: string;
  rpe: number | null;
  duration_seconds: number | null;
};

/** Where an export page ends: the last completion read (its instant as PostgreSQL wrote it, and id). */
export type ExportCursor = { at: string; id: number };

/** The training-history import and export's statements (imports.service.ts). */
export const importsRepository = {
  /** Exercises of these names the member may use: the catalogue's and their own. */
  async exercisesNamed(db: Executor, userId: number, names: string[]) {
    return db
      .select({ id: exercises.id, name: exercises.name, owner_id: exercises.owner_id })
      .from(exercises)
      .where(
        and(
          inArray(exercises.name, names),
          sql`(${exercises.owner_id} is null or ${exercises.owner_id} = ${userId})`,
        ),
      );
  },

  /** New own exercises (a name already there is left as it is). */
  async insertOwnExercises(db: Executor, userId: number, names: string[]) {
    await db
      .insert(exercises)
      .values(
        names.map((name) => ({
          name,
          type: 'force',
          muscle_group: 'Corps entier',
          category: OWN_EXERCISE_CATEGORY,
          owner_id: userId,
        })),
      )
      .onConflictDoNothing();
  },

  async deleteExpiredPreviews(db: Executor, now: Date) {
    await db.delete(imports).where(lt(imports.expires_at, now));
  },

  async insertPreview(
    db: Executor,
    row: { id: string; user_id: number; format: ImportFormat; payload: ParsedFile; expires_at: Date },
  ) {
    await db.insert(imports).values(row);
  },

  /** The member's unexpired preview, deleted as it is read (a commit happens once). */
  async takePreview(db: Executor, userId: number, id: string, now: Date): Promise<ParsedFile | undefined> {
    const [row] = await db
      .delete(imports)
      .where(and(eq(imports.id, id), eq(imports.user_id, userId), gt(imports.expires_at, now)))
      .returning({ payload: imports.payload });
    return row?.payload as ParsedFile | undefined;
  },

  /**
   * Every workout as a free-workout completion (one multi-row insert; one already imported is
   * skipped by its key) and every set of the ones added (one insert, in the file's order).
   */
  async insertWorkouts(db: Executor, userId: number, workouts: WorkoutRow[], sets: WorkoutSetRow[]) {
    const [counts] = rowsOf<{ workouts: number; sets: number }>(
      await db.execute(sql`
        with added as (
          insert into ${completions} (user_id, program_title, session_title, duration_minutes,
            idempotency_key, completed_at)
          select w.user_id, w.program_title, w.session_title, w.duration_minutes, w.idempotency_key,
            w.completed_at
          from json_to_recordset(${JSON.stringify(workouts)}::json) as w(position int, user_id int,
            program_title text, session_title text, duration_minutes int, idempotency_key text,
            completed_at timestamptz)
          order by w.position
          on conflict (user_id, idempotency_key) do nothing
          returning id, idempotency_key
        ),
        numbered as (
          select added.id, w.position from added
          join json_to_recordset(${JSON.stringify(workouts)}::json) as w(position int, idempotency_key text)
            on w.idempotency_key = added.idempotency_key
        ),
        added_sets as (
          insert into ${completionSets} (completion_id, user_id, exercise_id, set_number, reps, weight_kg,
            status, set_type, rpe, duration_seconds)
          select numbered.id, ${userId}, s.exercise_id, s.set_number, s.reps, s.weight_kg, 'done',
            s.set_type, s.rpe, s.duration_seconds
          from json_to_recordset(${JSON.stringify(sets)}::json) as s(position int, ordinal int,
            exercise_id int, set_number int, reps int, weight_kg float8, set_type text, rpe float8,
            duration_seconds int)
          join numbered on numbered.position = s.position
          order by s.ordinal
          returning 1
        )
        select (select count(*)::int from added) as workouts, (select count(*)::int from added_sets) as sets
      `),
    );
    return { workouts: counts?.workouts ?? 0, sets: counts?.sets ?? 0 };
  },

  /**
   * One page of the CSV export: the member's next `limit` completions after `after`, oldest
   * first (along completions_user_completed_id_idx), with their done sets in logged order. The
   * cursor is the page's last completion, with or without sets, so a page of set-less workouts
   * still moves on; its instant stays PostgreSQL's text, exact to the microsecond.
   */
  async exportPage(db: Executor, userId: number, after: ExportCursor | undefined, limit: number) {
    const page = await db
      .select({
        id: completions.id,
        at: sql<string>`${completions.completed_at}::text`,
        completed_at: completions.completed_at,
        session_title: completions.session_title,
        duration_minutes: completions.duration_minutes,
        notes: completions.notes,
      })
      .from(completions)
      .where(
        and(
          eq(completions.user_id, userId),
          after
            ? sql`(${completions.completed_at}, ${completions.id}) > (${after.at}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(completions.completed_at), asc(completions.id))
      .limit(limit);
    const last = page.at(-1);
    if (!last) return { rows: [] as ExportRow[], next: undefined };
    const sets = await db
      .select({
        completion_id: completionSets.completion_id,
        exercise_name: exercises.name,
        set_type: completionSets.set_type,
        reps: completionSets.reps,
        weight_kg: completionSets.weight_kg,
        duration_seconds: completionSets.duration_seconds,
        rpe: completionSets.rpe,
      })
      .from(completionSets)
      .innerJoin(exercises, eq(exercises.id, completionSets.exercise_id))
      .where(
        and(
          inArray(
            completionSets.completion_id,
            page.map((row) => row.id),
          ),
          eq(completionSets.status, 'done'),
        ),
      )
      .orderBy(asc(completionSets.completion_id), asc(completionSets.id));
    const byCompletion = new Map<number, typeof sets>();
    for (const set of sets) {
      const list = byCompletion.get(set.completion_id);
      if (list) list.push(set);
      else byCompletion.set(set.completion_id, [set]);
    }
    const rows: ExportRow[] = page.flatMap((completion) =>
      (byCompletion.get(completion.id) ?? []).map(({ completion_id: _id, ...set }) => ({
        ...set,
        completed_at: completion.completed_at.toISOString(),
        session_title: completion.session_title,
        duration_minutes: completion.duration_minutes,
        notes: completion.notes,
      })),
    );
    return { rows, next: { at: last.at, id: last.id } };
  },
};
