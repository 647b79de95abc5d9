import { SECONDS_PER_REP } from '@elan/domain';
import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { completions, enrollments, programs, sessionExercises, sessions } from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/db-errors.ts';

export type SessionRef = { id: number; program_id: number; title: string; order_index: number };

/**
 * A session's exercise count and its seconds of work and rest (each set: its duration, or its reps ×
 * SECONDS_PER_REP, plus its rest), for the estimate of issue 29: one aggregate over the session's rows
 * of `session_exercises_session_idx`, joined laterally to the session `sessionId` names.
 */
const sessionWork = (sessionId: ReturnType<typeof sql>) => sql`
  select count(*)::int as exercise_count,
    coalesce(sum(${sessionExercises.sets} * (coalesce(${sessionExercises.duration_seconds},
      ${sessionExercises.reps} * ${sql.raw(String(SECONDS_PER_REP))}) + ${sessionExercises.rest_sec})), 0)::int as seconds
  from ${sessionExercises} where ${sessionExercises.session_id} = ${sessionId}`;

/**
 * The daily agenda in one statement (the dashboard's slowest call), built and planned once per
 * handle and run as a named prepared statement: each active enrolment planned on `weekday`, the
 * session to show — the one done today, else the one after the latest done (by order, cycling
 * back to the first; the first when none is done) — and how often the member did it. PostgreSQL
 * returns the agenda's rows themselves, one index probe per enrolment for the latest completion
 * and an index-only count (`completions_program_user_idx`), not each programme's sessions and
 * per-session counts as JSON for Node to pick from (decision 048).
 */
const dailyAgendaQuery = preparedQuery((db) =>
  db
    .select({
      program_id: sql<number>`p.id`,
      program_title: sql<string>`p.title`,
      session_id: sql<number>`s.id`,
      session_title: sql<string>`s.title`,
      time_slot_start: sql<string | null>`e.time_slot_start`,
      time_slot_end: sql<string | null>`e.time_slot_end`,
      target_duration_minutes: sql<number>`e.target_duration_minutes`,
      completed_today: sql<boolean>`s.done_today`,
      completion_count: sql<number>`(select count(*)::int from ${completions} c
          where c.program_id = p.id and c.user_id = e.user_id and c.session_id = s.id)`,
      exercise_count: sql<number>`w.exercise_count`,
      work_seconds: sql<number>`w.seconds`,
      // Issue 31: the deload week is counted from the enrolment's start.
      deload_every_weeks: sql<number | null>`p.deload_every_weeks`,
      enrolled_at: sql<string>`e.enrolled_at`,
    })
    .from(sql`${enrollments} e
      join ${programs} p on p.id = e.program_id
      left join lateral (
        select c.session_id, c.completed_at from ${completions} c
        where c.user_id = e.user_id and c.program_id = p.id
        order by c.completed_at desc limit 1) last on true
      cross join lateral (
        select o.id, o.title, o.done_today from (
          select x.*, max(x.rn) filter (where x.id = last.session_id) over () as last_rn,
            coalesce(last.completed_at >= ${sql.placeholder('dayStart')}::timestamptz
              and last.completed_at < ${sql.placeholder('dayEnd')}::timestamptz, false) as done_today
          from (
            select ${sessions.id} as id, ${sessions.title} as title,
              row_number() over (order by ${sessions.order_index}, ${sessions.id}) as rn, count(*) over () as n
            from ${sessions} where ${sessions.program_id} = p.id) x) o
        where o.rn = case when o.done_today and o.last_rn is not null then o.last_rn
          else coalesce(o.last_rn, 0) % o.n + 1 end) s
      cross join lateral (${sessionWork(sql`s.id`)}) w`)
    .where(
      sql`e.user_id = ${sql.placeholder('userId')}::int and e.status = 'active'
        and (cardinality(e.training_days) = 0 or ${sql.placeholder('weekday')}::int = any(e.training_days))`,
    )
    .orderBy(sql`e.time_slot_start asc, e.enrolled_at asc`)
    .limit(50)
    .prepare('schedule_daily_agenda'),
);

/** The dashboard's week totals (spec §9), read on every visit: built and planned once per handle. */
const totalsSinceQuery = preparedQuery((db) =>
  db
    .select({
      sessions: sql<number>`count(*)::int`,
      minutes: sql<number>`coalesce(sum(${completions.duration_minutes}), 0)::int`,
      programs: sql<number>`count(distinct ${completions.program_id})::int`,
      calories: sql<number>`coalesce(sum(${completions.calories_burned}), 0)::int`,
    })
    .from(completions)
    .where(
      and(
        eq(completions.user_id, sql.placeholder('userId')),
        gte(completions.completed_at, sql.placeholder('since')),
      ),
    )
    .prepare('schedule_totals_since'),
);

