import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { completions, enrollments, programs, sessions } from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/db-errors.ts';

export type SessionRef = { id: number; program_id: number; title: string; order_index: number };

/**
 * The daily agenda's one statement (the dashboard's slowest call): built and planned once per
 * handle, run as a named prepared statement.
 */
const dailyPlansQuery = preparedQuery((db) =>
  db
    .select({
      program_id: programs.id,
      title: programs.title,
      training_days: enrollments.training_days,
      time_slot_start: enrollments.time_slot_start,
      time_slot_end: enrollments.time_slot_end,
      target_duration_minutes: enrollments.target_duration_minutes,
      sessions: sql<SessionRef[]>`coalesce((
            select json_agg(json_build_object('id', ${sessions.id}, 'program_id', ${sessions.program_id},
              'title', ${sessions.title}, 'order_index', ${sessions.order_index})
              order by ${sessions.order_index}, ${sessions.id})
            from ${sessions} where ${sessions.program_id} = ${programs.id}
          ), '[]'::json)`,
      last: sql<{ session_id: number | null; completed_at: string } | null>`(
            select json_build_object('session_id', ${completions.session_id}, 'completed_at', ${completions.completed_at})
            from ${completions}
            where ${completions.user_id} = ${enrollments.user_id} and ${completions.program_id} = ${programs.id}
            order by ${completions.completed_at} desc limit 1
          )`,
      session_counts: sql<[number | null, number][]>`coalesce((
            select json_agg(json_build_array(counted.session_id, counted.count))
            from (
              select ${completions.session_id} as session_id, count(*)::int as count from ${completions}
              where ${completions.user_id} = ${enrollments.user_id} and ${completions.program_id} = ${programs.id}
              group by ${completions.session_id}
            ) as counted
          ), '[]'::json)`,
    })
    .from(enrollments)
    .innerJoin(programs, eq(programs.id, enrollments.program_id))
    .where(and(eq(enrollments.user_id, sql.placeholder('userId')), eq(enrollments.status, 'active')))
    .orderBy(asc(enrollments.time_slot_start), asc(enrollments.enrolled_at))
    .limit(50)
    .prepare('schedule_daily_plans'),
);

/** The dashboard's week totals (spec §9), read on every visit: built and planned once per handle. */
const totalsSinceQuery = preparedQuery((db) =>
  db
    .select({
      sessions: sql<number>`count(*)::int`,
      minutes: sql<number>`coalesce(sum(${completions.duration_minutes}), 0)::int`,
      programs: sql<number>`count(distinct ${completions.program_id})::int`,
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

  /**
   * Today's plan in one statement: each active enrolment with its programme's sessions in order,
   * the member's latest completion in it and how often they did each of its sessions.
   */
  async dailyPlans(db: Executor, userId: number) {
    const rows = await dailyPlansQuery(db).execute({ userId });
    return rows.map(({ last, ...row }) => ({
      ...row,
      last: last ? { session_id: last.session_id, completed_at: new Date(last.completed_at) } : undefined,
    }));
  },

  async sessionsOf(db: Executor, programIds: number[]) {
    if (programIds.length === 0) return [];
    return db
      .select({
        id: sessions.id,
        program_id: sessions.program_id,
        title: sessions.title,
        order_index: sessions.order_index,
      })
      .from(sessions)
      .where(inArray(sessions.program_id, programIds))
      .orderBy(asc(sessions.program_id), asc(sessions.order_index), asc(sessions.id));
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
    return row ?? { sessions: 0, minutes: 0, programs: 0 };
  },
};
