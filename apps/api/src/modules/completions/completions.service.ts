import {
  type Completion,
  type CompletionDetail,
  type CompletionStats,
  type CreatedCompletion,
  type createCompletionBody,
  estimatedOneRepMax,
  MESSAGES,
  type PersonalRecord,
  type updateCompletionBody,
} from '@elan/domain';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { programsRepository } from '../programs/programs.repository.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import {
  type CompletionRecord,
  type NewSet,
  type PreviousBest,
  completionsRepository as repo,
} from './completions.repository.ts';

type CreateCompletion = z.output<typeof createCompletionBody>;
type UpdateCompletion = z.output<typeof updateCompletionBody>;

/** Another area's reaction to a saved completion, run inside the completion's transaction. */
type CompletionSavedHook = (
  tx: Transaction,
  event: {
    completionId: number;
    userId: number;
    programId: number;
    completedAt: Date;
    durationMinutes: number;
  },
) => Promise<void>;
/** Another area's reaction to a deleted completion (counters are recounted). */
type CompletionDeletedHook = (tx: Transaction, userId: number) => Promise<void>;
export type CompletionHooks = { onSaved?: CompletionSavedHook[]; onDeleted?: CompletionDeletedHook[] };

function toCompletion(row: CompletionRecord): Completion {
  return {
    id: row.id,
    user_id: row.user_id,
    program_id: row.program_id,
    session_id: row.session_id,
    session_title: row.session_title,
    program_title: row.program_title,
    duration_minutes: row.duration_minutes,
    photo_url: row.photo_url,
    notes: row.notes,
    feeling: row.feeling,
    completed_at: row.completed_at.toISOString(),
    first_name: row.first_name,
    last_name: row.last_name,
    has_photo: Boolean(row.photo_url),
  };
}

/**
 * The records this completion beat: for each exercise, its best done set against the member's
 * best before it. A first time on an exercise sets a baseline, not a record.
 */
function beatenRecords(
  sets: NewSet[],
  previous: PreviousBest[],
  names: Map<number, string>,
): PersonalRecord[] {
  const before = new Map(previous.map((row) => [row.exercise_id, row]));
  const bestNow = new Map<number, { weight: number; reps: number; one_rep_max: number }>();
  for (const set of sets) {
    if (set.status !== 'done') continue;
    const best = bestNow.get(set.exercise_id) ?? { weight: 0, reps: 0, one_rep_max: 0 };
    best.weight = Math.max(best.weight, set.weight_kg ?? 0);
    best.reps = Math.max(best.reps, set.reps ?? 0);
    best.one_rep_max = Math.max(best.one_rep_max, estimatedOneRepMax(set.weight_kg ?? 0, set.reps ?? 0));
    bestNow.set(set.exercise_id, best);
  }
  const records: PersonalRecord[] = [];
  for (const [exerciseId, now] of bestNow) {
    const old = before.get(exerciseId);
    if (!old) continue;
    for (const kind of ['weight', 'reps', 'one_rep_max'] as const) {
      const value = now[kind];
      const previousValue = old[kind] === null ? null : Number(old[kind]);
      if (value > 0 && previousValue !== null && value > previousValue) {
        records.push({
          exercise_id: exerciseId,
          exercise_name: names.get(exerciseId) ?? '',
          kind,
          value,
          previous: previousValue,
        });
      }
    }
  }
  return records;
}

/** This completion's best done set per exercise (load, reps, estimated 1RM). */
function bestsOf(sets: NewSet[]): PreviousBest[] {
  const bests = new Map<number, PreviousBest>();
  for (const set of sets) {
    if (set.status !== 'done') continue;
    const best = bests.get(set.exercise_id) ?? {
      exercise_id: set.exercise_id,
      weight: null,
      reps: null,
      one_rep_max: null,
    };
    const oneRepMax = estimatedOneRepMax(set.weight_kg ?? 0, set.reps ?? 0);
    if (set.weight_kg !== null) best.weight = Math.max(best.weight ?? 0, set.weight_kg);
    if (set.reps !== null) best.reps = Math.max(best.reps ?? 0, set.reps);
    if (oneRepMax > 0) best.one_rep_max = Math.max(best.one_rep_max ?? 0, oneRepMax);
    bests.set(set.exercise_id, best);
  }
  return [...bests.values()];
}

