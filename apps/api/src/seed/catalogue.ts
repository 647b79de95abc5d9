import { randomBytes } from 'node:crypto';
import { BADGE_DEFINITIONS } from '@elan/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { badges, exercises, programs, sessionExercises, sessions, users } from '../db/schema/index.ts';
import { EXERCISES, PROGRAMS } from './catalogue-data.ts';
import { EXERCISE_INSTRUCTIONS } from './instructions/index.ts';

const SYSTEM_EMAIL = 'catalogue@elan.local';

/**
 * Seeds the French catalogue on start: badges, exercises and public programmes owned by the system
 * account. Idempotent: what exists (by name, by title) is left as it is, in one transaction.
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
      .select({ title: programs.title })
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
    const existingTitles = new Set(existing.map((row) => row.title));

    for (const seed of PROGRAMS) {
      if (existingTitles.has(seed.title)) continue;
      const [program] = await tx
        .insert(programs)
        .values({
          title: seed.title,
          description: seed.description,
          goal: seed.goal,
          level: seed.level,
          duration_weeks: seed.duration_weeks,
          created_by: system.id,
        })
        .returning({ id: programs.id });
      if (!program) throw new Error('program insert returned no row');
      for (const [sessionIndex, sessionSeed] of seed.sessions.entries()) {
        const [session] = await tx
          .insert(sessions)
          .values({
            program_id: program.id,
            title: sessionSeed.title,
            notes: sessionSeed.notes,
            order_index: sessionIndex + 1,
            day_number: sessionSeed.day_number,
          })
          .returning({ id: sessions.id });
        if (!session) throw new Error('session insert returned no row');
        await tx.insert(sessionExercises).values(
          sessionSeed.exercises.map((item, exerciseIndex) => {
            const exerciseId = exerciseIds.get(item.exercise);
            if (!exerciseId) throw new Error(`unknown exercise in catalogue: ${item.exercise}`);
            return {
              session_id: session.id,
              exercise_id: exerciseId,
              sets: item.sets,
              reps: item.reps,
              rest_sec: item.rest_sec,
              duration_seconds: item.duration_seconds ?? null,
              order_index: exerciseIndex + 1,
            };
          }),
        );
      }
    }
  });
}
