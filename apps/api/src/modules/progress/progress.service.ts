import {
  addDays,
  type createOwnExerciseBody,
  type DatedRecord,
  type Exercise,
  type ExerciseHistory,
  estimatedOneRepMax,
  type HistoryPoint,
  type HistorySession,
  MESSAGES,
  OWN_EXERCISE_CATEGORY,
  PROGRESS_LIMITS,
  PROGRESS_MESSAGES,
  parisDay,
  parisDayStart,
  parisWeekStart,
  type TrainingCalendar,
  type WeeklyVolume,
} from '@elan/domain';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { Permission, requireAccess } from '../access/access.ts';
import { progressRepository as repo } from './progress.repository.ts';

type OwnExerciseInput = z.output<typeof createOwnExerciseBody>;
type SetRow = Awaited<ReturnType<typeof repo.setsIn>>[number];
type RecordRow = { weight_kg: number | null; reps: number | null; completion_id: number; completed_at: Date };

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** One session's point: its best working set by estimated 1RM, and its working volume. */
function toPoint(completionId: number, completedAt: Date, sets: SetRow[]): HistoryPoint {
  let best: { weight_kg: number; reps: number } | null = null;
  let bestOneRepMax: number | null = null;
  let volume = 0;
  for (const set of sets) {
    if (set.status !== 'done' || set.set_type === 'warmup') continue;
    const weight = set.weight_kg ?? 0;
    const reps = set.reps ?? 0;
    volume += weight * reps;
    if (weight <= 0 || reps <= 0) continue;
    const oneRepMax = estimatedOneRepMax(weight, reps);
    if (bestOneRepMax === null || oneRepMax > bestOneRepMax) {
      bestOneRepMax = oneRepMax;
      best = { weight_kg: weight, reps };
    }
  }
  return {
    completion_id: completionId,
    completed_at: completedAt.toISOString(),
    best_set: best,
    one_rep_max: bestOneRepMax,
    volume_kg: oneDecimal(volume),
  };
}

function toRecord(row: RecordRow | undefined, value: (row: RecordRow) => number): DatedRecord | null {
  if (!row) return null;
  return {
    value: value(row),
    weight_kg: row.weight_kg,
    reps: row.reps,
    completion_id: row.completion_id,
    achieved_at: row.completed_at.toISOString(),
  };
}

/** The caller's own exercise: the catalogue's is forbidden, another member's is not found. */
async function ownedBy(tx: Executor, userId: number, id: number) {
  const row = await repo.exerciseOwner(tx, id);
  if (!row || (row.owner_id !== null && row.owner_id !== userId))
    throw new AppError('NOT_FOUND', MESSAGES.exerciseNotFound);
  if (row.owner_id === null) throw AppError.forbidden();
}

