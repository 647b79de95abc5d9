import type { Progression } from '@elan/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  completionSets,
  completions,
  enrollments,
  exercises,
  loadOverrides,
  programs,
  sessionExercises,
  sessions,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/db-errors.ts';

/** How many past completions of a session exercise the rules read: a stall needs three. */
export const HISTORY_DEPTH = 3;

export type TargetRow = {
  session_exercise_id: number;
  exercise_id: number;
  exercise_name: string;
  sets: number;
  reps: number;
  reps_max: number | null;
  duration_seconds: number | null;
  target_weight_kg: number | null;
  progression: Progression;
  deload_every_weeks: number | null;
  enrolled_at: Date | string | null;
  /** Newest first: each past completion's done work sets, in set order. */
  history: { weight_kg: number | null; reps: number | null }[][] | null;
  best_one_rep_max: number | null;
  /** The load the member chose from a stall's suggestion, while no completion of the session followed it. */
  override_kg: number | null;
};

/**
 * Everything the day's targets need in ONE statement, whatever the history's length: the session's
 * exercises in order; per exercise, the member's last three completions of this session that logged
 * it (a walk of the member's completions of the session newest first,
 * `completions_user_session_completed_idx`, each probed for the exercise on `completion_sets_unique`,
 * stopped after three) with their done work sets; the enrolment's start (deload weeks); for a
 * % of 1RM rule only, the best Epley estimate over the member's completions of the last 90 days
 * (`completions_user_completed_id_idx`); and the member's load override for the exercise (issue 31),
 * unless a completion of this session came at or after it (one probe of the same session index).
 * Never a scan of the session's completions by all members. An unknown session: no row.
 */
export async function readTargetInputs(db: Executor, userId: number, sessionId: number, since: Date) {
  return rowsOf<TargetRow>(await db.execute(targetInputsSql(userId, sessionId, since)));
}

/** The statement of `readTargetInputs`, apart so that bench/ can EXPLAIN it. */
export function targetInputsSql(userId: number, sessionId: number, since: Date) {
  const cs = completionSets;
  return sql`
      select se.id as session_exercise_id, se.exercise_id, e.name as exercise_name, se.sets, se.reps,
        se.reps_max, se.duration_seconds, se.target_weight_kg, se.progression, p.deload_every_weeks,
        (select en.enrolled_at from ${enrollments} en
          where en.user_id = ${userId} and en.program_id = s.program_id) as enrolled_at,
        (select json_agg(
            (select coalesce(json_agg(json_build_object('weight_kg', w.weight_kg, 'reps', w.reps)
                order by w.set_number), '[]'::json)
              from ${cs} w
              where w.completion_id = last.completion_id and w.exercise_id = se.exercise_id
                and w.status = 'done' and w.set_type <> 'warmup')
            order by last.completion_id desc)
          from (select c.id as completion_id from ${completions} c
              where c.user_id = ${userId} and c.session_id = s.id
                and exists (select 1 from ${cs} h where h.completion_id = c.id and h.exercise_id = se.exercise_id)
              order by c.completed_at desc limit ${HISTORY_DEPTH}) last) as history,
        case when se.progression->>'type' = 'percent_1rm' then
          (select max(case when b.reps = 1 then b.weight_kg else b.weight_kg * (1 + b.reps / 30.0) end)
            from ${completions} c join ${cs} b on b.completion_id = c.id and b.exercise_id = se.exercise_id
            where c.user_id = ${userId} and c.completed_at >= ${since} and b.status = 'done'
              and b.set_type <> 'warmup' and b.weight_kg > 0 and b.reps > 0)
        end as best_one_rep_max,
        (select o.weight_kg from ${loadOverrides} o
          where o.user_id = ${userId} and o.session_exercise_id = se.id
            and not exists (select 1 from ${completions} d
              where d.user_id = ${userId} and d.program_id = s.program_id and d.session_id = s.id
                and d.completed_at >= o.created_at)) as override_kg
      from ${sessions} s
      join ${programs} p on p.id = s.program_id
      join ${sessionExercises} se on se.session_id = s.id
      join ${exercises} e on e.id = se.exercise_id
      where s.id = ${sessionId}
      order by se.order_index, se.id`;
}

