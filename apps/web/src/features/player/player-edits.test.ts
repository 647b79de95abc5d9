import { describe, expect, it } from 'vitest';
import { addedExerciseId } from './player-edits.ts';
import { doneSetCount, progress, setLog } from './player-queries.ts';
import { createPlayerState, type PlayerExercise } from './player-state.ts';
import { complete, exercise, run, start, T0 } from './player-test-fixtures.ts';

/** Issue 13: « Ajouter un exercice », « Remplacer » and free workouts change this run only. */
const catalogue = (exerciseId: number, name: string): PlayerExercise => ({
  id: addedExerciseId(exerciseId),
  exercise_id: exerciseId,
  exercise_name: name,
  muscle_group: 'Jambes',
  sets: 2,
  reps: 10,
  duration_seconds: null,
  rest_seconds: 60,
});

describe('séance libre', () => {
  it('commence vide sans être finie, s’enrichit, attend « Terminer la séance »', () => {
    const free = createPlayerState({ exercises: [], isFree: true, now: T0, runId: 'free-1' });
    expect(free.finishedAt).toBeNull();
    expect(free.currentId).toBeNull();
    expect(progress(free)).toEqual({ done: 0, skipped: 0, total: 0, percent: 0 });
    const added = run(
      free,
      { type: 'addExercise', exercise: catalogue(7, 'Squat') },
      { type: 'addExercise', exercise: catalogue(9, 'Fentes') },
      // The same exercise twice would log the same set numbers: refused.
      { type: 'addExercise', exercise: catalogue(7, 'Squat') },
    ).state;
    expect(added.exercises.map((item) => item.exercise_name)).toEqual(['Squat', 'Fentes']);
    expect(added.currentId).toBe(-7);
    // Every set done: not finished, the member may add more.
    const allDone = run(added, complete(T0), complete(T0), complete(T0), complete(T0)).state;
    expect(allDone.finishedAt).toBeNull();
    expect(allDone.currentId).toBeNull();
    expect(doneSetCount(allDone)).toBe(4);
    const { state, events } = run(allDone, { type: 'finishWorkout', now: T0 + 35 * 60_000 });
    expect(state.finishedAt).toBe(T0 + 35 * 60_000);
    expect(events).toEqual([{ type: 'finished', durationMinutes: 35 }]);
  });

  it('« Terminer la séance » passe ce qui reste ; une séance de programme ne l’accepte pas', () => {
    const free = createPlayerState({ exercises: [], isFree: true, now: T0, runId: 'free-2' });
    const { state } = run(free, { type: 'addExercise', exercise: catalogue(7, 'Squat') }, complete(T0), {
      type: 'finishWorkout',
      now: T0 + 60_000,
    });
    expect(setLog(state).map((set) => [set.exercise_id, set.set_number, set.status])).toEqual([
      [7, 1, 'done'],
      [7, 2, 'skipped'],
    ]);
    const planned = start();
    expect(run(planned, { type: 'finishWorkout', now: T0 }).state).toBe(planned);
  });
});

describe('ajouter et remplacer pendant une séance', () => {
  it('ajoute un exercice à la fin d’une séance de programme, sans changer les autres', () => {
    const { state } = run(start([exercise(1, { sets: 1 })]), {
      type: 'addExercise',
      exercise: catalogue(99, 'Gainage'),
    });
    expect(state.exercises.map((item) => item.id)).toEqual([1, -99]);
    const done = run(state, complete(T0), complete(T0), complete(T0)).state;
    expect(done.finishedAt).toBe(T0);
    expect(setLog(done).map((set) => set.exercise_id)).toEqual([10, 99, 99]);
  });

  it('remplace un exercice pas encore commencé : le journal garde l’exercice fait et celui prévu', () => {
    const swapped = run(start([exercise(1, { sets: 1 }), exercise(2, { sets: 1 })]), {
      type: 'swapExercise',
      exerciseId: 2,
      replacement: catalogue(55, 'Presse à cuisses'),
    }).state;
    expect(swapped.exercises[1]).toMatchObject({
      id: 2,
      exercise_id: 55,
      exercise_name: 'Presse à cuisses',
      sets: 1,
      planned_exercise_id: 20,
    });
    const { state } = run(swapped, complete(T0), complete(T0));
    expect(setLog(state).map((set) => [set.exercise_id, set.planned_exercise_id])).toEqual([
      [10, null],
      [55, 20],
    ]);
    // Swapping back to the planned exercise leaves nothing to note.
    const back = run(swapped, {
      type: 'swapExercise',
      exerciseId: 2,
      replacement: catalogue(20, 'Exercice 2'),
    }).state;
    expect(back.exercises[1]).toMatchObject({ exercise_id: 20, planned_exercise_id: null });
  });

  it('ne remplace ni un exercice commencé, ni par un exercice déjà dans la séance', () => {
    const started = run(start(), complete(T0)).state;
    expect(
      run(started, { type: 'swapExercise', exerciseId: 1, replacement: catalogue(55, 'Presse') }).state,
    ).toBe(started);
    expect(
      run(started, { type: 'swapExercise', exerciseId: 2, replacement: catalogue(30, 'Exercice 3') }).state,
    ).toBe(started);
  });
});
