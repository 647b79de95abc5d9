import { describe, expect, it } from 'vitest';
import { transition } from './player-machine.ts';
import { createPlayerState, type PlayerExercise } from './player-state.ts';
import {
  clearPlayerState,
  loadPlayerState,
  playerStorageKey,
  RUN_MAX_AGE_MS,
  resumeOrCreateRun,
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
    expect(loadPlayerState(playerStorageKey(4, 'rich', 7), T0, storage)).toBeNull();
    expect(loadPlayerState(KEY, T0, storage)).toEqual(state);
  });

  it('reprend la séance et son repos après un rechargement', () => {
    const storage = memoryStorage();
    const running = transition(createPlayerState({ exercises: EXERCISES, now: T0, runId: 'r' }), {
      type: 'completeSet',
      now: T0 + 1_000,
    }).state;
    savePlayerState(KEY, running, T0 + 1_000, storage);
    const restored = loadPlayerState(KEY, T0 + 5_000, storage);
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
    expect(loadPlayerState(KEY, T0, storage)).toEqual(edited);

    const freeKey = playerStorageKey(3, 'free', 0);
    let free = createPlayerState({ exercises: [], isFree: true, now: T0, runId: 'f' });
    free = transition(free, { type: 'addExercise', exercise: added }).state;
    free = transition(free, { type: 'startWork', now: T0 + 1_000 }).state;
    savePlayerState(freeKey, free, T0 + 1_000, storage);
    const restored = loadPlayerState(freeKey, T0 + 2_000, storage);
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
    const restored = loadPlayerState(KEY, T0, storage);
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
    expect(loadPlayerState(KEY, T0, storage)).toEqual(before);
  });

  it('reprend la séance telle qu’elle a commencé, même si ses exercices ont changé depuis (issue 30)', () => {
    const storage = memoryStorage();
    const started = transition(createPlayerState({ exercises: EXERCISES, now: T0, runId: 'r' }), {
      type: 'completeSet',
      now: T0,
    }).state;
    savePlayerState(KEY, started, T0, storage);
    // The creator removed an exercise and gave the other three sets meanwhile.
    const edited = [{ ...(EXERCISES[1] as PlayerExercise), sets: 3 }];
    const run = resumeOrCreateRun(KEY, { exercises: edited, now: T0 + 1_000, runId: 'new' }, storage);
    expect(run.isResumed).toBe(true);
    expect(run.state).toEqual(started);
    expect(run.state.exercises.map((exercise) => [exercise.id, exercise.sets])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    // Nothing stored: a new run of the session as it is now.
    clearPlayerState(KEY, storage);
    const fresh = resumeOrCreateRun(KEY, { exercises: edited, now: T0, runId: 'new' }, storage);
    expect(fresh.isResumed).toBe(false);
    expect(fresh.state.runId).toBe('new');
    expect(fresh.state.exercises).toEqual(edited);
  });

  it('écarte une séance trop ancienne, illisible ou effacée', () => {
    const storage = memoryStorage();
    const state = createPlayerState({ exercises: EXERCISES, now: T0, runId: 'r' });
    savePlayerState(KEY, state, T0, storage);
    expect(loadPlayerState(KEY, T0 + RUN_MAX_AGE_MS + 1, storage)).toBeNull();
    storage.setItem(KEY, '{pas du json');
    expect(loadPlayerState(KEY, T0, storage)).toBeNull();
    savePlayerState(KEY, state, T0, storage);
    clearPlayerState(KEY, storage);
    expect(loadPlayerState(KEY, T0, storage)).toBeNull();
  });
});
