import type { PlayerAction, PlayerEvent, Transition } from './player-actions.ts';
import { advanceCircuit, startCircuit } from './player-circuit.ts';
import { addExercise, finishWorkout, swapExercise } from './player-edits.ts';
import {
  allComplete,
  findExercise,
  isExerciseComplete,
  isFinished,
  nextUnfinishedId,
} from './player-queries.ts';
import { isTimed, type PlayerExercise, type PlayerState } from './player-state.ts';
import {
  finish,
  logSet,
  markNextSetDone,
  markRemainingSkipped,
  reorder,
  resetOrder,
  startRest,
} from './player-steps.ts';
import { nextInSuperset, supersetMembers, supersetRestSeconds } from './player-superset.ts';
import { addWarmup } from './player-targets.ts';
import { chainWork, pauseWork, resumeWork, startWork, workedSeconds } from './player-work.ts';

/**
 * The workout player's rules (spec §4 "Linear player" and "Richer player", §5 circuit): one pure
 * transition per action. The state lives in `player-state.ts`, what is read from it in
 * `player-queries.ts`, the circuit in `player-circuit.ts`.
 */

function completeSet(state: PlayerState, now: number): Transition {
  const exercise = findExercise(state, state.currentId);
  if (!exercise || isExerciseComplete(state, exercise.id)) return { state, events: [] };
  // A circuit still being chosen: sets wait until it starts.
  if (state.mode === 'circuit' && state.circuit === null) return { state, events: [] };
  // A timed set keeps the seconds really worked (the whole countdown when it reached zero).
  const worked = state.work?.exerciseId === exercise.id ? workedSeconds(state.work, now) : null;
  const next = markNextSetDone({ ...state, rest: null, work: null, error: null }, exercise.id, worked);
  if (allComplete(next)) return finish(next, now, []);
  if (next.circuit) return advanceCircuit(next, next.circuit, exercise, now, { isRestAllowed: true });
  const members = supersetMembers(next, exercise.id);
  if (members) return advanceSuperset(next, members, exercise, now, { isRestAllowed: true });
  if (!isExerciseComplete(next, exercise.id)) return startRest(next, exercise, now);
  // Last set of the exercise: straight to the next unfinished one, no rest.
  return { state: { ...next, currentId: nextUnfinishedId(next, exercise.id) }, events: [] };
}

function skipExercise(state: PlayerState, now: number): Transition {
  const exercise = findExercise(state, state.currentId);
  if (!exercise) return { state, events: [] };
  if (state.mode === 'circuit' && state.circuit === null) return { state, events: [] };
  const next = markRemainingSkipped({ ...state, rest: null, work: null, error: null }, exercise.id);
  if (allComplete(next)) return finish(next, now, []);
  if (next.circuit) return advanceCircuit(next, next.circuit, exercise, now, { isRestAllowed: false });
  const members = supersetMembers(next, exercise.id);
  if (members) return advanceSuperset(next, members, exercise, now, { isRestAllowed: false });
  return { state: { ...next, currentId: nextUnfinishedId(next, exercise.id) }, events: [] };
}

/**
 * After a set (or a skip) of a superset's member, outside a circuit (which ignores groups, decision
 * 095): the next member of the round without rest; at the round's end the group's rest, then its
 * first member with sets left; once all are done, the next unfinished exercise without rest.
 */
function advanceSuperset(
  state: PlayerState,
  members: PlayerExercise[],
  exercise: PlayerExercise,
  now: number,
  { isRestAllowed }: { isRestAllowed: boolean },
): Transition {
  const target = nextInSuperset(state, members, exercise.id);
  if (!target) return { state: { ...state, currentId: nextUnfinishedId(state, exercise.id) }, events: [] };
  const moved: PlayerState = { ...state, currentId: target.id };
  if (!target.isRoundOver || !isRestAllowed) return { state: moved, events: [] };
  return startRest(moved, exercise, now, supersetRestSeconds(members));
}

/**
 * The clock moved on: a countdown that reached zero logs its set (at its end time, not now), a
 * rest that is over ends, and after a timed set the next one starts by itself. A phone that slept
 * through several of them wakes up where the session really is.
 */
