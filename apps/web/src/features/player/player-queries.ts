// Reading a run: what is done, what is next, what the completion will carry.
import type { HeartRateSample, SetType } from '@elan/domain';
import type { PlayerExercise, PlayerState, SetEntry } from './player-state.ts';

/** The server accepts 1 to 600 minutes. */
const DURATION_MINUTES = { min: 1, max: 600 } as const;

export function entriesOf(state: PlayerState, exerciseId: number): SetEntry[] {
  return state.sets[String(exerciseId)] ?? [];
}

export function findExercise(state: PlayerState, exerciseId: number | null): PlayerExercise | undefined {
  return exerciseId === null ? undefined : state.exercises.find((exercise) => exercise.id === exerciseId);
}

/** Sets behind the member (done or skipped), never more than planned. */
export function completedSets(state: PlayerState, exerciseId: number): number {
  const exercise = findExercise(state, exerciseId);
  const count = entriesOf(state, exerciseId).filter((entry) => entry.status !== 'pending').length;
  return exercise ? Math.min(count, exercise.sets) : 0;
}

export function isExerciseComplete(state: PlayerState, exerciseId: number): boolean {
  const exercise = findExercise(state, exerciseId);
  return exercise ? completedSets(state, exerciseId) >= exercise.sets : true;
}

export function isFinished(state: PlayerState): boolean {
  return state.finishedAt !== null;
}

/** Something would be lost by quitting: a set is behind the member (the run may even be finished). */
export function hasProgress(state: PlayerState): boolean {
  return state.exercises.some((exercise) => completedSets(state, exercise.id) > 0);
}

/** A run counts as in progress once a set is behind the member and until the end. */
export function isInProgress(state: PlayerState): boolean {
  return !isFinished(state) && state.exercises.some((exercise) => completedSets(state, exercise.id) > 0);
}

/**
 * The header's progress through the session: `done` counts the sets behind the member, done or
 * skipped (a skipped set moves the run on too), `skipped` says how many of them were skipped, so
 * « 18/18 séries, dont 13 passées » never reads as 18 sets done (decision 052).
 */
export function progress(state: PlayerState): {
  done: number;
  skipped: number;
  total: number;
  percent: number;
} {
  let done = 0;
  let skipped = 0;
  let total = 0;
  for (const exercise of state.exercises) {
    done += completedSets(state, exercise.id);
    skipped += entriesOf(state, exercise.id).filter((entry) => entry.status === 'skipped').length;
    total += exercise.sets;
  }
  // An empty free workout has not started; an empty session is done from the start.
  const empty = state.isFree ? 0 : 100;
  return { done, skipped, total, percent: total === 0 ? empty : Math.round((done / total) * 100) };
}

/** 1-based number of the set the member is about to do on that exercise (stays on the last when done). */
export function currentSetNumber(state: PlayerState, exerciseId: number): number {
  const exercise = findExercise(state, exerciseId);
  if (!exercise) return 1;
  return Math.min(completedSets(state, exerciseId) + 1, exercise.sets);
}

/** Whole seconds left, rounded up, from the rest's end time: right after any sleep of the device. */
export function restRemainingSeconds(state: PlayerState, now: number): number {
  if (!state.rest) return 0;
  return Math.max(0, Math.ceil((state.rest.endsAt - now) / 1000));
}

export function durationMinutes(state: PlayerState, now: number): number {
  const end = state.finishedAt ?? now;
  const minutes = Math.round((end - state.startedAt) / 60_000);
  return Math.min(DURATION_MINUTES.max, Math.max(DURATION_MINUTES.min, minutes));
}

export type LoggedSet = {
  exercise_id: number;
  set_number: number;
  reps: number | null;
  weight_kg: number | null;
  status: 'done' | 'skipped';
  set_type: SetType;
  rpe: number | null;
  duration_seconds: number | null;
  planned_exercise_id: number | null;
};

/** The per-set log the completion carries. Set numbers stay unique when an exercise appears twice. */
export function setLog(state: PlayerState): LoggedSet[] {
  const numbered = new Map<number, number>();
  const log: LoggedSet[] = [];
  for (const exerciseId of state.originalOrder) {
    const exercise = findExercise(state, exerciseId);
    if (!exercise) continue;
    for (const entry of entriesOf(state, exerciseId)) {
      if (entry.status === 'pending') continue;
      const setNumber = (numbered.get(exercise.exercise_id) ?? 0) + 1;
      numbered.set(exercise.exercise_id, setNumber);
      const isDone = entry.status === 'done';
      log.push({
        exercise_id: exercise.exercise_id,
        set_number: setNumber,
        reps: isDone ? entry.reps : null,
        weight_kg: isDone ? entry.weight_kg : null,
        status: entry.status,
        set_type: entry.set_type,
        rpe: isDone ? entry.rpe : null,
        duration_seconds: isDone ? entry.duration_seconds : null,
        planned_exercise_id: exercise.planned_exercise_id ?? null,
      });
    }
  }
  return log;
}

/** What a finished run hands over to the summary. */
export type PlayerResult = {
  runId: string;
  durationMinutes: number;
  /** In the order the member did them. */
  exercises: PlayerExercise[];
  sets: LoggedSet[];
  /** A strap's `[second, bpm]` samples (issue 33), within the duration the server accepts. */
  heartRateSamples: HeartRateSample[];
};

/** Seconds a sample may lie past the minutes sent (the server's margin, decision 117). */
const SAMPLES_MARGIN_SECONDS = 60;

export function playerResult(
  state: PlayerState,
  now: number,
  heartRateSamples: HeartRateSample[] = [],
): PlayerResult {
  const minutes = durationMinutes(state, now);
  return {
    runId: state.runId,
    durationMinutes: minutes,
    exercises: state.exercises,
    sets: setLog(state),
    heartRateSamples: heartRateSamples.filter(([second]) => second <= minutes * 60 + SAMPLES_MARGIN_SECONDS),
  };
}

/** Sets actually done (skipped ones left out): the finished screen's « Séries faites ». */
export function doneSetCount(state: PlayerState): number {
  return setLog(state).filter((set) => set.status === 'done').length;
}

/** Exercises with at least one set done (a skipped one does not count): « Exercices faits ». */
export function doneExerciseCount(state: PlayerState): number {
  return state.exercises.filter((exercise) =>
    entriesOf(state, exercise.id).some((entry) => entry.status === 'done'),
  ).length;
}

/** The next unfinished exercise after `fromId` in display order, wrapping around; null when none. */
export function nextUnfinishedId(state: PlayerState, fromId: number | null): number | null {
  const ids = state.exercises.map((exercise) => exercise.id);
  const start = fromId === null ? -1 : ids.indexOf(fromId);
  for (let step = 1; step <= ids.length; step += 1) {
    const id = ids[(start + step + ids.length) % ids.length];
    if (id !== undefined && !isExerciseComplete(state, id)) return id;
  }
  return null;
}

export function allComplete(state: PlayerState): boolean {
  return state.exercises.every((exercise) => isExerciseComplete(state, exercise.id));
}