/** Whether the session exists (a session without exercises answers an empty list, not a 404). */
export async function sessionExists(db: Executor, sessionId: number): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select ${sessions.id} as id from ${sessions} where ${sessions.id} = ${sessionId}`),
  );
  return rows.length > 0;
}

/**
 * The session exercise `sessionExerciseId` of session `sessionId`: `session` false when the session
 * does not exist, `belongs` false when the exercise is not one of its own.
 */
export async function sessionExerciseOf(db: Executor, sessionId: number, sessionExerciseId: number) {
  const rows = rowsOf<{ belongs: boolean }>(
    await db.execute(sql`
      select exists (select 1 from ${sessionExercises} se
          where se.id = ${sessionExerciseId} and se.session_id = s.id) as belongs
      from ${sessions} s where s.id = ${sessionId}`),
  );
  const [row] = rows;
  return { session: row !== undefined, belongs: row?.belongs === true };
}

/** Applies a stall's suggestion: the member's override for that session exercise, replacing any before. */
export async function upsertLoadOverride(
  db: Executor,
  override: { user_id: number; session_exercise_id: number; weight_kg: number; created_at: Date },
) {
  const [row] = await db
    .insert(loadOverrides)
    .values(override)
    .onConflictDoUpdate({
      target: [loadOverrides.user_id, loadOverrides.session_exercise_id],
      set: { weight_kg: override.weight_kg, created_at: override.created_at },
    })
    .returning({
      session_exercise_id: loadOverrides.session_exercise_id,
      weight_kg: loadOverrides.weight_kg,
      created_at: loadOverrides.created_at,
    });
  if (!row) throw new Error('load override not written');
  return row;
}

export type TargetHistoryRow = {
  session_exercise_id: number;
  session_title: string;
  program_title: string;
  exercise_name: string;
  sets: number;
  reps: number;
  reps_max: number | null;
  duration_seconds: number | null;
  target_weight_kg: number | null;
  progression: Progression;
  deload_every_weeks: number | null;
  enrolled_at: Date | string;
  /** Oldest first: the member's last completions of the session that logged the exercise. */
  history: { completed_at: string; sets: { weight_kg: number | null; reps: number | null }[] }[] | null;
};

/** The programmes one member follows at most, for the exercise page's target history. */
const TARGET_HISTORY_SERIES = 10;

/**
 * The exercise page's target history in ONE statement (issue 31, decision 099): `null` when the
 * exercise is unknown or someone else's; else each session exercise of `exerciseId` with a rule in
 * a programme the member is enrolled in (their enrolments: `enrollments_user_status_idx`), with
 * the member's last `depth` completions of that session that logged it (oldest first) and their
 * done work sets — the rules replay over them.
 */
export async function readTargetHistory(db: Executor, userId: number, exerciseId: number, depth: number) {
  const cs = completionSets;
  const [row] = rowsOf<{ series: TargetHistoryRow[] | null }>(
    await db.execute(sql`
      select (select json_agg(t order by t.enrolled_at, t.session_exercise_id) from (
          select se.id as session_exercise_id, s.title as session_title, p.title as program_title,
            e.name as exercise_name, se.sets, se.reps, se.reps_max, se.duration_seconds,
            se.target_weight_kg, se.progression, p.deload_every_weeks, en.enrolled_at,
            (select json_agg(json_build_object('completed_at', last.completed_at, 'sets',
                (select coalesce(json_agg(json_build_object('weight_kg', w.weight_kg, 'reps', w.reps)
                    order by w.set_number), '[]'::json)
                  from ${cs} w
                  where w.completion_id = last.id and w.exercise_id = se.exercise_id
                    and w.status = 'done' and w.set_type <> 'warmup'))
                order by last.completed_at, last.id)
              from (select c.id, c.completed_at from ${completions} c
                  where c.user_id = ${userId} and c.program_id = p.id and c.session_id = s.id
                    and exists (select 1 from ${cs} h
                      where h.completion_id = c.id and h.exercise_id = se.exercise_id)
                  order by c.completed_at desc, c.id desc limit ${depth}) last) as history
          from ${enrollments} en
          join ${programs} p on p.id = en.program_id
          join ${sessions} s on s.program_id = p.id
          join ${sessionExercises} se on se.session_id = s.id and se.exercise_id = e.id
          where en.user_id = ${userId} and se.progression->>'type' <> 'none'
          order by en.enrolled_at, se.id
          limit ${TARGET_HISTORY_SERIES}) t) as series
      from ${exercises} e
      where e.id = ${exerciseId} and (e.owner_id is null or e.owner_id = ${userId})`),
  );
  return row === undefined ? null : (row.series ?? []);
}
