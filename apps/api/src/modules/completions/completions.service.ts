import {
  ageOn,
  type CompletionDetail,
  type CompletionStats,
  type CreatedCompletion,
  type createCompletionBody,
  DEFAULT_UNLOCK_EMOJI,
  estimateCalories,
  FEED_TEXTS,
  FREE_WORKOUT_TITLE,
  MESSAGES,
  parisDay,
  type SetType,
  sessionKindOf,
  sexOf,
  summariseHeartRate,
  type updateCompletionBody,
  workingVolumeKg,
} from '@elan/domain';
import { and, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { completions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import {
  accessSql,
  type OwnerPermission,
  Permission,
  requireAccess,
  requireOwner,
} from '../access/access.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { toCompletion } from './completions.mapper.ts';
import { beatenRecords, bestsOf } from './completions.records.ts';
import {
  type CompletionRecord,
  type ListedCompletion,
  type NewSet,
  completionsRepository as repo,
  type UserCompletionPage,
} from './completions.repository.ts';
import {
  type CompletionDetailRecord,
  completionSaveRepository as saving,
} from './completions.save.repository.ts';

type CreateCompletion = z.output<typeof createCompletionBody>;
type UpdateCompletion = z.output<typeof updateCompletionBody>;

/** A saved completion, as the areas it concerns hear of it. */
export type CompletionSavedEvent = {
  completionId: number;
  userId: number;
  /** Null for a free workout (« Séance libre »). */
  programId: number | null;
  /**
   * Null for a free workout, for the catalogue's programmes (their system author hears nothing),
   * and when the member is not enrolled in the programme.
   */
  programCreatorId: number | null;
  programTitle: string;
  sessionTitle: string;
  /** The member's « prénom nom ». */
  memberName: string;
  completedAt: Date;
  durationMinutes: number;
};
/** Another area's reaction to a saved completion, run inside the completion's transaction. */
type CompletionSavedHook = (tx: Transaction, event: CompletionSavedEvent) => Promise<void>;
/** Another area's reaction to a deleted completion (counters are recounted). */
type CompletionDeletedHook = (tx: Transaction, userId: number) => Promise<void>;
export type CompletionHooks = { onSaved?: CompletionSavedHook[]; onDeleted?: CompletionDeletedHook[] };

type Found = Awaited<ReturnType<typeof saving.lookup>>;

/**
 * The completion's heart rate and calories (issue 33, decisions 117–118): the average and maximum
 * of the samples when not given (the schema checked that given ones agree with them); the
 * calories given, or estimated from what the lookup read of the member and of the logged exercises.
 */
function effortOf(body: CreateCompletion, found: Found, day: string) {
  const samples = body.heart_rate_samples?.length ? body.heart_rate_samples : null;
  const summary = summariseHeartRate(samples ?? []);
  const averageHeartRate = body.average_heart_rate ?? summary?.average ?? null;
  const maxHeartRate = body.max_heart_rate ?? summary?.max ?? null;
  if (body.calories_burned != null) {
    return {
      average_heart_rate: averageHeartRate,
      max_heart_rate: maxHeartRate,
      heart_rate_samples: samples,
      calories_burned: body.calories_burned,
      calories_estimate: null,
    };
  }
  const types = new Map(found.exercises.map((exercise) => [exercise.id, exercise.type]));
  const estimate = estimateCalories({
    kind: sessionKindOf(
      body.sets.flatMap((set) => (set.status === 'done' ? [types.get(set.exercise_id) ?? ''] : [])),
    ),
    minutes: body.duration_minutes,
    averageHeartRate,
    weightKg: found.member?.weight_kg ?? null,
    age: ageOn(found.member?.birthdate, day),
    sex: sexOf(found.member?.gender),
  });
  return {
    average_heart_rate: averageHeartRate,
    max_heart_rate: maxHeartRate,
    heart_rate_samples: samples,
    calories_burned: estimate.calories,
    calories_estimate: estimate.estimate,
  };
}

/**
 * Where a completion comes from: a programme's session (both must exist and belong together), or
 * a free workout (« Séance libre », its own name or the default one) when neither is given.
 */
function originOf(body: CreateCompletion, found: Found) {
  if (body.program_id == null || body.session_id == null) {
    return {
      creatorId: null,
      titles: {
        program_id: null,
        session_id: null,
        program_title: FREE_WORKOUT_TITLE,
        session_title: body.session_title ?? FREE_WORKOUT_TITLE,
      },
    };
  }
  const { session, program } = found;
  if (!session) throw new AppError('NOT_FOUND', MESSAGES.sessionNotFound);
  if (!program) throw new AppError('NOT_FOUND', MESSAGES.programNotFound);
  if (session.program_id !== program.id) throw new AppError('BAD_REQUEST', MESSAGES.sessionProgramMismatch);
  return {
    // The creator hears only of a member's session: no enrolment, no notification (nor a name).
    creatorId: program.creator_is_system || !program.is_enrolled ? null : program.created_by,
    titles: {
      program_id: program.id,
      session_id: session.id,
      program_title: program.title,
      session_title: session.title,
    },
  };
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
  const requireAuthor = (
    row: CompletionRecord,
    actorId: number,
    permission: OwnerPermission = Permission.CompletionUpdate,
  ) => requireOwner(actorId, permission, row.user_id);
  /**
   * The member's own photo as the completion stores it (`/uploads/<name>`, whatever link the
   * client sends back); null clears it, undefined leaves it; 400 for anything else.
   */
  const ownPhoto = async <T extends string | null | undefined>(actorId: number, url: T) => {
    if (!url) return url;
    const stored = await uploads.ownPhotoUrl(actorId, url);
    if (!stored) throw new AppError('BAD_REQUEST', MESSAGES.photoInvalid);
    return stored;
  };
  /** What a viewer allowed to see the completion receives: its photo as a signed link (decision 027). */
  const shown = (row: ListedCompletion) =>
    toCompletion(row, uploads.completionPhotoUrl(row.id, row.photo_url));
  const toCreated = ({ sets, ...row }: CompletionDetailRecord): CreatedCompletion => ({
    ...shown(row),
    sets,
    records: row.beaten_records,
  });
  /** A programme's or session's completions, those of private non-friends left out. */
  const listVisible = async (viewerId: number, where: SQL, limit: number, offset: number) =>
    (
      await repo.list(
        db,
        and(
          where,
          accessSql(viewerId, Permission.MemberCompletionsRead, completions.user_id, users.is_private),
        ) ?? where,
        limit,
        offset,
      )
    ).map(shown);
  /** The completion as the save answers it, in one statement; `viewerId` must be allowed to see it. */
  const detail = async (id: number, viewerId?: number): Promise<CompletionDetail> => {
    const row = await saving.detail(db, id);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.completionNotFound);
    if (viewerId !== undefined)
      await requireAccess(db, viewerId, Permission.MemberCompletionsRead, row.user_id);
    return {
      ...toCreated(row),
      volume_kg: workingVolumeKg(row.sets),
      badges: row.badges,
      heart_rate_samples: row.heart_rate_samples,
    };
  };

  return {
    /**
     * Saves a completion with its set log, in one transaction with everything it triggers.
     * The same Idempotency-Key from the same member answers the first result, never a second row.
     */
    async create(actorId: number, body: CreateCompletion, idempotencyKey: string | undefined) {
      const exerciseIds = [...new Set(body.sets.map((set) => set.exercise_id))];
      const plannedIds = body.sets.flatMap((set) =>
        set.planned_exercise_id ? [set.planned_exercise_id] : [],
      );
      const knownIds = [...new Set([...exerciseIds, ...plannedIds])];
      // Issue 8: every check's read in one statement; a replay answers before anything else.
      const found = await saving.lookup(db, {
        userId: actorId,
        idempotencyKey,
        sessionId: body.session_id ?? null,
        programId: body.program_id ?? null,
        exerciseIds: knownIds,
      });
      if (found.existingId) return { completion: await detail(found.existingId), isReplay: true };
      const origin = originOf(body, found);
      const photoUrl = await ownPhoto(actorId, body.photo_url);
      const sets: NewSet[] = body.sets.map((set) => ({
        exercise_id: set.exercise_id,
        set_number: set.set_number,
        reps: set.reps ?? null,
        weight_kg: set.weight_kg ?? null,
        status: set.status,
        set_type: set.set_type,
        rpe: set.rpe ?? null,
        duration_seconds: set.duration_seconds ?? null,
        planned_exercise_id: set.planned_exercise_id ?? null,
      }));
      const names = new Map(found.exercises.map((row) => [row.id, row.name]));
      if (names.size !== knownIds.length) throw new AppError('NOT_FOUND', MESSAGES.exerciseNotFound);

      try {
        const completedAt = now();
        const effort = effortOf(body, found, parisDay(completedAt));
        const saved = await db.transaction(async (tx) => {
          const previous = await saving.lockRecords(tx, actorId, exerciseIds);
          const row = await saving.save(
            tx,
            {
              user_id: actorId,
              ...origin.titles,
              duration_minutes: body.duration_minutes,
              photo_url: photoUrl ?? null,
              notes: body.notes,
              feeling: body.feeling ?? null,
              idempotency_key: idempotencyKey ?? null,
              completed_at: completedAt,
              ...effort,
              beaten_records: beatenRecords(sets, previous, names),
            },
            sets,
            bestsOf(sets),
            {
              // Posted only when the member's circle is open that Paris day (decision 075).
              day: parisDay(completedAt),
              emoji: DEFAULT_UNLOCK_EMOJI,
              message:
                origin.titles.program_id === null
                  ? FEED_TEXTS.freeSession
                  : FEED_TEXTS.sessionCompleted(origin.titles.session_title),
            },
          );
          for (const hook of hooks.onSaved ?? []) {
            await hook(tx, {
              completionId: row.id,
              userId: actorId,
              programId: origin.titles.program_id,
              programCreatorId: origin.creatorId,
              programTitle: row.program_title,
              sessionTitle: row.session_title,
              memberName: `${row.first_name} ${row.last_name}`,
              completedAt,
              durationMinutes: body.duration_minutes,
            });
          }
          return row;
        });
        return { completion: toCreated(saved), isReplay: false };
      } catch (error) {
        // Two identical requests raced: the other one won, answer with its result.
        if (idempotencyKey && isUniqueViolation(error, 'completions_user_idempotency_unique')) {
          const existingId = await repo.findIdByKey(db, actorId, idempotencyKey);
          if (existingId) return { completion: await detail(existingId), isReplay: true };
        }
        throw error;
      }
    },

    /** One completion, for its author, or anyone who may see its author (decision 027). */
    async get(viewerId: number, id: number): Promise<CompletionDetail> {
      return detail(id, viewerId);
    },

    async update(actorId: number, id: number, body: UpdateCompletion) {
      const row = await requireCompletion(id);
      requireAuthor(row, actorId);
      const photoUrl = await ownPhoto(actorId, body.photo_url);
      await repo.update(db, id, {
        ...(body.notes !== undefined && { notes: body.notes }),
        ...(body.feeling !== undefined && { feeling: body.feeling }),
        ...(photoUrl !== undefined && { photo_url: photoUrl }),
      });
      return shown(await requireCompletion(id));
    },

    async remove(actorId: number, id: number) {
      const row = await requireCompletion(id);
      requireAuthor(row, actorId, Permission.CompletionDelete);
      await db.transaction(async (tx) => {
        await repo.delete(tx, id);
        await repo.rebuildRecords(tx, actorId);
        for (const hook of hooks.onDeleted ?? []) await hook(tx, actorId);
      });
      return { id };
    },

    async listByUser(viewerId: number, userId: number, page: UserCompletionPage) {
      await requireAccess(db, viewerId, Permission.MemberCompletionsRead, userId);
      return (await repo.listByUser(db, userId, page)).map(shown);
    },

    async listByProgram(viewerId: number, programId: number, limit: number, offset: number) {
      return listVisible(viewerId, repo.byProgram(programId), limit, offset);
    },

    async listBySession(viewerId: number, sessionId: number, limit: number, offset: number) {
      return listVisible(viewerId, repo.bySession(sessionId), limit, offset);
    },

    async stats(viewerId: number, userId: number, programId: number): Promise<CompletionStats> {
      await requireAccess(db, viewerId, Permission.MemberCompletionsRead, userId);
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
        {
          set_number: number;
          reps: number | null;
          weight_kg: number | null;
          duration_seconds: number | null;
          set_type: SetType;
        }[]
      >();
      for (const { exercise_id, ...set } of rows) {
        byExercise.set(exercise_id, [...(byExercise.get(exercise_id) ?? []), set]);
      }
      return [...byExercise].map(([exercise_id, sets]) => ({ exercise_id, sets }));
    },
  };
}

export type CompletionsService = ReturnType<typeof createCompletionsService>;
