import { MESSAGES } from '@elan/domain';
import type { PlayerEvent, Transition } from './player-actions.ts';
import { allComplete, isExerciseComplete, nextUnfinishedId } from './player-queries.ts';
import type { PlayerExercise, PlayerState } from './player-state.ts';
import { finish, startRest } from './player-steps.ts';

/** Spec §5 circuit: at least two exercises, one set of each in order, rest in between. */
export const CIRCUIT_MIN_EXERCISES = 2;
export const CIRCUIT_RULE_TEXT = MESSAGES.circuitMinimum;

/** The next circuit exercise with sets left, after `fromId` in circuit order (itself last). */
function nextInCircuit(state: PlayerState, circuit: number[], fromId: number): number | null {
  const start = circuit.indexOf(fromId);
  for (let step = 1; step <= circuit.length; step += 1) {
    const id = circuit[(start + step) % circuit.length];
    if (id !== undefined && !isExerciseComplete(state, id)) return id;
  }
  return null;
}

/**
 * After a set (or a skip) inside a circuit: one set of each selected exercise in order, rest in
 * between, until all are complete; then back to linear, on to the next unfinished exercise.
 */
export function advanceCircuit(
  state: PlayerState,
  circuit: number[],
  exercise: PlayerExercise,
  now: number,
  { isRestAllowed }: { isRestAllowed: boolean },
): Transition {
  const next = nextInCircuit(state, circuit, exercise.id);
  if (next === null) {
    const back: PlayerState = { ...state, mode: 'linear', selection: [], circuit: null, rest: null };
    const events: PlayerEvent[] = [{ type: 'circuitCompleted' }];
    if (allComplete(back)) return finish(back, now, events);
    return { state: { ...back, currentId: nextUnfinishedId(back, exercise.id) }, events };
  }
  const moved: PlayerState = { ...state, currentId: next };
  return isRestAllowed ? startRest(moved, exercise, now) : { state: { ...moved, rest: null }, events: [] };
}

export function startCircuit(state: PlayerState): Transition {
  if (state.mode !== 'circuit' || state.circuit !== null) return { state, events: [] };
  // Display order, unfinished only.
  const circuit = state.exercises
    .map((exercise) => exercise.id)
    .filter((id) => state.selection.includes(id) && !isExerciseComplete(state, id));
  if (circuit.length < CIRCUIT_MIN_EXERCISES)
    return { state: { ...state, error: CIRCUIT_RULE_TEXT }, events: [] };
  return {
    state: {
      ...state,
      circuit,
      currentId: circuit[0] ?? state.currentId,
      rest: null,
      isEditing: false,
      error: null,
    },
    events: [],
  };
}
