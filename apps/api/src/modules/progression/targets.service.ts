import {
  DEFAULT_PLATE_SETTINGS,
  type ExerciseTargetSeries,
  exerciseEquipment,
  isDeloadWeek,
  type LoadOverride,
  type LoadOverrideBody,
  loadableAtMost,
  MESSAGES,
  NBSP,
  type SessionTarget,
  targetFor,
  targetHistory,
  warmupRamp,
} from '@elan/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  HISTORY_DEPTH,
  readTargetHistory,
  readTargetInputs,
  sessionExerciseOf,
  sessionExists,
  upsertLoadOverride,
} from './targets.repository.ts';

const NINETY_DAYS_MS = 90 * 24 * 60 * 60 * 1000;

const OVERRIDE_REASON = `Décharge proposée${NBSP}: −10${NBSP}%`;

export type Plates = { bar_kg?: number; plates_kg?: number[] };

function loadingFor(exerciseName: string, plates: Plates) {
  const equipment = exerciseEquipment(exerciseName);
  return {
    barbell: equipment === 'barre',
    bodyweight: equipment === 'poids_du_corps',
    bar_kg: plates.bar_kg ?? DEFAULT_PLATE_SETTINGS.bar_kg,
    plates_kg: plates.plates_kg ?? DEFAULT_PLATE_SETTINGS.plates_kg,
  };
}

/** The day's targets of a session for the signed-in member (issue 31, CONTRACT « Progression »). */
export function createTargetsService(db: Database, now: () => Date = () => new Date()) {
  return {
    async forSession(userId: number, sessionId: number, plates: Plates): Promise<SessionTarget[]> {
      const current = now();
      const rows = await readTargetInputs(
        db,
        userId,
        sessionId,
        new Date(current.getTime() - NINETY_DAYS_MS),
      );
      if (rows.length === 0 && !(await sessionExists(db, sessionId)))
        throw new AppError('NOT_FOUND', MESSAGES.sessionNotFound);
      return rows.map((row) => {
        const loading = loadingFor(row.exercise_name, plates);
        const deload =
          row.enrolled_at !== null && isDeloadWeek(row.enrolled_at, current, row.deload_every_weeks);
        const best =
          row.best_one_rep_max === null ? null : Math.round(Number(row.best_one_rep_max) * 10) / 10;
        const computed = targetFor({
          progression: row.progression,
          prescription: {
            sets: row.sets,
            reps: row.reps,
            reps_max: row.reps_max,
            target_weight_kg: row.target_weight_kg,
            duration_seconds: row.duration_seconds,
          },
          history: (row.history ?? []).map((sets) => sets ?? []),
          bestOneRepMaxKg: best,
          deload,
          loading,
        });
        // A stall's suggestion the member applied wins once, until they complete the session again.
        const target =
          row.override_kg === null || computed.deload
            ? computed
            : {
                ...computed,
                target_weight_kg: loadableAtMost(Number(row.override_kg), loading),
                reason: OVERRIDE_REASON,
                stalled: false,
              };
        return {
          session_exercise_id: row.session_exercise_id,
          exercise_id: row.exercise_id,
          rule: row.progression.type,
          sets: target.sets,
          reps: target.reps,
          reps_max: row.reps_max,
          target_weight_kg: target.target_weight_kg,
          deload: target.deload,
          reason: target.reason,
          stalled: target.stalled,
          warmup:
            target.target_weight_kg === null || row.duration_seconds !== null
              ? []
              : warmupRamp(target.target_weight_kg, loading),
        };
      });
    },

    /**
     * The exercise page's target history (decision 099): the rules replayed over the member's last
     * `sessions` completions of each session exercise with a rule, plus the few before them that the
     * first points' rules read. One statement.
     */
    async historyOf(
      userId: number,
      exerciseId: number,
      query: Plates & { sessions: number },
    ): Promise<ExerciseTargetSeries[]> {
      const series = await readTargetHistory(db, userId, exerciseId, query.sessions + HISTORY_DEPTH);
      if (series === null) throw new AppError('NOT_FOUND', MESSAGES.exerciseNotFound);
      return series.map((row) => ({
        session_exercise_id: row.session_exercise_id,
        session_title: row.session_title,
        program_title: row.program_title,
        progression: row.progression,
        points: targetHistory({
          progression: row.progression,
          prescription: {
            sets: row.sets,
            reps: row.reps,
            reps_max: row.reps_max,
            target_weight_kg: row.target_weight_kg,
            duration_seconds: row.duration_seconds,
          },
          completions: (row.history ?? []).map((past) => ({
            completed_at: new Date(past.completed_at).toISOString(),
            sets: past.sets,
          })),
          loading: loadingFor(row.exercise_name, query),
          enrolledAt: row.enrolled_at,
          deloadEveryWeeks: row.deload_every_weeks,
          keep: query.sessions,
        }),
      }));
    },

    /** « Appliquer » on a stall's suggestion: the member's own override (400 when the exercise is not the session's). */
    async applyOverride(userId: number, sessionId: number, body: LoadOverrideBody): Promise<LoadOverride> {
      return db.transaction(async (tx) => {
        const found = await sessionExerciseOf(tx, sessionId, body.session_exercise_id);
        if (!found.session) throw new AppError('NOT_FOUND', MESSAGES.sessionNotFound);
        if (!found.belongs) throw new AppError('BAD_REQUEST', MESSAGES.sessionExerciseNotInSession);
        const row = await upsertLoadOverride(tx, { user_id: userId, ...body, created_at: now() });
        return { ...row, created_at: row.created_at.toISOString() };
      });
    },
  };
}
export type TargetsService = ReturnType<typeof createTargetsService>;
