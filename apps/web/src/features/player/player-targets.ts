// The day's targets in the player (issue 31): what the progression rule says, and the warm-up ramp.
import type { SessionTarget } from '@elan/domain';
import type { Transition } from './player-actions.ts';
import { completedSets, entriesOf, findExercise } from './player-queries.ts';
import {
  isLoadedExercise,
  isTimed,
  type PlayerExercise,
  type PlayerState,
  type SetEntry,
} from './player-state.ts';
import { withEntries } from './player-steps.ts';

/**
 * Each session exercise with its day's target (`GET /sessions/{id}/targets`), matched by session
 * exercise. A deload week halves its sets (never more than planned); a timed exercise takes no
 * target (no rule applies to it, decision 098); the warm-up ramp is for a loaded exercise only.
 */
export function withDayTargets(
  exercises: PlayerExercise[],
  targets: readonly SessionTarget[],
): PlayerExercise[] {
  if (targets.length === 0) return exercises;
  const byId = new Map(targets.map((target) => [target.session_exercise_id, target]));
  return exercises.map((exercise) => {
    const target = byId.get(exercise.id);
    // No rule: the exercise opens as it always did, on last time's values (issue 31), unless the
    // programme's deload week lightens it.
    if (!target || isTimed(exercise) || (target.rule === 'none' && !target.deload)) return exercise;
    return {
      ...exercise,
      sets: target.deload ? Math.min(exercise.sets, Math.max(1, target.sets)) : exercise.sets,
      day_target: {
        weight_kg: target.target_weight_kg,
        reps: target.reps,
        deload: target.deload,
        reason: target.reason,
        warmup: isLoadedExercise(exercise) ? target.warmup : [],
      },
    };
  });
}

/** A deload week: some exercise of the run is lighter today (the header's « Décharge »). */
export function isDeloadRun(state: PlayerState): boolean {
  return state.exercises.some((exercise) => exercise.day_target?.deload === true);
}

/** « Échauffement » is offered while the exercise has a ramp not yet added and no set behind the member. */
export function canAddWarmup(state: PlayerState, exerciseId: number): boolean {
  const exercise = findExercise(state, exerciseId);
  if (!exercise || state.finishedAt !== null || state.work?.exerciseId === exerciseId) return false;
  return (exercise.day_target?.warmup.length ?? 0) > 0 && completedSets(state, exerciseId) === 0;
}

/**
 * « Échauffement »: the ramp's sets before the first work set, as warm-up sets (never records,
 * never volume, on the server). They join the exercise's sets for this run; the ramp is emptied so
 * the button goes away.
 */
export function addWarmup(state: PlayerState, exerciseId: number): Transition {
  const exercise = findExercise(state, exerciseId);
  const target = exercise?.day_target;
  if (!exercise || !target || !canAddWarmup(state, exerciseId)) return { state, events: [] };
  const warmups: SetEntry[] = target.warmup.map((step) => ({
    reps: step.reps,
    weight_kg: step.weight_kg,
    status: 'pending',
    set_type: 'warmup',
    rpe: null,
    duration_seconds: null,
  }));
  const updated: PlayerExercise = {
    ...exercise,
    sets: exercise.sets + warmups.length,
    warmup_sets: (exercise.warmup_sets ?? 0) + warmups.length,
    day_target: { ...target, warmup: [] },
  };
  const next: PlayerState = {
    ...state,
    exercises: state.exercises.map((item) => (item.id === exerciseId ? updated : item)),
    error: null,
  };
  return { state: withEntries(next, exerciseId, [...warmups, ...entriesOf(state, exerciseId)]), events: [] };
}
