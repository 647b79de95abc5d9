import type { AthleteCompletion } from '@elan/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  coachInvitations,
  coachLinks,
  completionSets,
  completions,
  exercises,
  personalRecords,
  users,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/db-errors.ts';

type Person = { id: number; first_name: string; last_name: string };
export type AthleteRow = Person & {
  last_completion_at: Date | null;
  sessions_last_7_days: number;
  needs_attention: boolean;
};
type CompletionWithSets = Omit<AthleteCompletion, 'completed_at' | 'volume_kg'> & { completed_at: Date };

/** The coach space's SQL (issue 32): invitations, links, and what an athlete's page reads. */
export const coachRepository = {
  async insertInvitation(db: Executor, values: { code: string; coach_id: number; expires_at: Date }) {
    await db.insert(coachInvitations).values(values);
  },

  /** A still valid invitation and its coach's name; undefined when unknown or expired. */
  async findInvitation(db: Executor, code: string, now: Date) {
    const [row] = await db
      .select({
        coach_id: coachInvitations.coach_id,
        expires_at: coachInvitations.expires_at,
        first_name: users.first_name,
        last_name: users.last_name,
        role: users.role,
      })
      .from(coachInvitations)
      .innerJoin(users, eq(users.id, coachInvitations.coach_id))
      .where(and(eq(coachInvitations.code, code), gt(coachInvitations.expires_at, now)))
      .limit(1);
    return row;
  },

  /** The member's coach, with the day the link began. */
  async coachOf(db: Executor, athleteId: number) {
    const [row] = await db
      .select({
        id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        since: coachLinks.created_at,
      })
      .from(coachLinks)
      .innerJoin(users, eq(users.id, coachLinks.coach_id))
      .where(eq(coachLinks.athlete_id, athleteId))
      .limit(1);
    return row;
  },

  /** The athlete's coach becomes `coachId`: a new link, or the one coach replaced (one per athlete). */
  async link(db: Executor, athleteId: number, coachId: number, at: Date) {
    await db
      .insert(coachLinks)
      .values({ athlete_id: athleteId, coach_id: coachId, created_at: at })
      .onConflictDoUpdate({ target: coachLinks.athlete_id, set: { coach_id: coachId, created_at: at } });
  },

  /** Ends the athlete's link (with this coach only, when given); whether there was one. */
  async unlink(db: Executor, athleteId: number, coachId?: number): Promise<boolean> {
    const rows = await db
      .delete(coachLinks)
      .where(
        coachId === undefined
          ? eq(coachLinks.athlete_id, athleteId)
          : and(eq(coachLinks.athlete_id, athleteId), eq(coachLinks.coach_id, coachId)),
      )
      .returning({ athlete_id: coachLinks.athlete_id });
    return rows.length > 0;
  },

  /**
   * The coach's athletes in one statement: each one's last session and sessions since `since`
   * (two probes of the member's completions index), those with none since then first, bounded.
   */
  async athletes(db: Executor, coachId: number, since: Date, limit: number): Promise<AthleteRow[]> {
    const rows = rowsOf<Omit<AthleteRow, 'last_completion_at'> & { last_completion_at: string | null }>(
      await db.execute(sql`
        select u.id, u.first_name, u.last_name, last.completed_at as last_completion_at,
          recent.count::int as sessions_last_7_days, (recent.count = 0) as needs_attention
        from ${coachLinks} l
        join ${users} u on u.id = l.athlete_id
        left join lateral (
          select c.completed_at from ${completions} c where c.user_id = u.id
          order by c.completed_at desc limit 1) last on true
        cross join lateral (
          select count(*) as count from ${completions} c
          where c.user_id = u.id and c.completed_at >= ${since}) recent
        where l.coach_id = ${coachId}
        order by needs_attention desc, last.completed_at asc nulls first, u.last_name, u.first_name, u.id
        limit ${limit}`),
    );
    return rows.map((row) => ({
      ...row,
      last_completion_at: row.last_completion_at === null ? null : new Date(row.last_completion_at),
    }));
  },

  /** The athlete's name, since when this coach follows them and whether they share their body. */
  async athleteOf(db: Executor, coachId: number, athleteId: number) {
    const [row] = await db
      .select({
        id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        share_body_with_coach: users.share_body_with_coach,
        since: coachLinks.created_at,
      })
      .from(coachLinks)
      .innerJoin(users, eq(users.id, coachLinks.athlete_id))
      .where(and(eq(coachLinks.athlete_id, athleteId), eq(coachLinks.coach_id, coachId)))
      .limit(1);
    return row;
  },

  /** The athlete's last `limit` completions, newest first, each with its sets in the order logged. */
  async recentCompletions(db: Executor, athleteId: number, limit: number): Promise<CompletionWithSets[]> {
    const rows = rowsOf<Omit<CompletionWithSets, 'completed_at'> & { completed_at: string }>(
      await db.execute(sql`
        select c.id, c.completed_at, c.program_title, c.session_title, c.duration_minutes,
          coalesce((
            select json_agg(json_build_object(
              'exercise_id', s.exercise_id, 'exercise_name', e.name, 'set_number', s.set_number,
              'reps', s.reps, 'weight_kg', s.weight_kg, 'set_type', s.set_type, 'status', s.status,
              'rpe', s.rpe, 'duration_seconds', s.duration_seconds) order by s.id)
            from ${completionSets} s join ${exercises} e on e.id = s.exercise_id
            where s.completion_id = c.id), '[]'::json) as sets
        from ${completions} c
        where c.user_id = ${athleteId}
        order by c.completed_at desc, c.id desc
        limit ${limit}`),
    );
    return rows.map((row) => ({ ...row, completed_at: new Date(row.completed_at) }));
  },

  /** The athlete's best set per exercise (personal records), by exercise name. */
  async records(db: Executor, athleteId: number) {
    return db
      .select({
        exercise_id: personalRecords.exercise_id,
        exercise_name: exercises.name,
        best_weight: personalRecords.best_weight,
        best_reps: personalRecords.best_reps,
        best_one_rep_max: personalRecords.best_one_rep_max,
      })
      .from(personalRecords)
      .innerJoin(exercises, eq(exercises.id, personalRecords.exercise_id))
      .where(eq(personalRecords.user_id, athleteId))
      .orderBy(asc(exercises.name), asc(personalRecords.exercise_id));
  },

  async name(db: Executor, userId: number): Promise<Person | undefined> {
    const [row] = await db
      .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  },
};
