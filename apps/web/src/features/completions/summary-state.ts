import { HEART_RATE_SAMPLES_MAX, SET_TYPES } from '@elan/domain';
import { z } from 'zod';

/**
 * What the player hands to /session-summary as navigation state (spec §2): the session, its
 * exercises, the duration in minutes, the programme and the per-set log. The state survives a
 * reload (it lives in the history entry), so the summary can send the same completion again.
 */

/** Spec §9 summary defaults, shown when the state lacks the figure. */
export const SUMMARY_DEFAULTS = { durationMinutes: 25, exerciseCount: 3, totalSets: 10 } as const;

const id = z.number().int().positive();

export const summaryStateSchema = z.object({
  session: z.object({
    /** None for a free workout. */
    id: id.optional(),
    title: z.string(),
    program_id: id.optional(),
    program_title: z.string().optional(),
  }),
  exercises: z
    .array(
      z.object({
        id: z.number(),
        exercise_id: id,
        exercise_name: z.string(),
        muscle_group: z.string().optional(),
        sets: z.number().int().min(0),
        reps: z.number().int().min(0),
        duration_seconds: z.number().nullable().optional(),
      }),
    )
    .optional(),
  /** Minutes, at least 1. */
  duration: z.number().int().min(1).max(600).optional(),
  programId: id.optional(),
  sets: z
    .array(
      z.object({
        exercise_id: id,
        set_number: z.number().int().min(1),
        reps: z.number().nullable(),
        weight_kg: z.number().nullable(),
        status: z.enum(['done', 'skipped']),
        set_type: z.enum(SET_TYPES).optional(),
        rpe: z.number().nullable().optional(),
        duration_seconds: z.number().nullable().optional(),
        planned_exercise_id: id.nullable().optional(),
      }),
    )
    .optional(),
  /** A free workout (« Séance libre »): saved with no programme, under the session's title. */
  isFree: z.boolean().optional(),
  /** One run of the player: keys the completion's idempotency key. */
  runId: z.string().min(1).max(100).optional(),
  /** A strap's `[second, bpm]` samples during the run (issue 33). */
  heart_rate_samples: z
    .array(z.tuple([z.number().int().min(0), z.number().int()]))
    .max(HEART_RATE_SAMPLES_MAX)
    .optional(),
});

export type SessionSummaryState = z.infer<typeof summaryStateSchema>;

/** The navigation state, or null when there is none or it is not a session's (spec: 'Aucune donnée de séance'). */
export function parseSummaryState(value: unknown): SessionSummaryState | null {
  const parsed = summaryStateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export type SummaryFigures = { durationMinutes: number; exerciseCount: number; totalSets: number };

/** Duration, exercise count and sets done, each with its spec §9 default. */
export function summaryFigures(state: SessionSummaryState): SummaryFigures {
  const exercises = state.exercises ?? [];
  const doneSets = (state.sets ?? []).filter((set) => set.status === 'done').length;
  const plannedSets = exercises.reduce((sum, exercise) => sum + exercise.sets, 0);
  return {
    durationMinutes: state.duration ?? SUMMARY_DEFAULTS.durationMinutes,
    exerciseCount: exercises.length || SUMMARY_DEFAULTS.exerciseCount,
    totalSets: state.sets ? doneSets : plannedSets || SUMMARY_DEFAULTS.totalSets,
  };
}
