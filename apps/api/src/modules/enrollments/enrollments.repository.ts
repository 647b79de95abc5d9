import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { completions, enrollments, programs, sessions, users } from '../../db/schema/index.ts';
import { accessSql, Permission } from '../access/access.ts';

export type EnrollmentRow = typeof enrollments.$inferSelect;
export type PlanValues = Pick<
  EnrollmentRow,
  'sessions_per_week' | 'training_days' | 'time_slot_start' | 'time_slot_end' | 'target_duration_minutes'
>;

/**
 * The member's enrolments with their progress (the dashboard's slowest call): built and planned
 * once per handle, run as a named prepared statement (decision 037). Progress is two counters kept
 * by PostgreSQL (decision 045): the enrolment's `sessions_completed`, the programme's `sessions_count`.
 */
const userProgramsQuery = preparedQuery((db) =>
  db
    .select({
      enrollment_id: enrollments.id,
      program_id: programs.id,
      title: programs.title,
      description: programs.description,
      level: programs.level,
      status: enrollments.status,
      duration_weeks: programs.duration_weeks,
      enrolled_at: enrollments.enrolled_at,
      sessions_completed: enrollments.sessions_completed,
      total_sessions: programs.sessions_count,
    })
    .from(enrollments)
    .innerJoin(programs, eq(programs.id, enrollments.program_id))
    .where(eq(enrollments.user_id, sql.placeholder('userId')))
    .orderBy(desc(enrollments.enrolled_at), desc(enrollments.id))
    .limit(100)
    .prepare('enrollments_user_programs'),
);

export const enrollmentsRepository = {
  async findById(db: Executor, id: number) {
    const [row] = await db.select().from(enrollments).where(eq(enrollments.id, id)).limit(1);
    return row;
  },

  async findByUserAndProgram(db: Executor, userId: number, programId: number) {
    const [row] = await db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.user_id, userId), eq(enrollments.program_id, programId)))
      .limit(1);
    return row;
  },

  async insert(db: Executor, userId: number, programId: number) {
    const [row] = await db.insert(enrollments).values({ user_id: userId, program_id: programId }).returning();
    if (!row) throw new Error('enrollment insert returned no row');
    return row;
  },

  async delete(db: Executor, id: number) {
    await db.delete(enrollments).where(eq(enrollments.id, id));
  },

  async update(db: Executor, id: number, values: Partial<PlanValues & Pick<EnrollmentRow, 'status'>>) {
    const [row] = await db
      .update(enrollments)
      .set({ ...values, updated_at: new Date() })
      .where(eq(enrollments.id, id))
      .returning();
    return row;
  },

  /** Distinct sessions of the programme the member completed, and how many it has. */
  async sessionsDone(db: Executor, userId: number, programId: number) {
    const [row] = await db
      .select({
        done: sql<number>`count(distinct ${completions.session_id})::int`,
        total: sql<number>`(select count(*)::int from ${sessions} where ${sessions.program_id} = ${programId})`,
      })
      .from(completions)
      .where(
        and(
          eq(completions.user_id, userId),
          eq(completions.program_id, programId),
          sql`${completions.session_id} in (select ${sessions.id} from ${sessions} where ${sessions.program_id} = ${programId})`,
        ),
      );
    return { done: row?.done ?? 0, total: row?.total ?? 0 };
  },

  /** The programme's active members `viewerId` may see (a private one: to friends only, decision 062). */
  async participants(db: Executor, viewerId: number, programId: number, limit: number) {
    return db
      .select({
        id: enrollments.id,
        user_id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        sessions_completed: enrollments.sessions_completed,
      })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.user_id))
      .where(
        and(
          eq(enrollments.program_id, programId),
          eq(enrollments.status, 'active'),
          accessSql(viewerId, Permission.MemberEnrollmentsRead, users.id, users.is_private),
        ),
      )
      .orderBy(asc(enrollments.enrolled_at), asc(enrollments.id))
      .limit(limit);
  },

  /**
   * The programme's counts in one statement; undefined when the programme does not exist.
   * Drizzle leaves columns unqualified in a single-table select: the outer one is spelled out.
   */
  async stats(db: Executor, programId: number) {
    const [row] = await db
      .select({
        active_users: sql<number>`(
          select count(*)::int from ${enrollments}
          where ${enrollments.program_id} = "programs"."id" and ${enrollments.status} = 'active'
        )`,
        total_completions: sql<number>`(
          select count(*)::int from ${completions} where ${completions.program_id} = "programs"."id"
        )`,
      })
      .from(programs)
      .where(eq(programs.id, programId))
      .limit(1);
    return row;
  },

  /** The dashboard's « Mes programmes »: one named prepared statement, newest enrolment first. */
  async userPrograms(db: Executor, userId: number) {
    return userProgramsQuery(db).execute({ userId });
  },
};
