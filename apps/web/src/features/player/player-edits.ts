// Changing this run only (issue 13): add an exercise, swap one, end a free workout.

import type { Transition } from './player-actions.ts';
import { completedSets, entriesOf, findExercise } from './player-queries.ts';
import { type PlayerExercise, type PlayerState, prefilledEntries } from './player-state.ts';
import { finishRun, markRemainingSkipped, withEntries } from './player-steps.ts';

/** Ids of exercises added during a run: negative, so never a session exercise's. */
export const addedExerciseId = (exerciseId: number) => -exerciseId;

const hasExercise = (state: PlayerState, exerciseId: number) =>
  state.exercises.some((item) => item.exercise_id === exerciseId);

/** « Ajouter un exercice »: at the end of the list, its sets pending; on screen if nothing was. */
export function addExercise(state: PlayerState, exercise: PlayerExercise): Transition {
  if (state.finishedAt !== null || hasExercise(state, exercise.exercise_id)) return { state, events: [] };
  const next = withEntries(
    {
      ...state,
      exercises: [...state.exercises, exercise],
      originalOrder: [...state.originalOrder, exercise.id],
      error: null,
    },
    exercise.id,
    prefilledEntries(exercise, []),
  );
  return { state: { ...next, currentId: state.currentId ?? exercise.id }, events: [] };
}

/**
 * « Remplacer »: another exercise takes this one's place and plan, before any of its sets is
 * done; the log will say which programme exercise it stood in for. The programme never changes.
 */
export function swapExercise(
  state: PlayerState,
  exerciseId: number,
  replacement: PlayerExercise,
): Transition {
  const planned = findExercise(state, exerciseId);
  const unchanged = { state, events: [] };
  if (!planned || state.finishedAt !== null || completedSets(state, exerciseId) > 0) return unchanged;
  if (state.work?.exerciseId === exerciseId || hasExercise(state, replacement.exercise_id)) return unchanged;
  const original = planned.planned_exercise_id ?? planned.exercise_id;
  const swapped: PlayerExercise = {
    ...planned,
    exercise_id: replacement.exercise_id,
    exercise_name: replacement.exercise_name,
    muscle_group: replacement.muscle_group,
    planned_exercise_id: replacement.exercise_id === original ? null : original,
    // It keeps the planned one's place in its superset and its reps; the load and the note were that exercise's.
    target_weight_kg: null,
    notes: null,
    // So were the day's target load, its reason and its ramp; a deload week stays one.
    day_target: planned.day_target?.deload ? { ...planned.day_target, weight_kg: null, warmup: [] } : null,
  };
  const next: PlayerState = {
    ...state,
    exercises: state.exercises.map((item) => (item.id === exerciseId ? swapped : item)),
    error: null,
  };
  const entries = entriesOf(state, exerciseId).map((entry) => ({ ...entry, weight_kg: null }));
  return { state: withEntries(next, exerciseId, entries), events: [] };
}

/** A free workout's « Terminer la séance »: what is left undone is skipped, then 'Bien joué'. */
export function finishWorkout(state: PlayerState, now: number): Transition {
  if (!state.isFree || state.finishedAt !== null) return { state, events: [] };
  let next: PlayerState = state;
  for (const exercise of state.exercises) next = markRemainingSkipped(next, exercise.id);
  return finishRun(next, now, []);
}
