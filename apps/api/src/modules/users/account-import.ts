import { createHash } from 'node:crypto';
import {
  type AccountImportResult,
  accountPhotoSetAside,
  BODY_LIMITS,
  goalProgress,
  MESSAGES,
} from '@elan/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import {
  bodyGoals,
  bodyMeasurements,
  completionSets,
  completions,
  users,
  weeklyGoals,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { bodyRepository } from '../body/body.repository.ts';
import { completionsRepository } from '../completions/completions.repository.ts';
import { enrollmentsRepository } from '../enrollments/enrollments.repository.ts';
import { PHOTO_URL_PREFIX } from '../uploads/photo-storage.ts';
import type { AccountFile } from './account-file.ts';
import {
  chunks,
  type ExerciseIds,
  insertEnrollments,
  type ProgramIds,
  resolveExercises,
  resolvePrograms,
} from './account-import-plan.ts';

export type AfterImportHook = (tx: Transaction, userId: number) => Promise<unknown>;
export type StorePhoto = (tx: Transaction, userId: number, bytes: Buffer) => Promise<string>;
type Photos = {
  read: (name: string) => Promise<Buffer | undefined>;
  store: StorePhoto;
  /** Names written during this import: removed again if its transaction does not commit. */
  saved: string[];
};

/** What the import set aside, told to the member in French: each reason once, with its count. */
class SetAside {
  readonly #counts = new Map<string, number>();
  add(reason: string) {
    this.#counts.set(reason, (this.#counts.get(reason) ?? 0) + 1);
  }
  get notes(): string[] {
    return [...this.#counts].map(([reason, count]) => `${reason} (${count})`);
  }
}

/** What makes a second import of one completion add nothing: when it was done, and what. */
const fingerprint = (completedAt: string, programTitle: string, sessionTitle: string) =>
  `elan:${createHash('sha256')
    .update(`${new Date(completedAt).toISOString()}|${programTitle}|${sessionTitle}`)
    .digest('hex')}`;

/**
 * A completion's photo, stored as an upload is (decision 057): re-encoded, 50 megapixels at most,
 * within the member's hour and quota, under a new name. One the rules refuse is left out and
 * told (`setAside`); a server too busy to decode refuses the whole import (503, Retry-After).
 */
async function copyPhoto(
  tx: Transaction,
  userId: number,
  url: string | null,
  photos: Photos,
  setAside: SetAside,
) {
  if (!url?.startsWith(PHOTO_URL_PREFIX)) return null;
  const bytes = await photos.read(url.slice(PHOTO_URL_PREFIX.length));
  if (!bytes) {
    setAside.add(MESSAGES.accountPhotoMissing);
    return null;
  }
  try {
    const name = await photos.store(tx, userId, bytes);
    photos.saved.push(name);
    return `${PHOTO_URL_PREFIX}${name}`;
  } catch (error) {
    if (!(error instanceof AppError) || error.code === 'SERVICE_UNAVAILABLE') throw error;
    setAside.add(accountPhotoSetAside(error.message));
    return null;
  }
}

/** Completions not already there (by fingerprint, or same instant and titles), each with its sets. */
async function insertCompletions(
  tx: Transaction,
  userId: number,
  file: AccountFile,
  exerciseIds: ExerciseIds,
  programIds: ProgramIds,
  photos: Photos,
  setAside: SetAside,
) {
  let added = 0;
  let sets = 0;
  for (const part of chunks(file['completions.json'])) {
    const keyed = part.map((row) => ({
      row,
      key: fingerprint(row.completed_at, row.program_title, row.session_title),
    }));
    const instants = keyed.map(({ row }) => new Date(row.completed_at));
    const present = await tx
      .select({ at: completions.completed_at, title: completions.session_title })
      .from(completions)
      .where(and(eq(completions.user_id, userId), inArray(completions.completed_at, instants)));
    const seen = new Set(present.map((row) => `${row.at.toISOString()}|${row.title}`));
    const fresh = keyed.filter(
      ({ row }) => !seen.has(`${new Date(row.completed_at).toISOString()}|${row.session_title}`),
    );
    if (fresh.length === 0) continue;
    const inserted = await tx
      .insert(completions)
      .values(
        fresh.map(({ row, key }) => {
          const programId = row.program_id === null ? undefined : programIds.programs.get(row.program_id);
          const sessionId =
            programId === undefined ? undefined : programIds.sessionOf(programId, row.session_title);
          const linked = programId !== undefined && sessionId !== undefined;
          return {
            user_id: userId,
            program_id: linked ? programId : null,
            session_id: linked ? sessionId : null,
            program_title: row.program_title,
            session_title: row.session_title,
            duration_minutes: row.duration_minutes,
            notes: row.notes,
            feeling: row.feeling,
            idempotency_key: key,
            completed_at: new Date(row.completed_at),
            average_heart_rate: row.average_heart_rate === null ? null : Math.round(row.average_heart_rate),
            max_heart_rate: row.max_heart_rate === null ? null : Math.round(row.max_heart_rate),
            heart_rate_samples: row.heart_rate_samples,
            calories_burned: row.calories_burned === null ? null : Math.round(row.calories_burned),
            calories_estimate: row.calories_estimate,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: completions.id, key: completions.idempotency_key });
    const byKey = new Map(fresh.map(({ row, key }) => [key, row]));
    const setRows = [];
    for (const { id, key } of inserted) {
      const row = key ? byKey.get(key) : undefined;
      if (!row) continue;
      const photoUrl = await copyPhoto(tx, userId, row.photo_url, photos, setAside);
      if (photoUrl) await tx.update(completions).set({ photo_url: photoUrl }).where(eq(completions.id, id));
      const numbers = new Set<string>();
      for (const set of row.sets) {
        const exerciseId = exerciseIds.of(set.exercise_name, set.exercise_owned);
        if (!exerciseId || numbers.has(`${exerciseId}|${set.set_number}`)) continue;
        numbers.add(`${exerciseId}|${set.set_number}`);
        const planned = set.planned_exercise_name
          ? exerciseIds.of(set.planned_exercise_name, false)
          : undefined;
        const { exercise_name: _n, exercise_owned: _o, planned_exercise_name: _p, ...values } = set;
        setRows.push({
          ...values,
          completion_id: id,
          user_id: userId,
          exercise_id: exerciseId,
          planned_exercise_id: planned ?? null,
        });
      }
    }
    added += inserted.length;
    for (const part of chunks(setRows))
      sets += (await tx.insert(completionSets).values(part).returning({ id: completionSets.id })).length;
  }
  return { added, sets };
}

type ImportedGoal = AccountFile['body_goals.json'][number];

/** Whether the member's measurements reach the goal's targets on the day it says it was completed. */
async function goalReached(tx: Transaction, userId: number, goal: ImportedGoal) {
  const day = (goal.completed_at ?? `${goal.target_date}T00:00:00Z`).slice(0, 10);
  const { baseline, latest } = await bodyRepository.goalPointsAsOf(tx, userId, goal.start_date, day);
  const { progress_percent } = goalProgress({
    goal_type: goal.goal_type,
    targets: {
      weight_kg: goal.target_weight_kg,
      body_fat_percent: goal.target_body_fat_percent,
      muscle_mass_kg: goal.target_muscle_mass_kg,
    },
    baseline,
    latest,
    target_date: goal.target_date,
    today: day,
  });
  return progress_percent >= 100;
}

/** Measurements and goals not already there (matched by when they were recorded). */
async function insertBody(tx: Transaction, userId: number, file: AccountFile, setAside: SetAside) {
  let measurements = 0;
  for (const part of chunks(file['body_measurements.json'])) {
    const present = await tx
      .select({ at: bodyMeasurements.created_at })
      .from(bodyMeasurements)
      .where(
        and(
          eq(bodyMeasurements.user_id, userId),
          inArray(
            bodyMeasurements.created_at,
            part.map((row) => new Date(row.created_at)),
          ),
        ),
      );
    const seen = new Set(present.map((row) => row.at.toISOString()));
    const fresh = part.filter((row) => !seen.has(new Date(row.created_at).toISOString()));
    if (fresh.length)
      measurements += (
        await tx
          .insert(bodyMeasurements)
          .values(fresh.map((row) => ({ ...row, user_id: userId, created_at: new Date(row.created_at) })))
          .returning({ id: bodyMeasurements.id })
      ).length;
  }
  let goals = 0;
  const present = await tx
    .select({ at: bodyGoals.created_at })
    .from(bodyGoals)
    .where(eq(bodyGoals.user_id, userId))
    .limit(20_000);
  const seen = new Set(present.map((row) => row.at.toISOString()));
  for (const goal of file['body_goals.json']) {
    if (seen.has(new Date(goal.created_at).toISOString())) continue;
    // Completed only with its targets reached, as PUT …/goals/{id} requires (body.service.ts).
    const isReached = goal.status === 'completed' && (await goalReached(tx, userId, goal));
    if (goal.status === 'completed' && !isReached) setAside.add(MESSAGES.accountGoalNotReached);
    const status = goal.status === 'completed' && !isReached ? 'abandoned' : goal.status;
    const added = await tx
      .insert(bodyGoals)
      .values({
        ...goal,
        status,
        user_id: userId,
        // Points are the rule's, never the file's.
        points_awarded: status === 'completed' ? BODY_LIMITS.goalPoints : 0,
        created_at: new Date(goal.created_at),
        completed_at: goal.completed_at ? new Date(goal.completed_at) : null,
      })
      .onConflictDoNothing()
      .returning({ id: bodyGoals.id });
    goals += added.length;
  }
  await bodyRepository.lockStats(tx, userId);
  await bodyRepository.refreshStats(tx, userId, 0);
  return { measurements, goals };
}

/**
 * Everything the file holds that belongs to the member alone, in the caller's transaction
 * (decision 028); then records, counters and badges recomputed once by `afterImport`.
 */
export async function importAccount(
  tx: Transaction,
  userId: number,
  file: AccountFile,
  photos: Photos,
  afterImport: AfterImportHook[],
): Promise<AccountImportResult> {
  const [profile] = file['profile.json'];
  if (profile)
    await tx
      .update(users)
      .set({
        gender: sql`coalesce(${users.gender}, ${profile.gender})`,
        birthdate: sql`coalesce(${users.birthdate}, ${profile.birthdate}::date)`,
        height_cm: sql`coalesce(${users.height_cm}, ${profile.height_cm}::float8)`,
        weight_kg: sql`coalesce(${users.weight_kg}, ${profile.weight_kg}::float8)`,
        goal: sql`coalesce(${users.goal}, ${profile.goal})`,
      })
      .where(eq(users.id, userId));
  const [weekly] = file['weekly_goals.json'];
  if (weekly)
    await tx
      .insert(weeklyGoals)
      .values({ ...weekly, user_id: userId })
      .onConflictDoNothing();
  const exerciseIds = await resolveExercises(tx, userId, file);
  const programIds = await resolvePrograms(tx, userId, file, exerciseIds);
  const enrolled = await insertEnrollments(tx, userId, file, programIds);
  const setAside = new SetAside();
  const done = await insertCompletions(tx, userId, file, exerciseIds, programIds, photos, setAside);
  // « Terminé » only with every session done, as PATCH /enrollments/{id}/status requires.
  for (const enrollment of enrolled.completed) {
    const { done, total } = await enrollmentsRepository.sessionsDone(tx, userId, enrollment.program_id);
    if (total > 0 && done >= total) continue;
    await enrollmentsRepository.update(tx, enrollment.id, { status: 'active' });
    setAside.add(MESSAGES.accountEnrollmentReopened);
  }
  const body = await insertBody(tx, userId, file, setAside);
  await completionsRepository.rebuildRecords(tx, userId);
  for (const hook of afterImport) await hook(tx, userId);
  return {
    exercises: exerciseIds.created,
    programs: programIds.created,
    enrollments: enrolled.added,
    completions: done.added,
    sets: done.sets,
    photos: photos.saved.length,
    measurements: body.measurements,
    body_goals: body.goals,
    notes: setAside.notes,
  };
}
