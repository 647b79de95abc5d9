import { SET_TYPES } from '@elan/domain';
import { z } from 'zod';
import { memberStorageKey } from '../../lib/auth-storage.ts';
import { type CreatePlayerStateInput, createPlayerState, type PlayerState } from './player-state.ts';

/**
 * A session in progress survives a reload (issue 4): the run is kept in localStorage, one key per
 * member, player and session, until the member finishes it (hands it to the summary) or quits.
 * Logging out (or a 401) clears it with every other `elan:` key.
 */

export type PlayerVariant = 'rich' | 'linear' | 'free';

const STORAGE_VERSION = 1;
/** A run left untouched this long is abandoned, not resumed. */
export const RUN_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** `elan:player:{userId}:{variant}:{sessionId}`: another member on this device never resumes it. */
export function playerStorageKey(userId: number, variant: PlayerVariant, sessionId: number): string {
  return memberStorageKey('player', userId, variant, sessionId);
}

const nullableNumber = z.number().finite().nullable();

const storedStateSchema = z.object({
  version: z.literal(STORAGE_VERSION),
  savedAt: z.number(),
  state: z.object({
    runId: z.string().min(1).max(100),
    isFree: z.boolean().default(false),
    startedAt: z.number(),
    finishedAt: nullableNumber,
    exercises: z.array(
      z.object({
        id: z.number(),
        exercise_id: z.number(),
        exercise_name: z.string(),
        muscle_group: z.string(),
        sets: z.number(),
        reps: z.number(),
        duration_seconds: nullableNumber,
        rest_seconds: z.number(),
        planned_exercise_id: nullableNumber.optional(),
        // The programme's structure (issue 30): runs stored before it have none of these.
        reps_max: nullableNumber.optional(),
        target_weight_kg: nullableNumber.optional(),
        target_rpe: nullableNumber.optional(),
        notes: z.string().max(500).nullable().optional(),
        superset_group: nullableNumber.optional(),
        // The day's target (issue 31): runs stored before it have none.
        day_target: z
          .object({
            weight_kg: nullableNumber,
            reps: z.number(),
            deload: z.boolean(),
            reason: z.string().max(300),
            warmup: z.array(z.object({ weight_kg: z.number(), reps: z.number() })).max(10),
          })
          .nullable()
          .optional(),
        warmup_sets: z.number().int().min(0).max(10).optional(),
      }),
    ),
    originalOrder: z.array(z.number()),
    sets: z.record(
      z.string(),
      z.array(
        z.object({
          reps: nullableNumber,
          weight_kg: nullableNumber,
          status: z.enum(['pending', 'done', 'skipped']),
          // Runs stored before issue 13 have none of these.
          set_type: z.enum(SET_TYPES).default('normal'),
          rpe: nullableNumber.default(null),
          duration_seconds: nullableNumber.default(null),
        }),
      ),
    ),
    currentId: nullableNumber,
    mode: z.enum(['linear', 'circuit']),
    selection: z.array(z.number()),
    circuit: z.array(z.number()).nullable(),
    rest: z
      .object({ endsAt: z.number(), durationSeconds: z.number(), afterExerciseId: z.number() })
      .nullable(),
    work: z
      .object({
        exerciseId: z.number(),
        durationSeconds: z.number(),
        endsAt: z.number(),
        pausedRemainingMs: nullableNumber,
      })
      .nullable()
      .default(null),
    isEditing: z.boolean(),
    error: z.string().nullable(),
  }),
});

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The run kept under `key`, as it started: a session edited since (exercises, sets) does not change
 * a run under way, which finishes with what it started with (issue 30). Null when none, too old or
 * unreadable.
 */
export function loadPlayerState(
  key: string,
  now: number,
  storage: StorageLike | undefined = browserStorage(),
): PlayerState | null {
  const raw = storage?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = storedStateSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    if (now - parsed.data.savedAt > RUN_MAX_AGE_MS) return null;
    return { ...parsed.data.state, isEditing: false, error: null };
  } catch {
    return null;
  }
}

/** The stored run of `key` when there is one (`isResumed`), else a new run of `input`. */
export function resumeOrCreateRun(
  key: string,
  input: CreatePlayerStateInput,
  storage: StorageLike | undefined = browserStorage(),
): { state: PlayerState; isResumed: boolean } {
  const resumed = loadPlayerState(key, input.now, storage);
  return resumed
    ? { state: resumed, isResumed: true }
    : { state: createPlayerState(input), isResumed: false };
}

export function savePlayerState(
  key: string,
  state: PlayerState,
  now: number,
  storage: StorageLike | undefined = browserStorage(),
): void {
  try {
    storage?.setItem(key, JSON.stringify({ version: STORAGE_VERSION, savedAt: now, state }));
  } catch {
    // Full or blocked storage: the run goes on, it just will not survive a reload.
  }
}

export function clearPlayerState(key: string, storage: StorageLike | undefined = browserStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
