// Timed sets (issue 13): the work countdown, started, paused, resumed, and ended by the clock.

import type { PlayerEvent, Transition } from './player-actions.ts';
import { findExercise, isExerciseComplete } from './player-queries.ts';
import { isTimed, type PlayerState, type WorkState } from './player-state.ts';

/** Milliseconds of work left, from the end time (or what was left when paused). */
export function workRemainingMs(work: WorkState, now: number): number {
  return work.pausedRemainingMs ?? Math.max(0, work.endsAt - now);
}

/** Whole seconds left, rounded up: right after any sleep of the device. */
export function workRemainingSeconds(state: PlayerState, now: number): number {
  return state.work ? Math.ceil(workRemainingMs(state.work, now) / 1000) : 0;
}

/** Seconds actually worked so far (pauses excluded), what the set log keeps. */
export function workedSeconds(work: WorkState, now: number): number {
  return Math.round((work.durationSeconds * 1000 - workRemainingMs(work, now)) / 1000);
}

/** The current exercise's countdown starts at `now`, when it is a timed set with nothing running. */
export function startWork(state: PlayerState, now: number): Transition {
  const exercise = findExercise(state, state.currentId);
  const unchanged = { state, events: [] };
  if (!isTimed(exercise) || state.rest || state.work) return unchanged;
  if (state.finishedAt !== null || isExerciseComplete(state, exercise.id)) return unchanged;
  if (state.mode === 'circuit' && state.circuit === null) return unchanged;
  const durationSeconds = exercise.duration_seconds;
  const endsAt = now + durationSeconds * 1000;
  return {
    state: {
      ...state,
      work: { exerciseId: exercise.id, durationSeconds, endsAt, pausedRemainingMs: null },
      isEditing: false,
      error: null,
    },
    events: [{ type: 'workStarted', endsAt }],
  };
}

export function pauseWork(state: PlayerState, now: number): Transition {
  if (!state.work || state.work.pausedRemainingMs !== null) return { state, events: [] };
  const pausedRemainingMs = workRemainingMs(state.work, now);
  return { state: { ...state, work: { ...state.work, pausedRemainingMs } }, events: [] };
}

export function resumeWork(state: PlayerState, now: number): Transition {
  const paused = state.work?.pausedRemainingMs;
  if (!state.work || paused === null || paused === undefined) return { state, events: [] };
  return {
    state: { ...state, work: { ...state.work, endsAt: now + paused, pausedRemainingMs: null } },
    events: [],
  };
}

/** After a timed set or its rest: the next timed set starts by itself, so intervals run hands-free. */
export function chainWork(state: PlayerState, at: number, events: PlayerEvent[]): PlayerState {
  if (state.rest || state.work || !isTimed(findExercise(state, state.currentId))) return state;
  const started = startWork(state, at);
  events.push(...started.events);
  return started.state;
}
