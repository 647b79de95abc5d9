import { OWN_EXERCISE_CATEGORY } from '@elan/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import {
  enrollments,
  exercises,
  programs,
  sessionExercises,
  sessions,
  users,
} from '../../db/schema/index.ts';
import type { AccountFile } from './account-file.ts';

/** Rows per insert statement: far below PostgreSQL's 65,535 parameters. */
export const CHUNK = 500;

export function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < rows.length; index += CHUNK) out.push(rows.slice(index, index + CHUNK));
  return out;
}

/** Exercise names → this Élan's ids: the member's own by name, the catalogue's by name. */
export type ExerciseIds = { of: (name: string, owned: boolean) => number | undefined; created: number };

/**
 * The member's own exercises (created when missing, matched by name otherwise), and every
 * catalogue name the file uses; a catalogue exercise this Élan lacks becomes an own one.
 */
export async function resolveExercises(
  tx: Transaction,
  userId: number,
  file: AccountFile,
): Promise<ExerciseIds> {
  const catalogueNames = new Set<string>();
  const use = (name: string, owned: boolean) => {
    if (!owned) catalogueNames.add(name);
  };
  for (const row of file['session_exercises.json']) use(row.exercise_name, row.exercise_owned);
  for (const completion of file['completions.json'])
    for (const set of completion.sets) {
      use(set.exercise_name, set.exercise_owned);
      if (set.planned_exercise_name) use(set.planned_exercise_name, false);
    }
  const catalogue = new Map<string, number>();
  for (const names of chunks([...catalogueNames])) {
    const rows = await tx
      .select({ id: exercises.id, name: exercises.name })
      .from(exercises)
      .where(and(inArray(exercises.name, names), isNull(exercises.owner_id)));
    for (const row of rows) catalogue.set(row.name, row.id);
  }
  const missing = [...catalogueNames].filter((name) => !catalogue.has(name)).slice(0, 10_000);
  const wanted = [
    ...file['exercises.json'],
    ...missing.map((name) => ({
      name: name.slice(0, 80),
      type: 'force',
      muscle_group: 'Corps entier',
      category: OWN_EXERCISE_CATEGORY,
    })),
  ];
  let created = 0;
  for (const part of chunks(wanted)) {
    const added = await tx
      .insert(exercises)
      .values(part.map((row) => ({ ...row, owner_id: userId })))
      .onConflictDoNothing()
      .returning({ id: exercises.id });
    created += added.length;
  }
  const own = new Map<string, number>();
  const ownRows = await tx
    .select({ id: exercises.id, name: exercises.name })
    .from(exercises)
    .where(eq(exercises.owner_id, userId))
    .limit(20_000);
  for (const row of ownRows) own.set(row.name, row.id);
  return {
    of: (name, owned) => (owned ? own.get(name) : (catalogue.get(name) ?? own.get(name.slice(0, 80)))),
    created,
  };
}

/** The file's programme ids → this Élan's: created ones recreated (or found by title), catalogue ones by title. */
export type ProgramIds = {
  programs: Map<number, number>;
  sessionOf: (programId: number, title: string) => number | undefined;
  created: number;
};

