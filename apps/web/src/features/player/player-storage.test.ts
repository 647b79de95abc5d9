import { describe, expect, it } from 'vitest';
import { transition } from './player-machine.ts';
import { createPlayerState, type PlayerExercise } from './player-state.ts';
import {
  clearPlayerState,
  loadPlayerState,
  playerStorageKey,
  RUN_MAX_AGE_MS,
  savePlayerState,
} from './player-storage.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const EXERCISES: PlayerExercise[] = [1, 2].map((id) => ({
  id,
  exercise_id: id * 10,
  exercise_name: `Exercice ${id}`,
  muscle_group: 'Dos',
  sets: 2,
  reps: 10,
  duration_seconds: null,
  rest_seconds: 30,
}));
const T0 = 1_760_000_000_000;
const KEY = playerStorageKey(3, 'rich', 7);

describe('séance en cours gardée en local', () => {
  it('range la séance sous le membre : un autre membre ne la reprend pas', () => {
    expect(playerStorageKey(3, 'rich', 7)).toBe('elan:player:3:rich:7');
    expect(playerStorageKey(3, 'linear', 7)).toBe('elan:player:3:linear:7');
    const storage = memoryStorage();
    const state = createPlayerState({ exercises: EXERCISES, now: T0, runId: 'r' });
    savePlayerState(KEY, state, T0, storage);
    expect(loadPlayerState(playerStorageKey(4, 'rich', 7), EXERCISES, T0, storage)).toBeNull();
    expect(loadPlayerState(KEY, EXERCISES, T0, storage)).toEqual(state);
  });

  it('reprend la séance et son repos après un rechargement', () => {
    const storage = memoryStorage();
    const running = transition(createPlayerState({ exercises: EXERCISES, now: T0, runId: 'r' }), {
      type: 'completeSet',
      now: T0 + 1_000,
    }).state;
    savePlayerState(KEY, running, T0 + 1_000, storage);
    const restored = loadPlayerState(KEY, EXERCISES, T0 + 5_000, storage);
    expect(restored).toEqual(running);
    expect(restored?.rest?.endsAt).toBe(T0 + 31_000);
  });

  it('écarte une séance modifiée depuis, trop ancienne, illisible ou effacée', () => {
    const storage = memoryStorage();
    const state = createPlayerState({ exercises: EXERCISES, now: T0, runId: 'r' });
    savePlayerState(KEY, state, T0, storage);
    expect(loadPlayerState(KEY, [EXERCISES[0] as PlayerExercise], T0, storage)).toBeNull();
    expect(
      loadPlayerState(
        KEY,
        EXERCISES.map((exercise) => ({ ...exercise, sets: 3 })),
        T0,
        storage,
      ),
    ).toBeNull();
    expect(loadPlayerState(KEY, EXERCISES, T0 + RUN_MAX_AGE_MS + 1, storage)).toBeNull();
    storage.setItem(KEY, '{pas du json');
    expect(loadPlayerState(KEY, EXERCISES, T0, storage)).toBeNull();
    savePlayerState(KEY, state, T0, storage);
    clearPlayerState(KEY, storage);
    expect(loadPlayerState(KEY, EXERCISES, T0, storage)).toBeNull();
  });
});
