import { describe, expect, it } from 'vitest';
import { rpeOptionLabel } from './components/set-extras.tsx';
import { progress, setLog } from './player-queries.ts';
import { createPlayerState } from './player-state.ts';
import { complete, exercise, run, start, T0 } from './player-test-fixtures.ts';

describe('journal des séries', () => {
  it('ne pré-remplit aucune charge pour un exercice au poids du corps ou chronométré', () => {
    const state = createPlayerState({
      exercises: [
        exercise(1, { exercise_name: 'Pompes' }),
        exercise(2, { exercise_name: 'Gainage', duration_seconds: 30 }),
        exercise(3, { exercise_name: 'Squat barre' }),
      ],
      lastSets: [10, 20, 30].map((exercise_id) => ({
        exercise_id,
        sets: [{ set_number: 1, reps: 10, weight_kg: 12.5 }],
      })),
      now: T0,
      runId: 'run-1',
    });
    expect(state.sets['1']?.map((entry) => [entry.reps, entry.weight_kg])).toEqual([
      [10, null],
      [10, null],
    ]);
    expect(state.sets['2']?.[0]?.weight_kg).toBeNull();
    expect(state.sets['3']?.[0]?.weight_kg).toBe(12.5);
  });

  it('pré-remplit les séries de travail depuis celles de la dernière fois, échauffements à part', () => {
    const state = createPlayerState({
      exercises: [exercise(1, { sets: 2, exercise_name: 'Développé couché' })],
      lastSets: [
        {
          exercise_id: 10,
          sets: [
            { set_number: 1, reps: 10, weight_kg: 20, set_type: 'warmup' },
            { set_number: 2, reps: 8, weight_kg: 60, set_type: 'normal' },
            { set_number: 3, reps: 6, weight_kg: 65, set_type: 'normal' },
          ],
        },
      ],
      now: T0,
      runId: 'run-1',
    });
    expect(state.sets['1']?.map((entry) => [entry.reps, entry.weight_kg])).toEqual([
      [8, 60],
      [6, 65],
    ]);
  });

  it('pré-remplit depuis la dernière fois et garde ce que le membre saisit', () => {
    const state = createPlayerState({
      exercises: [
        exercise(1, { sets: 3, exercise_name: 'Développé couché' }),
        exercise(2, { duration_seconds: 30 }),
      ],
      lastSets: [
        {
          exercise_id: 10,
          sets: [
            { set_number: 1, reps: 10, weight_kg: 40 },
            { set_number: 2, reps: 8, weight_kg: 42.5 },
          ],
        },
      ],
      now: T0,
      runId: 'run-1',
    });
    expect(state.sets['1']?.map((entry) => [entry.reps, entry.weight_kg])).toEqual([
      [10, 40],
      [8, 42.5],
      [8, 42.5],
    ]);
    // A timed exercise has no reps to pre-fill.
    expect(state.sets['2']?.[0]).toEqual({
      reps: null,
      weight_kg: null,
      status: 'pending',
      set_type: 'normal',
      rpe: null,
      duration_seconds: null,
    });

    const logged = run(
      state,
      { type: 'logSet', exerciseId: 1, setNumber: 1, reps: 11, weight_kg: 45 },
      { type: 'logSet', exerciseId: 1, setNumber: 2, weight_kg: null },
      { type: 'logSet', exerciseId: 1, setNumber: 9, reps: 3 },
      complete(),
    ).state;
    expect(logged.sets['1']?.[0]).toEqual({
      reps: 11,
      weight_kg: 45,
      status: 'done',
      set_type: 'normal',
      rpe: null,
      duration_seconds: null,
    });
    expect(logged.sets['1']?.[1]).toEqual({
      reps: 8,
      weight_kg: null,
      status: 'pending',
      set_type: 'normal',
      rpe: null,
      duration_seconds: null,
    });
  });

  it('numérote les séries d’un exercice présent deux fois sans doublon', () => {
    const twice = start([exercise(1, { sets: 1 }), exercise(2, { sets: 1, exercise_id: 10 })]);
    const { state } = run(twice, complete(), complete());
    expect(setLog(state).map((set) => `${set.exercise_id}:${set.set_number}`)).toEqual(['10:1', '10:2']);
  });

  it('une séance sans exercice est finie d’emblée', () => {
    const empty = start([]);
    expect(empty.finishedAt).toBe(T0);
    expect(progress(empty).percent).toBe(100);
  });

  it('garde le type de série et le RPE choisis, que le journal envoie (un passé n’a pas de RPE)', () => {
    const { state } = run(
      start([exercise(1, { sets: 3 })]),
      { type: 'logSet', exerciseId: 1, setNumber: 1, set_type: 'warmup' },
      { type: 'logSet', exerciseId: 1, setNumber: 2, set_type: 'failure', rpe: 9.5 },
      { type: 'logSet', exerciseId: 1, setNumber: 3, rpe: 8 },
      complete(),
      complete(),
      { type: 'skipExercise', now: T0 },
    );
    expect(setLog(state).map((set) => [set.set_number, set.status, set.set_type, set.rpe])).toEqual([
      [1, 'done', 'warmup', null],
      [2, 'done', 'failure', 9.5],
      [3, 'skipped', 'normal', null],
    ]);
  });

  it('montre le RPE avec son équivalent en répétitions en réserve', () => {
    expect(rpeOptionLabel(8.5)).toBe('RPE 8,5 · RIR 1,5');
    expect(rpeOptionLabel(10)).toBe('RPE 10 · RIR 0');
  });
});
