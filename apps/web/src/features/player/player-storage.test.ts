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

  it('reprend une séance avec un exercice ajouté et un remplacé, et une séance libre, en cours d’effort', () => {
    const storage = memoryStorage();
    const added = {
      ...EXERCISES[0]!,
      id: -99,
      exercise_id: 99,
      exercise_name: 'Gainage',
      duration_seconds: 20,
    };
    let edited = createPlayerState({ exercises: EXERCISES, now: T0, runId: 'r' });
    for (const action of [
      { type: 'addExercise', exercise: added },
      {
        type: 'swapExercise',
        exerciseId: 2,
        replacement: { ...EXERCISES[0]!, exercise_id: 55, exercise_name: 'Rowing' },
      },
    ] as const)
      edited = transition(edited, action).state;
    savePlayerState(KEY, edited, T0, storage);
    expect(loadPlayerState(KEY, EXERCISES, T0, storage)).toEqual(edited);

    const freeKey = playerStorageKey(3, 'free', 0);
    let free = createPlayerState({ exercises: [], isFree: true, now: T0, runId: 'f' });
    free = transition(free, { type: 'addExercise', exercise: added }).state;
    free = transition(free, { type: 'startWork', now: T0 + 1_000 }).state;
    savePlayerState(freeKey, free, T0 + 1_000, storage);
    const restored = loadPlayerState(freeKey, [], T0 + 2_000, storage);
    expect(restored).toEqual(free);
    expect(restored?.work?.endsAt).toBe(T0 + 21_000);
  });

  it('reprend un superset au milieu de sa manche, et une séance gardée d’avant la structure', () => {
    const storage = memoryStorage();
    const grouped = EXERCISES.map((exercise) => ({
      ...exercise,
      superset_group: 1,
      reps_max: 12,
      target_weight_kg: 40,
      target_rpe: 8,
      notes: 'prise serrée',
    }));
    const running = transition(createPlayerState({ exercises: grouped, now: T0, runId: 'r' }), {
      type: 'completeSet',
      now: T0,
    }).state;
    savePlayerState(KEY, running, T0, storage);
    const restored = loadPlayerState(KEY, grouped, T0, storage);
    expect(restored).toEqual(running);
    // A2 next, no rest between the members; its set ends the round.
    expect(restored?.currentId).toBe(2);
    expect(restored?.rest).toBeNull();
    expect(restored && transition(restored, { type: 'completeSet', now: T0 }).state.rest?.endsAt).toBe(
      T0 + 30_000,
    );

    // A run kept before issue 30: its exercises have none of the new fields, and still load.
    const before = createPlayerState({ exercises: EXERCISES, now: T0, runId: 'r' });
    savePlayerState(KEY, before, T0, storage);
    expect(loadPlayerState(KEY, EXERCISES, T0, storage)).toEqual(before);
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
