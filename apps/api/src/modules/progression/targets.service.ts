import {
  DEFAULT_PLATE_SETTINGS,
  exerciseEquipment,
  isDeloadWeek,
  MESSAGES,
  type SessionTarget,
  targetFor,
  warmupRamp,
} from '@elan/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { readTargetInputs, sessionExists } from './targets.repository.ts';

const NINETY_DAYS_MS = 90 * 24 * 60 * 60 * 1000;

export type Plates = { bar_kg?: number; plates_kg?: number[] };

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
      const bar = plates.bar_kg ?? DEFAULT_PLATE_SETTINGS.bar_kg;
      const platesKg = plates.plates_kg ?? DEFAULT_PLATE_SETTINGS.plates_kg;
      return rows.map((row) => {
        const loading = {
          barbell: exerciseEquipment(row.exercise_name) === 'barre',
          bar_kg: bar,
          plates_kg: platesKg,
        };
        const deload =
          row.enrolled_at !== null && isDeloadWeek(row.enrolled_at, current, row.deload_every_weeks);
        const best =
          row.best_one_rep_max === null ? null : Math.round(Number(row.best_one_rep_max) * 10) / 10;
        const target = targetFor({
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
        return {
          session_exercise_id: row.session_exercise_id,
          exercise_id: row.exercise_id,
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
  };
}
export type TargetsService = ReturnType<typeof createTargetsService>;
