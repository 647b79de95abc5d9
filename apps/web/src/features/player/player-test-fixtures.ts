import type { PlayerAction, PlayerEvent } from './player-actions.ts';
import { transition } from './player-machine.ts';
import { createPlayerState, type PlayerExercise, type PlayerState } from './player-state.ts';

/** A run, its exercises and a way to play actions on it, for the player's unit tests. */

export const T0 = Date.UTC(2026, 4, 12, 8, 0, 0);

export function exercise(id: number, overrides: Partial<PlayerExercise> = {}): PlayerExercise {
  return {
    id,
    exercise_id: id * 10,
    exercise_name: `Exercice ${id}`,
    muscle_group: 'Jambes',
    sets: 2,
    reps: 12,
    duration_seconds: null,
    rest_seconds: 15,
    ...overrides,
  };
}

export function start(exercises: PlayerExercise[] = [exercise(1), exercise(2), exercise(3)]): PlayerState {
  return createPlayerState({ exercises, now: T0, runId: 'run-1' });
}

/** Applies actions in order; returns the last state and every event on the way. */
export function run(
  state: PlayerState,
  ...actions: PlayerAction[]
): { state: PlayerState; events: PlayerEvent[] } {
  const events: PlayerEvent[] = [];
  let current = state;
  for (const action of actions) {
    const result = transition(current, action);
    current = result.state;
    events.push(...result.events);
  }
  return { state: current, events };
}

export const complete = (now = T0): PlayerAction => ({ type: 'completeSet', now });