export function createProgressService(db: Database, now: () => Date = () => new Date()) {
  return {
    /** « Ajouter mon exercice »: one the member alone sees, filed under « Mes exercices ». */
    async createOwnExercise(userId: number, body: OwnExerciseInput): Promise<Exercise> {
      try {
        const row = await db.transaction((tx) =>
          repo.insertOwnExercise(tx, { ...body, category: OWN_EXERCISE_CATEGORY, owner_id: userId }),
        );
        return row;
      } catch (error) {
        if (isUniqueViolation(error, 'exercises_owner_name_unique'))
          throw new AppError('CONFLICT', PROGRESS_MESSAGES.ownExerciseExists);
        throw error;
      }
    },

    /** « Modifier »: the owner renames or refiles their own exercise; history follows the id. */
    async updateOwnExercise(userId: number, id: number, body: OwnExerciseInput): Promise<Exercise> {
      try {
        return await db.transaction(async (tx) => {
          await ownedBy(tx, userId, id);
          return repo.updateOwnExercise(tx, id, body);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'exercises_owner_name_unique'))
          throw new AppError('CONFLICT', PROGRESS_MESSAGES.ownExerciseExists);
        throw error;
      }
    },

    /** « Supprimer »: only when no logged set uses it, so no history is lost (programmes take only the catalogue's). */
    async deleteOwnExercise(userId: number, id: number): Promise<{ id: number }> {
      return db.transaction(async (tx) => {
        await ownedBy(tx, userId, id);
        if (await repo.usedInSets(tx, id))
          throw new AppError('CONFLICT', PROGRESS_MESSAGES.ownExerciseInHistory);
        await repo.deleteExercise(tx, id);
        return { id };
      });
    },

    /** The caller's own history of one exercise: bounded, warm-ups left out of points and records. */
    async exerciseHistory(userId: number, exerciseId: number, sessions: number): Promise<ExerciseHistory> {
      if (!(await repo.findExercise(db, userId, exerciseId)))
        throw new AppError('NOT_FOUND', MESSAGES.exerciseNotFound);
      const [recent, records] = await Promise.all([
        repo.sessionsWith(db, userId, exerciseId, sessions),
        repo.records(db, userId, exerciseId),
      ]);
      const sets = await repo.setsIn(
        db,
        userId,
        exerciseId,
        recent.map((session) => session.completion_id),
      );
      const setsOf = (completionId: number) => sets.filter((set) => set.completion_id === completionId);
      const points = recent
        .map((session) => toPoint(session.completion_id, session.completed_at, setsOf(session.completion_id)))
        .filter((point) => point.best_set !== null || point.volume_kg > 0)
        .reverse();
      const lastSessions: HistorySession[] = recent
        .slice(0, PROGRESS_LIMITS.recentSessions)
        .map((session) => ({
          completion_id: session.completion_id,
          completed_at: session.completed_at.toISOString(),
          session_title: session.session_title,
          sets: setsOf(session.completion_id).map(({ completion_id: _id, ...set }) => set),
        }));
      return {
        exercise_id: exerciseId,
        points,
        records: {
          weight: toRecord(records.weight, (row) => row.weight_kg ?? 0),
          reps: toRecord(records.reps, (row) => row.reps ?? 0),
          one_rep_max: toRecord(records.oneRepMax, (row) =>
            estimatedOneRepMax(row.weight_kg ?? 0, row.reps ?? 0),
          ),
        },
        recent: lastSessions,
      };
    },

    /** A member's training days over the last 365 Paris days, today included. */
    async calendar(viewerId: number, userId: number): Promise<TrainingCalendar> {
      if (!(await repo.userExists(db, userId))) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
      await requireAccess(db, viewerId, Permission.MemberCalendarRead, userId);
      const to = parisDay(now());
      const from = addDays(to, 1 - PROGRESS_LIMITS.calendarDays);
      const days = await repo.trainingDays(db, userId, parisDayStart(from));
      return {
        user_id: userId,
        from,
        to,
        days,
        total: days.reduce((sum, day) => sum + day.count, 0),
      };
    },

    /** The caller's working volume, sets and minutes per week, the last 12 Paris weeks, empty weeks included. */
    async weeklyVolume(userId: number): Promise<WeeklyVolume> {
      const thisWeek = parisWeekStart(now());
      const first = addDays(thisWeek, -7 * (PROGRESS_LIMITS.volumeWeeks - 1));
      const rows = await repo.weeklyVolume(db, userId, parisDayStart(first));
      const byWeek = new Map(rows.map((row) => [row.week_start, row]));
      return Array.from({ length: PROGRESS_LIMITS.volumeWeeks }, (_, index) => {
        const week = addDays(first, 7 * index);
        const row = byWeek.get(week);
        return {
          week_start: week,
          volume_kg: oneDecimal(row?.volume_kg ?? 0),
          sets: row?.sets ?? 0,
          minutes: row?.minutes ?? 0,
          sessions: row?.sessions ?? 0,
        };
      });
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
