import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { BADGE_DEFINITIONS } from '@elan/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { badges, exercises, programs, users } from '../db/schema/index.ts';
import {
  programStructureRepository as programRepo,
  type StructureExerciseRow,
} from '../modules/programs/program-structure.repository.ts';
import { EXERCISES, PROGRAMS, type ProgramSeed } from './catalogue-data.ts';
import { EXERCISE_INSTRUCTIONS } from './instructions/index.ts';

const SYSTEM_EMAIL = 'catalogue@elan.local';

/**
 * Seeds the French catalogue on start: badges, exercises and public programmes owned by the system
 * account. Idempotent, in one transaction: exercises and programmes are known by name and title; a
 * programme's sessions and exercises follow the seed (`syncStructure`).
 */
export async function seedCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({
        email: SYSTEM_EMAIL,
        // Not an argon2 hash: no password can ever match it, and login refuses system accounts anyway.
        password_hash: `!disabled:${randomBytes(16).toString('hex')}`,
        first_name: 'Équipe',
        last_name: 'Élan',
        username: 'elan',
        role: 'coach',
        is_system: true,
      })
      .onConflictDoNothing({ target: users.email });
    const [system] = await tx.select({ id: users.id }).from(users).where(eq(users.email, SYSTEM_EMAIL));
    if (!system) throw new Error('system account missing after seed');

    // Badges follow their definitions: display fields and thresholds are kept in sync by code.
    await tx
      .insert(badges)
      .values(BADGE_DEFINITIONS.map((definition, index) => ({ ...definition, sort_order: index + 1 })))
      .onConflictDoUpdate({
        target: badges.code,
        set: {
          name: sql`excluded.name`,
          icon: sql`excluded.icon`,
          description: sql`excluded.description`,
          requirement: sql`excluded.requirement`,
          category: sql`excluded.category`,
          metric: sql`excluded.metric`,
          threshold: sql`excluded.threshold`,
          points: sql`excluded.points`,
          color: sql`excluded.color`,
          gradient: sql`excluded.gradient`,
          is_secret: sql`excluded.is_secret`,
          sort_order: sql`excluded.sort_order`,
        },
      });

    // Exercises: new ones inserted; the French instructions written into existing rows too, only
    // where they differ (issue 13), so a restart writes nothing.
    await tx
      .insert(exercises)
      .values(
        EXERCISES.map((exercise) => ({
          ...exercise,
          instructions: EXERCISE_INSTRUCTIONS[exercise.name] ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: exercises.name,
        targetWhere: isNull(exercises.owner_id),
        set: { instructions: sql`excluded.instructions` },
        setWhere: sql`${exercises.instructions} is distinct from excluded.instructions`,
      });
    const exerciseRows = await tx
      .select({ id: exercises.id, name: exercises.name })
      .from(exercises)
      .where(
        and(
          isNull(exercises.owner_id),
          inArray(
            exercises.name,
            EXERCISES.map((exercise) => exercise.name),
          ),
        ),
      );
    const exerciseIds = new Map(exerciseRows.map((row) => [row.name, row.id]));

    const existing = await tx
      .select({ id: programs.id, title: programs.title })
      .from(programs)
      .where(
        and(
          eq(programs.created_by, system.id),
          inArray(
            programs.title,
            PROGRAMS.map((program) => program.title),
          ),
        ),
      );
    const existingIds = new Map(existing.map((row) => [row.title, row.id]));

    for (const seed of PROGRAMS) {
      const programId =
        existingIds.get(seed.title) ??
        (await programRepo.insertProgram(tx, {
          title: seed.title,
          description: seed.description,
          goal: seed.goal,
          level: seed.level,
          duration_weeks: seed.duration_weeks,
          deload_every_weeks: null,
          image_url: null,
          created_by: system.id,
        }));
      await syncStructure(tx, programId, seed, exerciseIds);
    }
  });
}

/**
 * A catalogue programme's sessions and exercises follow its seed (issue 30 turned two of them into
 * real splits): nothing written when they already match, so a restart writes nothing. A session is
 * known by its title: one kept is updated in place (its members' completions keep pointing at it),
 * one no longer seeded is deleted (its completions keep their titles), a new one is inserted.
 */
async function syncStructure(
  tx: Transaction,
  programId: number,
  seed: ProgramSeed,
  exerciseIds: Map<string, number>,
): Promise<void> {
  const sessionRows = await programRepo.listSessions(tx, programId);
  const exerciseRows = await programRepo.listExercises(tx, programId);
  const wanted = seed.sessions.map((session, index) => ({
    title: session.title,
    notes: session.notes,
    day_number: session.day_number,
    order_index: index + 1,
    exercises: session.exercises.map((item, position) => {
      const exerciseId = exerciseIds.get(item.exercise);
      if (!exerciseId) throw new Error(`unknown exercise in catalogue: ${item.exercise}`);
      return {
        exercise_id: exerciseId,
        sets: item.sets,
        reps: item.reps,
        reps_max: item.reps_max ?? null,
        duration_seconds: item.duration_seconds ?? null,
        rest_sec: item.rest_sec,
        target_weight_kg: null,
        target_rpe: item.target_rpe ?? null,
        notes: item.notes ?? null,
        superset_group: item.superset_group ?? null,
        progression: { type: 'none' } as const,
        order_index: position + 1,
      };
    }),
  }));
  const current = sessionRows.map((session) => ({
    title: session.title,
    notes: session.notes,
    day_number: session.day_number,
    order_index: session.order_index,
    exercises: exerciseRows
      .filter((row) => row.session_id === session.id)
      .map(({ id: _id, session_id: _session, exercise_name: _name, muscle_group: _group, ...row }) => row),
  }));
  if (isDeepStrictEqual(current, wanted)) return;

  const idByTitle = new Map(sessionRows.map((session) => [session.title, session.id]));
  await programRepo.deleteExercises(tx, programId);
  await programRepo.deleteSessionsExcept(
    tx,
    programId,
    wanted.flatMap((session) => {
      const id = idByTitle.get(session.title);
      return id === undefined ? [] : [id];
    }),
  );
  const rows: StructureExerciseRow[] = [];
  for (const { exercises: items, ...values } of wanted) {
    let sessionId = idByTitle.get(values.title);
    if (sessionId === undefined)
      sessionId = await programRepo.insertSession(tx, { program_id: programId, ...values });
    else await programRepo.updateSession(tx, sessionId, values);
    for (const item of items) rows.push({ session_id: sessionId, ...item });
  }
  await programRepo.insertExercises(tx, rows);
}
