import { and, asc, desc, eq, ilike, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { exercises, programs, sessionExercises, sessions, users } from '../../db/schema/index.ts';
import { accessSql, Permission } from '../access/access.ts';

const programColumns = {
  id: programs.id,
  title: programs.title,
  description: programs.description,
  goal: programs.goal,
  level: programs.level,
  duration_weeks: programs.duration_weeks,
  image_url: programs.image_url,
  created_by: programs.created_by,
  is_hidden: programs.is_hidden,
  created_at: programs.created_at,
  updated_at: programs.updated_at,
  // Kept by PostgreSQL (decision 045).
  session_count: programs.sessions_count,
};

export type ProgramRecord = {
  id: number;
  title: string;
  description: string | null;
  goal: string | null;
  level: 'beginner' | 'intermediate' | 'advanced';
  duration_weeks: number;
  image_url: string | null;
  created_by: number;
  /** Hidden by an admin (issue 32): out of every list but its creator's, 404 to anyone else. */
  is_hidden: boolean;
  created_at: Date;
  updated_at: Date;
  session_count: number;
};

export type ProgramValues = {
  title: string;
  description: string | null;
  goal: string | null;
  level: 'beginner' | 'intermediate' | 'advanced';
  duration_weeks: number;
  image_url: string | null;
};

/** `%` and `_` typed by a member are searched for literally. */
const ACCENTED = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyoa';
/** Lower case without accents, in SQL: no extension needed (`unaccent` is not in every build). */
const foldAccents = (value: SQL) => sql`translate(lower(${value}), ${ACCENTED}, ${PLAIN})`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const sessionColumns = {
  id: sessions.id,
  program_id: sessions.program_id,
  title: sessions.title,
  notes: sessions.notes,
  order_index: sessions.order_index,
  day_number: sessions.day_number,
  exercise_count: sql<number>`(select count(*)::int from ${sessionExercises} where ${sessionExercises.session_id} = "sessions"."id")`,
};

/** The shared catalogue plus the viewer's own exercises (issue 14). */
export function visibleExercise(viewerId: number | Placeholder): SQL {
  return or(isNull(exercises.owner_id), eq(exercises.owner_id, viewerId)) as SQL;
}

const sessionExerciseColumns = {
  id: sessionExercises.id,
  session_id: sessionExercises.session_id,
  exercise_id: sessionExercises.exercise_id,
  exercise_name: exercises.name,
  muscle_group: exercises.muscle_group,
  sets: sessionExercises.sets,
  reps: sessionExercises.reps,
  duration_seconds: sessionExercises.duration_seconds,
  rest_sec: sessionExercises.rest_sec,
  order_index: sessionExercises.order_index,
  reps_max: sessionExercises.reps_max,
  target_weight_kg: sessionExercises.target_weight_kg,
  target_rpe: sessionExercises.target_rpe,
  notes: sessionExercises.notes,
  superset_group: sessionExercises.superset_group,
};

/** The programme page, the player and every enrolment read it: built and planned once. */
const programById = preparedQuery((db) =>
  db
    .select(programColumns)
    .from(programs)
    .where(eq(programs.id, sql.placeholder('id')))
    .limit(1)
    .prepare('program_by_id'),
);

export const programsRepository = {
  /**
   * The programmes `viewerId` may see (decision 027: a private member's are their friends' only,
   * decision 062), newest first.
   */
  async list(
    db: Executor,
    viewerId: number,
    filter: { createdBy?: number; q?: string; limit: number; offset: number },
  ) {
    const creatorIsPrivate = sql`(select ${users.is_private} from ${users} where ${users.id} = ${programs.created_by})`;
    const conditions: SQL[] = [
      accessSql(viewerId, Permission.MemberProgrammesRead, programs.created_by, creatorIsPrivate),
      // Hidden by an admin: its creator's alone (decision 106).
      sql`(not ${programs.is_hidden} or ${programs.created_by} = ${viewerId})`,
    ];
    if (filter.createdBy) conditions.push(eq(programs.created_by, filter.createdBy));
    if (filter.q) {
      const pattern = likePattern(filter.q);
      const match = or(ilike(programs.title, pattern), ilike(programs.description, pattern));
      if (match) conditions.push(match);
    }
    return db
      .select(programColumns)
      .from(programs)
      .where(and(...conditions))
      .orderBy(desc(programs.created_at), desc(programs.id))
      .limit(filter.limit)
      .offset(filter.offset);
  },

  async findById(db: Executor, id: number): Promise<ProgramRecord | undefined> {
    const [row] = await programById(db).execute({ id });
    return row;
  },

  async insert(db: Executor, values: ProgramValues & { created_by: number }): Promise<number> {
    const [row] = await db.insert(programs).values(values).returning({ id: programs.id });
    if (!row) throw new Error('program insert returned no row');
    return row.id;
  },

  async update(db: Executor, id: number, values: Partial<ProgramValues>) {
    await db
      .update(programs)
      .set({ ...values, updated_at: new Date() })
      .where(eq(programs.id, id));
  },

  /** Sessions, their exercises and enrolments go by cascade; completions keep their titles. */
  async delete(db: Executor, id: number) {
    await db.delete(programs).where(eq(programs.id, id));
  },

  // Sessions
  async listSessions(db: Executor, programId: number) {
    return db
      .select(sessionColumns)
      .from(sessions)
      .where(eq(sessions.program_id, programId))
      .orderBy(asc(sessions.order_index), asc(sessions.id))
      .limit(200);
  },

  async findSession(db: Executor, id: number) {
    const [row] = await db
      .select({ ...sessionColumns, program_title: programs.title, created_by: programs.created_by })
      .from(sessions)
      .innerJoin(programs, eq(programs.id, sessions.program_id))
      .where(eq(sessions.id, id))
      .limit(1);
    return row;
  },

  async nextSessionOrder(db: Executor, programId: number): Promise<number> {
    const [row] = await db
      .select({ next: sql<number>`coalesce(max(${sessions.order_index}), 0)::int + 1` })
      .from(sessions)
      .where(eq(sessions.program_id, programId));
    return row?.next ?? 1;
  },

  async insertSession(
    db: Executor,
    values: {
      program_id: number;
      title: string;
      notes: string | null;
      order_index: number;
      day_number: number;
    },
  ): Promise<number> {
    const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
    if (!row) throw new Error('session insert returned no row');
    return row.id;
  },

  async updateSession(
    db: Executor,
    id: number,
    values: Partial<{ title: string; notes: string | null; order_index: number; day_number: number }>,
  ) {
    await db.update(sessions).set(values).where(eq(sessions.id, id));
  },

  async deleteSession(db: Executor, id: number) {
    await db.delete(sessions).where(eq(sessions.id, id));
  },

  // Exercises
  /** The catalogue plus the caller's own exercises (a few hundred rows at most), filtered, by name, bounded. */
  async listExercises(
    db: Executor,
    viewerId: number,
    filter: { category?: string; q?: string; muscleGroup?: string },
  ) {
    const conditions: SQL[] = [visibleExercise(viewerId)];
    if (filter.category) conditions.push(eq(exercises.category, filter.category));
    if (filter.muscleGroup) conditions.push(eq(exercises.muscle_group, filter.muscleGroup));
    if (filter.q)
      conditions.push(
        sql`${foldAccents(sql`${exercises.name}`)} like ${foldAccents(sql`${likePattern(filter.q)}`)}`,
      );
    return db
      .select({
        id: exercises.id,
        name: exercises.name,
        type: exercises.type,
        muscle_group: exercises.muscle_group,
        category: exercises.category,
      })
      .from(exercises)
      .where(and(...conditions))
      .orderBy(asc(exercises.name))
      .limit(500);
  },

  /** A catalogue exercise or the viewer's own; another member's own exercise is not found. */
  async findExercise(db: Executor, viewerId: number, id: number) {
    const [row] = await db
      .select({
        id: exercises.id,
        name: exercises.name,
        type: exercises.type,
        muscle_group: exercises.muscle_group,
        category: exercises.category,
        instructions: exercises.instructions,
      })
      .from(exercises)
      .where(and(eq(exercises.id, id), visibleExercise(viewerId)))
      .limit(1);
    return row;
  },

  /** Programmes are shared: their sessions use catalogue exercises only. */
  async countExercises(db: Executor, ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(exercises)
      .where(and(sql`${exercises.id} in ${ids}`, isNull(exercises.owner_id)));
    return row?.count ?? 0;
  },

  // Session exercises
  async listSessionExercises(db: Executor, sessionId: number) {
    return db
      .select(sessionExerciseColumns)
      .from(sessionExercises)
      .innerJoin(exercises, eq(exercises.id, sessionExercises.exercise_id))
      .where(eq(sessionExercises.session_id, sessionId))
      .orderBy(asc(sessionExercises.order_index), asc(sessionExercises.id))
      .limit(100);
  },

  async findSessionExercise(db: Executor, id: number) {
    const [row] = await db
      .select({ ...sessionExerciseColumns, created_by: programs.created_by })
      .from(sessionExercises)
      .innerJoin(exercises, eq(exercises.id, sessionExercises.exercise_id))
      .innerJoin(sessions, eq(sessions.id, sessionExercises.session_id))
      .innerJoin(programs, eq(programs.id, sessions.program_id))
      .where(eq(sessionExercises.id, id))
      .limit(1);
    return row;
  },

  async nextExerciseOrder(db: Executor, sessionId: number): Promise<number> {
    const [row] = await db
      .select({ next: sql<number>`coalesce(max(${sessionExercises.order_index}), 0)::int + 1` })
      .from(sessionExercises)
      .where(eq(sessionExercises.session_id, sessionId));
    return row?.next ?? 1;
  },

  async insertSessionExercises(
    db: Executor,
    rows: {
      session_id: number;
      exercise_id: number;
      sets: number;
      reps: number;
      rest_sec: number;
      duration_seconds: number | null;
      order_index: number;
    }[],
  ): Promise<number[]> {
    const inserted = await db.insert(sessionExercises).values(rows).returning({ id: sessionExercises.id });
    return inserted.map((row) => row.id);
  },

  async deleteSessionExercise(db: Executor, id: number) {
    await db.delete(sessionExercises).where(eq(sessionExercises.id, id));
  },
};