export async function resolvePrograms(
  tx: Transaction,
  userId: number,
  file: AccountFile,
  exerciseIds: ExerciseIds,
): Promise<ProgramIds> {
  const map = new Map<number, number>();
  let created = 0;
  const mine = await tx
    .select({ id: programs.id, title: programs.title })
    .from(programs)
    .where(eq(programs.created_by, userId))
    .limit(20_000);
  const mineByTitle = new Map(mine.map((row) => [row.title, row.id]));
  for (const program of file['programs.json']) {
    const existing = mineByTitle.get(program.title);
    if (existing) {
      map.set(program.id, existing);
      continue;
    }
    const { id: _old, ...values } = program;
    const [row] = await tx
      .insert(programs)
      .values({ ...values, created_by: userId })
      .returning({ id: programs.id });
    if (!row) continue;
    created += 1;
    mineByTitle.set(program.title, row.id);
    map.set(program.id, row.id);
    const ownSessions = file['sessions.json'].filter((session) => session.program_id === program.id);
    for (const session of ownSessions) {
      const { id: oldSession, program_id: _program, ...sessionValues } = session;
      const [added] = await tx
        .insert(sessions)
        .values({ ...sessionValues, program_id: row.id })
        .returning({ id: sessions.id });
      if (!added) continue;
      const lines = file['session_exercises.json'].flatMap((line) => {
        const exerciseId = exerciseIds.of(line.exercise_name, line.exercise_owned);
        if (line.session_id !== oldSession || !exerciseId) return [];
        const { session_id: _s, exercise_name: _n, exercise_owned: _o, ...rest } = line;
        return [{ ...rest, session_id: added.id, exercise_id: exerciseId }];
      });
      if (lines.length) await tx.insert(sessionExercises).values(lines).onConflictDoNothing();
    }
  }
  // A catalogue programme (the system account's) is matched by its title.
  const catalogueTitles = [
    ...new Set(file['enrollments.json'].filter((row) => !row.program_mine).map((row) => row.program_title)),
  ];
  const catalogue = new Map<string, number>();
  for (const titles of chunks(catalogueTitles)) {
    const rows = await tx
      .select({ id: programs.id, title: programs.title })
      .from(programs)
      .innerJoin(users, eq(users.id, programs.created_by))
      .where(and(inArray(programs.title, titles), eq(users.is_system, true)));
    for (const row of rows) catalogue.set(row.title, row.id);
  }
  for (const row of file['enrollments.json']) {
    const target = row.program_mine ? mineByTitle.get(row.program_title) : catalogue.get(row.program_title);
    if (target && !map.has(row.program_id)) map.set(row.program_id, target);
  }
  const sessionIds = new Map<string, number>();
  for (const ids of chunks([...new Set(map.values())])) {
    const rows = await tx
      .select({ id: sessions.id, program_id: sessions.program_id, title: sessions.title })
      .from(sessions)
      .where(inArray(sessions.program_id, ids));
    for (const row of rows)
      if (!sessionIds.has(`${row.program_id}|${row.title}`))
        sessionIds.set(`${row.program_id}|${row.title}`, row.id);
  }
  return { programs: map, sessionOf: (programId, title) => sessionIds.get(`${programId}|${title}`), created };
}

/** Enrolments in the matched programmes; one already there is left as it is. */
export async function insertEnrollments(tx: Transaction, userId: number, file: AccountFile, ids: ProgramIds) {
  const rows = file['enrollments.json'].flatMap((row) => {
    const programId = ids.programs.get(row.program_id);
    if (!programId) return [];
    const hasSlot = row.time_slot_start && row.time_slot_end && row.time_slot_start < row.time_slot_end;
    return [
      {
        user_id: userId,
        program_id: programId,
        status: row.status,
        sessions_per_week: row.sessions_per_week,
        training_days: [...new Set(row.training_days)],
        time_slot_start: hasSlot ? row.time_slot_start : null,
        time_slot_end: hasSlot ? row.time_slot_end : null,
        target_duration_minutes: row.target_duration_minutes,
        enrolled_at: new Date(row.enrolled_at),
      },
    ];
  });
  let added = 0;
  const completed: { id: number; program_id: number }[] = [];
  for (const part of chunks(rows)) {
    const inserted = await tx
      .insert(enrollments)
      .values(part)
      .onConflictDoNothing()
      .returning({ id: enrollments.id, program_id: enrollments.program_id, status: enrollments.status });
    added += inserted.length;
    for (const row of inserted) if (row.status === 'completed') completed.push(row);
  }
  // The ones marked completed: checked against the sessions once the completions are in.
  return { added, completed };
}
