// The changes every action is made of: mark sets, rest, finish, reorder, log a set's values.

import type { PlayerAction, PlayerEvent, Transition } from './player-actions.ts';
import { durationMinutes, entriesOf } from './player-queries.ts';
import type { PlayerExercise, PlayerState, SetEntry } from './player-state.ts';

export function withEntries(state: PlayerState, exerciseId: number, entries: SetEntry[]): PlayerState {
  return { ...state, sets: { ...state.sets, [String(exerciseId)]: entries } };
}

/** The next pending set marked done; a timed set also keeps how long it really lasted. */
export function markNextSetDone(
  state: PlayerState,
  exerciseId: number,
  durationSeconds: number | null = null,
): PlayerState {
  const entries = entriesOf(state, exerciseId);
  const index = entries.findIndex((entry) => entry.status === 'pending');
  if (index === -1) return state;
  return withEntries(
    state,
    exerciseId,
    entries.map((entry, position) =>
      position === index ? { ...entry, status: 'done', duration_seconds: durationSeconds } : entry,
    ),
  );
}

export function markRemainingSkipped(state: PlayerState, exerciseId: number): PlayerState {
  return withEntries(
    state,
    exerciseId,
    entriesOf(state, exerciseId).map((entry) =>
      entry.status === 'pending' ? { ...entry, status: 'skipped' } : entry,
    ),
  );
}

/**
 * Every planned set is behind the member. A session's run ends there; a free workout waits for
 * the next exercise the member adds, or their « Terminer la séance ».
 */
export function finish(state: PlayerState, now: number, events: PlayerEvent[]): Transition {
  if (state.isFree) {
    return {
      state: {
        ...state,
        currentId: null,
        rest: null,
        work: null,
        mode: 'linear',
        selection: [],
        circuit: null,
        isEditing: false,
      },
      events,
    };
  }
  return finishRun(state, now, events);
}

export function finishRun(state: PlayerState, now: number, events: PlayerEvent[]): Transition {
  const finished: PlayerState = {
    ...state,
    finishedAt: now,
    currentId: null,
    rest: null,
    work: null,
    mode: 'linear',
    selection: [],
    circuit: null,
    isEditing: false,
  };
  return {
    state: finished,
    events: [...events, { type: 'finished', durationMinutes: durationMinutes(finished, now) }],
  };
}

/** A rest after a set of `exercise`: its own rest, or `seconds` (a superset's round, decision 095). */
export function startRest(
  state: PlayerState,
  exercise: PlayerExercise,
  now: number,
  seconds: number = exercise.rest_seconds,
): Transition {
  if (seconds <= 0) return { state: { ...state, rest: null }, events: [] };
  const endsAt = now + seconds * 1000;
  return {
    state: {
      ...state,
      rest: { endsAt, durationSeconds: seconds, afterExerciseId: exercise.id },
    },
    events: [{ type: 'restStarted', endsAt }],
  };
}

export function reorder(state: PlayerState, activeId: number, overId: number): PlayerState {
  const from = state.exercises.findIndex((exercise) => exercise.id === activeId);
  const to = state.exercises.findIndex((exercise) => exercise.id === overId);
  if (from === -1 || to === -1 || from === to) return state;
  const exercises = [...state.exercises];
  const [moved] = exercises.splice(from, 1);
  if (!moved) return state;
  exercises.splice(to, 0, moved);
  return { ...state, exercises };
}

export function resetOrder(state: PlayerState): Transition {
  const byId = new Map(state.exercises.map((exercise) => [exercise.id, exercise]));
  const exercises = state.originalOrder.flatMap((id) => {
    const exercise = byId.get(id);
    return exercise ? [exercise] : [];
  });
  return { state: { ...state, exercises }, events: [{ type: 'orderReset' }] };
}

export function logSet(state: PlayerState, action: Extract<PlayerAction, { type: 'logSet' }>): PlayerState {
  const entries = entriesOf(state, action.exerciseId);
  const index = action.setNumber - 1;
  const entry = entries[index];
  if (!entry) return state;
  const updated: SetEntry = {
    ...entry,
    ...(action.reps !== undefined && { reps: action.reps }),
    ...(action.weight_kg !== undefined && { weight_kg: action.weight_kg }),
    ...(action.set_type !== undefined && { set_type: action.set_type }),
    ...(action.rpe !== undefined && { rpe: action.rpe }),
  };
  return withEntries(
    state,
    action.exerciseId,
    entries.map((item, position) => (position === index ? updated : item)),
  );
}
