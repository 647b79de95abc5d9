import type { Progression } from '@elan/domain';
import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { enrollments, exercises, programs, sessionExercises, sessions } from '../../db/schema/index.ts';

const programColumns = {
  id: programs.id,
  title: programs.title,
  description: programs.description,
  goal: programs.goal,
  level: programs.level,
  duration_weeks: programs.duration_weeks,
  deload_every_weeks: programs.deload_every_weeks,
  image_url: programs.image_url,
  created_by: programs.created_by,
  is_hidden: programs.is_hidden,
  updated_at: programs.updated_at,
};

/** The programme's own fields the editor changes (and a copy takes). */
export type StructureProgramValues = {
  title: string;
  description: string | null;
  goal: string | null;
  level: 'beginner' | 'intermediate' | 'advanced';
  duration_weeks: number;
  deload_every_weeks: number | null;
};

export type StructureSessionValues = {
  title: string;
  notes: string | null;
  day_number: number;
  order_index: number;
};

/** One row of `session_exercises` as the editor writes it; `id` given: the row keeps it. */
export type StructureExerciseRow = {
  id?: number;
  session_id: number;
  exercise_id: number;
  sets: number;
  reps: number;
  reps_max: number | null;
  duration_seconds: number | null;
  rest_sec: number;
  target_weight_kg: number | null;
  target_rpe: number | null;
  notes: string | null;
  superset_group: number | null;
  progression: Progression;
  order_index: number;
};

export const programStructureRepository = {
  async findProgram(db: Executor, id: number) {
    const [row] = await db.select(programColumns).from(programs).where(eq(programs.id, id)).limit(1);
    return row;
  },

  /** The programme row, locked until the transaction ends: two saves of it run one after the other. */
  async lockProgram(db: Executor, id: number) {
    const [row] = await db
      .select(programColumns)
      .from(programs)
      .where(eq(programs.id, id))
      .limit(1)
      .for('update');
    return row;
  },

  /** Members following it: their enrolment in progress. */
  async followersCount(db: Executor, programId: number): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(enrollments)
      .where(and(eq(enrollments.program_id, programId), eq(enrollments.status, 'active')));
    return row?.count ?? 0;
  },

  async listSessions(db: Executor, programId: number) {
    return db
      .select({
        id: sessions.id,
        title: sessions.title,
        day_number: sessions.day_number,
        order_index: sessions.order_index,
        notes: sessions.notes,
      })
      .from(sessions)
      .where(eq(sessions.program_id, programId))
      .orderBy(asc(sessions.order_index), asc(sessions.id))
      .limit(200);
  },

  /** Every exercise of the programme's sessions, session by session, in order. */
  async listExercises(db: Executor, programId: number) {
    return db
      .select({
        id: sessionExercises.id,
        session_id: sessionExercises.session_id,
        exercise_id: sessionExercises.exercise_id,
        exercise_name: exercises.name,
        muscle_group: exercises.muscle_group,
        sets: sessionExercises.sets,
        reps: sessionExercises.reps,
        reps_max: sessionExercises.reps_max,
        duration_seconds: sessionExercises.duration_seconds,
        rest_sec: sessionExercises.rest_sec,
        target_weight_kg: sessionExercises.target_weight_kg,
        target_rpe: sessionExercises.target_rpe,
        notes: sessionExercises.notes,
        superset_group: sessionExercises.superset_group,
        progression: sessionExercises.progression,
        order_index: sessionExercises.order_index,
      })
      .from(sessionExercises)
      .innerJoin(sessions, eq(sessions.id, sessionExercises.session_id))
      .innerJoin(exercises, eq(exercises.id, sessionExercises.exercise_id))
      .where(eq(sessions.program_id, programId))
      .orderBy(asc(sessionExercises.session_id), asc(sessionExercises.order_index), asc(sessionExercises.id))
      .limit(2000);
  },

  /**
   * How many of `ids` the member may put in this programme: the catalogue, their own exercises, and
   * those the programme already holds (a copy keeps its creator's own exercises, and saves again).
   */
  async countUsableExercises(
    db: Executor,
    viewerId: number,
    programId: number,
    ids: number[],
  ): Promise<number> {
    if (ids.length === 0) return 0;
    const inProgramme = db
      .select({ id: sessionExercises.exercise_id })
      .from(sessionExercises)
      .innerJoin(sessions, eq(sessions.id, sessionExercises.session_id))
      .where(eq(sessions.program_id, programId));
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(exercises)
      .where(
        and(
          inArray(exercises.id, ids),
          or(
            isNull(exercises.owner_id),
            eq(exercises.owner_id, viewerId),
            inArray(exercises.id, inProgramme),
          ),
        ),
      );
    return row?.count ?? 0;
  },

  async insertProgram(
    db: Executor,
    values: StructureProgramValues & { image_url: string | null; created_by: number },
  ) {
    const [row] = await db.insert(programs).values(values).returning({ id: programs.id });
    if (!row) throw new Error('program insert returned no row');
    return row.id;
  },

  /**
   * The programme's fields when given, and always its `updated_at`: the UPDATE makes PostgreSQL
   * notify the read caches (migration 0017, decision 050) even when only exercises changed.
   */
  async touchProgram(db: Executor, id: number, values: StructureProgramValues | undefined) {
    await db
      .update(programs)
      .set({ ...values, updated_at: new Date() })
      .where(eq(programs.id, id));
  },

  /** The programme's sessions but `keep` (their completions keep their titles: ON DELETE SET NULL). */
  async deleteSessionsExcept(db: Executor, programId: number, keep: number[]) {
    await db
      .delete(sessions)
      .where(
        keep.length
          ? and(eq(sessions.program_id, programId), notInArray(sessions.id, keep))
          : eq(sessions.program_id, programId),
      );
  },

  async updateSession(db: Executor, id: number, values: StructureSessionValues) {
    await db.update(sessions).set(values).where(eq(sessions.id, id));
  },

  async insertSession(db: Executor, values: StructureSessionValues & { program_id: number }) {
    const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
    if (!row) throw new Error('session insert returned no row');
    return row.id;
  },

  /** Every exercise row of the programme's sessions (written again just after: decision 088). */
  async deleteExercises(db: Executor, programId: number) {
    await db
      .delete(sessionExercises)
      .where(
        inArray(
          sessionExercises.session_id,
          db.select({ id: sessions.id }).from(sessions).where(eq(sessions.program_id, programId)),
        ),
      );
  },

  /** Rows with an `id` get it back (OVERRIDING SYSTEM VALUE); the others get a new one. */
  async insertExercises(db: Executor, rows: StructureExerciseRow[]) {
    const kept = rows.filter((row) => row.id !== undefined);
    const fresh = rows.filter((row) => row.id === undefined);
    if (kept.length) await db.insert(sessionExercises).overridingSystemValue().values(kept);
    if (fresh.length) await db.insert(sessionExercises).values(fresh);
  },
};