export const scheduleRepository = {
  /** The member's active enrolments with their plan and programme title. */
  async activePlans(db: Executor, userId: number) {
    return db
      .select({
        enrollment_id: enrollments.id,
        program_id: programs.id,
        title: programs.title,
        image_url: programs.image_url,
        sessions_per_week: enrollments.sessions_per_week,
        training_days: enrollments.training_days,
        time_slot_start: enrollments.time_slot_start,
        time_slot_end: enrollments.time_slot_end,
        target_duration_minutes: enrollments.target_duration_minutes,
      })
      .from(enrollments)
      .innerJoin(programs, eq(programs.id, enrollments.program_id))
      .where(and(eq(enrollments.user_id, userId), eq(enrollments.status, 'active')))
      .orderBy(asc(enrollments.time_slot_start), asc(enrollments.enrolled_at))
      .limit(50);
  },

  /** Today's agenda (spec §9): `weekday` 1 = lundi … 7, and the Paris day's bounds. */
  async dailyAgenda(db: Executor, userId: number, day: { weekday: number; start: Date; end: Date }) {
    return dailyAgendaQuery(db).execute({
      userId,
      weekday: day.weekday,
      dayStart: day.start.toISOString(),
      dayEnd: day.end.toISOString(),
    });
  },

  /**
   * A programme's sessions in order, each with its exercise count and seconds (issue 29), and on each
   * row the programme's deload rhythm and the member's enrolment start (issue 31: the deload week).
   */
  async sessionsWithWorkOf(db: Executor, userId: number, programId: number) {
    return rowsOf<
      SessionRef & {
        exercise_count: number;
        seconds: number;
        deload_every_weeks: number | null;
        enrolled_at: Date | string | null;
      }
    >(
      await db.execute(sql`
        select ${sessions.id} as id, ${sessions.program_id} as program_id, ${sessions.title} as title,
          ${sessions.order_index} as order_index, w.exercise_count, w.seconds,
          (select ${programs.deload_every_weeks} from ${programs} where ${programs.id} = ${programId})
            as deload_every_weeks,
          (select ${enrollments.enrolled_at} from ${enrollments}
            where ${enrollments.user_id} = ${userId} and ${enrollments.program_id} = ${programId}) as enrolled_at
        from ${sessions}
        cross join lateral (${sessionWork(sql`${sessions.id}`)}) w
        where ${sessions.program_id} = ${programId}
        order by ${sessions.order_index}, ${sessions.id}
      `),
    );
  },

  /**
   * The sessions of a programme the member completed since an instant (the week's start), on
   * `completions_user_program_completed_idx`.
   */
  async sessionsDoneSince(db: Executor, userId: number, programId: number, since: Date) {
    const rows = await db
      .selectDistinct({ session_id: completions.session_id })
      .from(completions)
      .where(
        and(
          eq(completions.user_id, userId),
          eq(completions.program_id, programId),
          gte(completions.completed_at, since),
          isNotNull(completions.session_id),
        ),
      );
    return rows.flatMap((row) => (row.session_id === null ? [] : [row.session_id]));
  },

  /** Per programme: the member's latest completion (which session, when). One index probe each. */
  async lastCompletions(db: Executor, userId: number, programIds: number[]) {
    if (programIds.length === 0) return [];
    const rows = rowsOf<{ program_id: number; session_id: number | null; completed_at: Date | string }>(
      await db.execute(sql`
        select ids.id as program_id, last.session_id, last.completed_at
        from unnest(array[${sql.join(
          programIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::int[]) as ids(id)
        cross join lateral (
          select ${completions.session_id} as session_id, ${completions.completed_at} as completed_at
          from ${completions}
          where ${completions.user_id} = ${userId} and ${completions.program_id} = ids.id
          order by ${completions.completed_at} desc limit 1
        ) as last
      `),
    );
    return rows.map((row) => ({ ...row, completed_at: new Date(row.completed_at) }));
  },

  /** Completions per programme since an instant (the week's start). */
  async countsSince(db: Executor, userId: number, since: Date) {
    return db
      .select({ program_id: completions.program_id, count: sql<number>`count(*)::int` })
      .from(completions)
      .where(and(eq(completions.user_id, userId), gte(completions.completed_at, since)))
      .groupBy(completions.program_id);
  },

  async totalsSince(db: Executor, userId: number, since: Date) {
    const [row] = await totalsSinceQuery(db).execute({ userId, since });
    return row ?? { sessions: 0, minutes: 0, programs: 0, calories: 0 };
  },
};
