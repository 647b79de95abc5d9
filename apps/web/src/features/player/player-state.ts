import { exerciseEquipment, type LastSets, type SessionExercise, type SetType } from '@elan/domain';

/**
 * The workout player's state (spec §4 "Linear player" and "Richer player", §5 circuit), free of
 * React and of the clock: every action that depends on time carries `now` (ms since the epoch).
 * A rest stores when it ends, never how many seconds are left, so a phone that locks or a tab the
 * browser puts to sleep shows the right countdown when it wakes up.
 */

export type PlayerExercise = Pick<
  SessionExercise,
  | 'id'
  | 'exercise_id'
  | 'exercise_name'
  | 'muscle_group'
  | 'sets'
  | 'reps'
  | 'duration_seconds'
  | 'rest_seconds'
> & {
  /** « Remplacer »: the programme's exercise this one stands in for, this run only. */
  planned_exercise_id?: number | null;
  // The programme's structure (issue 30). Absent (undefined) on a session's copy kept on the device
  // from before, on a free workout's and an added exercise: read as null.
  /** A rep range's top: « 8–12 » with `reps` 8. */
  reps_max?: number | null;
  /** Prefills the load of a loaded exercise (never body weight or timed) until progression comes. */
  target_weight_kg?: number | null;
  /** Prefills each set's RPE. */
  target_rpe?: number | null;
  /** « tempo 3-1-1 », « prise serrée »: shown under the exercise's name. */
  notes?: string | null;
  /** Consecutive exercises sharing it run as a superset: A1 → A2 → rest, round after round. */
  superset_group?: number | null;
  /**
   * The day's target from the programme's progression rule (issue 31, `GET /sessions/{id}/targets`).
   * Absent on a free workout, an added exercise, a run stored before, or when the targets could not
   * be read (offline with no copy): the player then prefills as before.
   */
  day_target?: DayTarget | null;
  /** Warm-up sets « Échauffement » put before the work sets: counted in `sets`, not in the target. */
  warmup_sets?: number;
};

/** One warm-up set of the ramp: its load and reps. */
export type WarmupStep = { weight_kg: number; reps: number };

export type DayTarget = {
  /** The load the rule says (rounded to the member's bar and plates); null when it has none. */
  weight_kg: number | null;
  reps: number;
  /** A deload week: lighter loads, halved sets, the « Décharge » chip. */
  deload: boolean;
  /** One French line under the exercise's name: « +2,5 kg : 3 × 12 atteint la dernière fois ». */
  reason: string;
  /** The ramp « Échauffement » adds before the first work set; emptied once added. */
  warmup: WarmupStep[];
};

export type SetStatus = 'pending' | 'done' | 'skipped';
/**
 * One planned set: what the member enters (reps done, load, its kind, RPE), whether it is behind
 * them, and for a timed set how long it really lasted.
 */
export type SetEntry = {
  reps: number | null;
  weight_kg: number | null;
  status: SetStatus;
  set_type: SetType;
  rpe: number | null;
  duration_seconds: number | null;
};

export type PlayerMode = 'linear' | 'circuit';

export type RestState = {
  /** When the rest is over, ms since the epoch. */
  endsAt: number;
  durationSeconds: number;
  /** The exercise whose set was just done. */
  afterExerciseId: number;
};

/**
 * A timed set's work countdown (issue 13). Like the rest, it stores when it ends, never a count
 * of ticks; paused, it stores what was left instead.
 */
export type WorkState = {
  exerciseId: number;
  durationSeconds: number;
  endsAt: number;
  /** Set while paused: the milliseconds left when the member paused. */
  pausedRemainingMs: number | null;
};

export type PlayerState = {
  /** One run of the session: keys its storage and the completion's idempotency key. */
  runId: string;
  /**
   * A free workout (« Séance libre »): exercises are added as the member goes, and it ends when
   * they say so, not when the last set is done.
   */
  isFree: boolean;
  startedAt: number;
  finishedAt: number | null;
  /** Display order; edit mode changes it. Ids are session-exercise ids. */
  exercises: PlayerExercise[];
  originalOrder: number[];
  /** By session-exercise id, one entry per planned set. */
  sets: Record<string, SetEntry[]>;
  /** The exercise on screen; null once finished. */
  currentId: number | null;
  mode: PlayerMode;
  /** Exercises ticked for a circuit that has not started yet. */
  selection: number[];
  /** The running circuit, in order; null when none runs. */
  circuit: number[] | null;
  rest: RestState | null;
  work: WorkState | null;
  isEditing: boolean;
  /** A rule the member broke (the circuit's minimum), shown until the next action. */
  error: string | null;
};

export type CreatePlayerStateInput = {
  exercises: PlayerExercise[];
  isFree?: boolean;
  /** The member's last sets on these exercises, to pre-fill reps and load. */
  lastSets?: LastSets;
  now: number;
  runId: string;
};

/** A timed exercise (plank…): a countdown and a duration per set instead of reps. The only definition. */
export function isTimed(
  exercise: PlayerExercise | undefined,
): exercise is PlayerExercise & { duration_seconds: number } {
  return exercise !== undefined && exercise.duration_seconds !== null && exercise.duration_seconds > 0;
}

/** A body-weight or timed exercise carries no load unless the member types one (issue 29). */
export function isLoadedExercise(exercise: PlayerExercise): boolean {
  return !isTimed(exercise) && exerciseEquipment(exercise.exercise_name) !== 'poids_du_corps';
}

/**
 * The sets as they open (decision 097): the day's target from the progression rule, else last time,
 * else the programme (a range's bottom, its target load; decision 096). The load only for a loaded
 * exercise, the reps never for a timed one; the targeted RPE.
 */
export function prefilledEntries(exercise: PlayerExercise, lastSets: LastSets): SetEntry[] {
  // Today's sets open as work sets: they follow last time's work sets, its warm-ups aside.
  const previous = (lastSets.find((item) => item.exercise_id === exercise.exercise_id)?.sets ?? []).filter(
    (set) => set.set_type !== 'warmup',
  );
  const timed = isTimed(exercise);
  const isLoaded = isLoadedExercise(exercise);
  const target = timed ? null : (exercise.day_target ?? null);
  const plannedWeight = exercise.target_weight_kg ?? null;
  return Array.from({ length: Math.max(0, exercise.sets) }, (_, index) => {
    // More sets today than last time: the last one logged is the best guess.
    const last = previous[index] ?? previous.at(-1);
    return {
      reps: target?.reps ?? last?.reps ?? (timed ? null : exercise.reps),
      weight_kg: isLoaded ? (target?.weight_kg ?? last?.weight_kg ?? plannedWeight) : null,
      status: 'pending',
      set_type: 'normal',
      rpe: exercise.target_rpe ?? null,
      duration_seconds: null,
    };
  });
}

export function createPlayerState({
  exercises,
  isFree = false,
  lastSets = [],
  now,
  runId,
}: CreatePlayerStateInput): PlayerState {
  const playable = exercises.filter((exercise) => exercise.sets > 0);
  const sets: Record<string, SetEntry[]> = {};
  for (const exercise of playable) sets[String(exercise.id)] = prefilledEntries(exercise, lastSets);
  return {
    runId,
    isFree,
    startedAt: now,
    finishedAt: playable.length === 0 && !isFree ? now : null,
    exercises: playable,
    originalOrder: playable.map((exercise) => exercise.id),
    sets,
    currentId: playable[0]?.id ?? null,
    mode: 'linear',
    selection: [],
    circuit: null,
    rest: null,
    work: null,
    isEditing: false,
    error: null,
  };
}