export function createCompletionsService(
  db: Database,
  uploads: UploadsService,
  hooks: CompletionHooks = {},
  now: () => Date = () => new Date(),
) {
  const requireCompletion = async (id: number) => {
    const row = await repo.findById(db, id);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.completionNotFound);
    return row;
  };
  const requireAuthor = (row: CompletionRecord, actorId: number) => {
    if (row.user_id !== actorId) throw AppError.forbidden();
  };
  const requireOwnPhoto = async (actorId: number, url: string | null | undefined) => {
    if (url && !(await uploads.isOwnPhotoUrl(actorId, url)))
      throw new AppError('BAD_REQUEST', MESSAGES.photoInvalid);
  };
  const detail = async (id: number): Promise<CreatedCompletion> => {
    const row = await requireCompletion(id);
    const sets = await repo.sets(db, id);
    return { ...toCompletion(row), sets, records: row.beaten_records };
  };

  return {
    /**
     * Saves a completion with its set log, in one transaction with everything it triggers.
     * The same Idempotency-Key from the same member answers the first result, never a second row.
     */
    async create(actorId: number, body: CreateCompletion, idempotencyKey: string | undefined) {
      if (idempotencyKey) {
        const existingId = await repo.findIdByKey(db, actorId, idempotencyKey);
        if (existingId) return { completion: await detail(existingId), isReplay: true };
      }
      const session = await programsRepository.findSession(db, body.session_id);
      if (!session) throw new AppError('NOT_FOUND', MESSAGES.sessionNotFound);
      const program = await programsRepository.findById(db, body.program_id);
      if (!program) throw new AppError('NOT_FOUND', MESSAGES.programNotFound);
      if (session.program_id !== program.id)
        throw new AppError('BAD_REQUEST', MESSAGES.sessionProgramMismatch);
      await requireOwnPhoto(actorId, body.photo_url);
      const sets: NewSet[] = body.sets.map((set) => ({
        exercise_id: set.exercise_id,
        set_number: set.set_number,
        reps: set.reps ?? null,
        weight_kg: set.weight_kg ?? null,
        status: set.status,
      }));
      const exerciseIds = [...new Set(sets.map((set) => set.exercise_id))];
      const names = new Map((await repo.exerciseNames(db, exerciseIds)).map((row) => [row.id, row.name]));
      if (names.size !== exerciseIds.length) throw new AppError('NOT_FOUND', MESSAGES.exerciseNotFound);

      try {
        const completedAt = now();
        const id = await db.transaction(async (tx) => {
          const previous = await repo.lockRecords(tx, actorId, exerciseIds);
          const completionId = await repo.insert(tx, {
            user_id: actorId,
            program_id: program.id,
            session_id: session.id,
            program_title: program.title,
            session_title: session.title,
            duration_minutes: body.duration_minutes,
            photo_url: body.photo_url ?? null,
            notes: body.notes,
            feeling: body.feeling ?? null,
            idempotency_key: idempotencyKey ?? null,
            completed_at: completedAt,
          });
          await repo.insertSets(tx, completionId, actorId, sets);
          const records = beatenRecords(sets, previous, names);
          if (records.length) await repo.setRecords(tx, completionId, records);
          await repo.raiseRecords(tx, actorId, bestsOf(sets));
          for (const hook of hooks.onSaved ?? []) {
            await hook(tx, {
              completionId,
              userId: actorId,
              programId: program.id,
              completedAt,
              durationMinutes: body.duration_minutes,
            });
          }
          return completionId;
        });
        return { completion: await detail(id), isReplay: false };
      } catch (error) {
        // Two identical requests raced: the other one won, answer with its result.
        if (idempotencyKey && isUniqueViolation(error, 'completions_user_idempotency_unique')) {
          const existingId = await repo.findIdByKey(db, actorId, idempotencyKey);
          if (existingId) return { completion: await detail(existingId), isReplay: true };
        }
        throw error;
      }
    },

    async get(id: number): Promise<CompletionDetail> {
      const { records: _records, ...rest } = await detail(id);
      return rest;
    },

    async update(actorId: number, id: number, body: UpdateCompletion) {
      const row = await requireCompletion(id);
      requireAuthor(row, actorId);
      await requireOwnPhoto(actorId, body.photo_url);
      await repo.update(db, id, {
        ...(body.notes !== undefined && { notes: body.notes }),
        ...(body.feeling !== undefined && { feeling: body.feeling }),
        ...(body.photo_url !== undefined && { photo_url: body.photo_url }),
      });
      return toCompletion(await requireCompletion(id));
    },

    async remove(actorId: number, id: number) {
      const row = await requireCompletion(id);
      requireAuthor(row, actorId);
      await db.transaction(async (tx) => {
        await repo.delete(tx, id);
        await repo.rebuildRecords(tx, actorId);
        for (const hook of hooks.onDeleted ?? []) await hook(tx, actorId);
      });
      return { id };
    },

    async listByUser(userId: number, limit: number, offset: number) {
      return (await repo.list(db, repo.byUser(userId), limit, offset)).map(toCompletion);
    },

    async listByProgram(programId: number, limit: number, offset: number) {
      return (await repo.list(db, repo.byProgram(programId), limit, offset)).map(toCompletion);
    },

    async listBySession(sessionId: number, limit: number, offset: number) {
      return (await repo.list(db, repo.bySession(sessionId), limit, offset)).map(toCompletion);
    },

    async stats(userId: number, programId: number): Promise<CompletionStats> {
      const row = await repo.stats(db, userId, programId);
      return {
        count: row?.count ?? 0,
        total_minutes: row?.total_minutes ?? 0,
        last_completed_at: row?.last_completed_at ? new Date(row.last_completed_at).toISOString() : null,
        average_feeling: row?.average_feeling ?? null,
      };
    },

    async lastSets(userId: number, exerciseIds: number[]) {
      const rows = await repo.lastSets(db, userId, exerciseIds);
      const byExercise = new Map<
        number,
        { set_number: number; reps: number | null; weight_kg: number | null }[]
      >();
      for (const { exercise_id, ...set } of rows) {
        byExercise.set(exercise_id, [...(byExercise.get(exercise_id) ?? []), set]);
      }
      return [...byExercise].map(([exercise_id, sets]) => ({ exercise_id, sets }));
    },
  };
}

export type CompletionsService = ReturnType<typeof createCompletionsService>;