function tick(state: PlayerState, now: number): Transition {
  let current = state;
  const events: PlayerEvent[] = [];
  while (!isFinished(current)) {
    const { work, rest } = current;
    if (work && work.pausedRemainingMs === null && now >= work.endsAt) {
      const done = completeSet(current, work.endsAt);
      events.push({ type: 'workEnded', lateByMs: now - work.endsAt }, ...done.events);
      current = chainWork(done.state, work.endsAt, events);
    } else if (rest && now >= rest.endsAt) {
      events.push({ type: 'restEnded', lateByMs: now - rest.endsAt });
      current = { ...current, rest: null };
      if (isTimed(findExercise(current, rest.afterExerciseId)))
        current = chainWork(current, rest.endsAt, events);
    } else {
      break;
    }
  }
  return { state: current, events };
}

function skipRest(state: PlayerState, now: number): Transition {
  if (!state.rest) return { state, events: [] };
  const events: PlayerEvent[] = [];
  const after = findExercise(state, state.rest.afterExerciseId);
  const next = { ...state, rest: null };
  return { state: isTimed(after) ? chainWork(next, now, events) : next, events };
}

/** The rest moved by `seconds` (±15); the ring's full length grows with it, never shrinks below what is left. */
function adjustRest(state: PlayerState, seconds: number, now: number): Transition {
  const { rest } = state;
  if (!rest) return { state, events: [] };
  const endsAt = rest.endsAt + seconds * 1000;
  if (endsAt <= now) return skipRest(state, now);
  const left = Math.ceil((endsAt - now) / 1000);
  const durationSeconds = Math.max(left, rest.durationSeconds + Math.max(0, seconds));
  return { state: { ...state, rest: { ...rest, endsAt, durationSeconds } }, events: [] };
}

/** Pure transition: the next state and what the screen should do about it. */
export function transition(state: PlayerState, action: PlayerAction): Transition {
  const unchanged: Transition = { state, events: [] };
  if (action.type === 'logSet') return { state: logSet(state, action), events: [] };
  if (isFinished(state)) return unchanged;

  switch (action.type) {
    case 'completeSet':
      return completeSet(state, action.now);
    case 'skipRest':
      return skipRest(state, action.now);
    case 'adjustRest':
      return adjustRest(state, action.seconds, action.now);
    case 'tick': {
      const result = tick(state, action.now);
      return result.events.length ? result : unchanged;
    }
    case 'startWork':
      return startWork(state, action.now);
    case 'pauseWork':
      return pauseWork(state, action.now);
    case 'resumeWork':
      return resumeWork(state, action.now);
    case 'skipExercise':
      return skipExercise(state, action.now);
    case 'selectExercise':
      if (state.circuit || state.rest || state.work || isExerciseComplete(state, action.exerciseId))
        return unchanged;
      return { state: { ...state, currentId: action.exerciseId, error: null }, events: [] };
    case 'switchToCircuit':
      if (state.mode === 'circuit') return unchanged;
      return {
        state: {
          ...state,
          mode: 'circuit',
          selection: [],
          circuit: null,
          work: null,
          isEditing: false,
          error: null,
        },
        events: [],
      };
    case 'switchToLinear': {
      if (state.mode === 'linear') return unchanged;
      const linear: PlayerState = {
        ...state,
        mode: 'linear',
        selection: [],
        circuit: null,
        work: null,
        error: null,
      };
      const currentId =
        linear.currentId !== null && !isExerciseComplete(linear, linear.currentId)
          ? linear.currentId
          : nextUnfinishedId(linear, linear.currentId);
      return { state: { ...linear, currentId }, events: [] };
    }
    case 'toggleCircuitSelection': {
      if (state.mode !== 'circuit' || state.circuit) return unchanged;
      if (isExerciseComplete(state, action.exerciseId)) return unchanged;
      const isSelected = state.selection.includes(action.exerciseId);
      const selection = isSelected
        ? state.selection.filter((id) => id !== action.exerciseId)
        : [...state.selection, action.exerciseId];
      return { state: { ...state, selection, error: null }, events: [] };
    }
    case 'startCircuit':
      return startCircuit(state);
    case 'setEditing':
      // Reordering a running circuit would change what "in order" means mid-loop.
      if (action.isEditing && (state.circuit || state.work)) return unchanged;
      return { state: { ...state, isEditing: action.isEditing }, events: [] };
    case 'reorder':
      if (state.circuit) return unchanged;
      return { state: reorder(state, action.activeId, action.overId), events: [] };
    case 'resetOrder':
      if (state.circuit) return unchanged;
      return resetOrder(state);
    case 'addExercise':
      return addExercise(state, action.exercise);
    case 'swapExercise':
      return swapExercise(state, action.exerciseId, action.replacement);
    case 'finishWorkout':
      return finishWorkout(state, action.now);
    case 'addWarmup':
      return addWarmup(state, action.exerciseId);
  }
}
