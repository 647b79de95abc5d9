import type { Progression } from '@elan/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  completionSets,
  completions,
  enrollments,
  exercises,
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
};

/**
 * Everything the day's targets need in ONE statement, whatever the history's length: the session's
 * exercises in order; per exercise, the member's last three completions of this session that logged
 * it (an index walk of `completion_sets_user_exercise_idx` newest first, stopped after three) with
 * their done work sets; the enrolment's start (deload weeks); and, for a % of 1RM rule only, the best
 * Epley estimate of the last 90 days (a 90-day range of the same index). An unknown session: no row.
 */
export async function readTargetInputs(db: Executor, userId: number, sessionId: number, since: Date) {
  const cs = completionSets;
  return rowsOf<TargetRow>(
    await db.execute(sql`
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
          from (select distinct h.completion_id from ${cs} h
              join ${completions} c on c.id = h.completion_id and c.session_id = s.id
              where h.user_id = ${userId} and h.exercise_id = se.exercise_id
              order by h.completion_id desc limit ${HISTORY_DEPTH}) last) as history,
        case when se.progression->>'type' = 'percent_1rm' then
          (select max(case when b.reps = 1 then b.weight_kg else b.weight_kg * (1 + b.reps / 30.0) end)
            from ${cs} b join ${completions} c on c.id = b.completion_id and c.completed_at >= ${since}
            where b.user_id = ${userId} and b.exercise_id = se.exercise_id and b.status = 'done'
              and b.set_type <> 'warmup' and b.weight_kg > 0 and b.reps > 0)
        end as best_one_rep_max
      from ${sessions} s
      join ${programs} p on p.id = s.program_id
      join ${sessionExercises} se on se.session_id = s.id
      join ${exercises} e on e.id = se.exercise_id
      where s.id = ${sessionId}
      order by se.order_index, se.id`),
  );
}

/** Whether the session exists (a session without exercises answers an empty list, not a 404). */
export async function sessionExists(db: Executor, sessionId: number): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select ${sessions.id} as id from ${sessions} where ${sessions.id} = ${sessionId}`),
  );
  return rows.length > 0;
}
