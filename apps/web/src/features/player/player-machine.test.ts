import { describe, expect, it } from 'vitest';
import { transition } from './player-machine.ts';
import {
  completedSets,
  currentSetNumber,
  doneExerciseCount,
  doneSetCount,
  durationMinutes,
  hasProgress,
  isInProgress,
  progress,
  restRemainingSeconds,
  setLog,
} from './player-queries.ts';
import { complete, exercise, run, start, T0 } from './player-test-fixtures.ts';

describe('lecteur linéaire', () => {
  it('commence au premier exercice, série 1', () => {
    const state = start();
    expect(state.currentId).toBe(1);
    expect(currentSetNumber(state, 1)).toBe(1);
    expect(progress(state)).toEqual({ done: 0, skipped: 0, total: 6, percent: 0 });
    expect(isInProgress(state)).toBe(false);
  });

  it('lance le repos de l’exercice après une série quand il en reste, et incrémente la série', () => {
    const { state, events } = run(start(), complete(T0 + 30_000));
    expect(state.currentId).toBe(1);
    expect(completedSets(state, 1)).toBe(1);
    expect(currentSetNumber(state, 1)).toBe(2);
    expect(state.rest).toEqual({ endsAt: T0 + 45_000, durationSeconds: 15, afterExerciseId: 1 });
    expect(events).toEqual([{ type: 'restStarted', endsAt: T0 + 45_000 }]);
    expect(isInProgress(state)).toBe(true);
  });

  it('passe à l’exercice suivant sans repos après la dernière série', () => {
    const { state } = run(start(), complete(), { type: 'skipRest', now: T0 }, complete());
    expect(state.currentId).toBe(2);
    expect(state.rest).toBeNull();
    expect(currentSetNumber(state, 2)).toBe(1);
  });

  it('affiche la fin après la dernière série du dernier exercice', () => {
    const two = start([exercise(1, { sets: 1 }), exercise(2, { sets: 1 })]);
    const { state, events } = run(two, complete(T0 + 60_000), complete(T0 + 26 * 60_000));
    expect(state.finishedAt).toBe(T0 + 26 * 60_000);
    expect(state.currentId).toBeNull();
    expect(events).toContainEqual({ type: 'finished', durationMinutes: 26 });
    // Finished but not yet handed to the summary: quitting would still lose it.
    expect(isInProgress(state)).toBe(false);
    expect(hasProgress(state)).toBe(true);
    expect(progress(state).percent).toBe(100);
  });

  it('ne lance pas de repos pour un exercice à 0 s de repos', () => {
    const { state, events } = run(start([exercise(1, { rest_seconds: 0 }), exercise(2)]), complete());
    expect(state.rest).toBeNull();
    expect(events).toEqual([]);
    expect(completedSets(state, 1)).toBe(1);
  });
});

describe('repos calculé depuis l’heure de fin', () => {
  it('reste juste quand le téléphone se verrouille (le temps saute)', () => {
    const { state } = run(start(), complete(T0));
    expect(restRemainingSeconds(state, T0)).toBe(15);
    expect(restRemainingSeconds(state, T0 + 200)).toBe(15);
    expect(restRemainingSeconds(state, T0 + 1_000)).toBe(14);
    // No tick for 9.5 s (screen locked, tab asleep): the countdown is still exact on wake.
    expect(restRemainingSeconds(state, T0 + 10_500)).toBe(5);
    // Woken long after the end: 0, and the first tick ends the rest, saying how late it is.
    expect(restRemainingSeconds(state, T0 + 600_000)).toBe(0);
    const woken = transition(state, { type: 'tick', now: T0 + 600_000 });
    expect(woken.state.rest).toBeNull();
    expect(woken.events).toEqual([{ type: 'restEnded', lateByMs: 600_000 - 15_000 }]);
  });

  it('un repos vu finir à l’écran arrive presque à l’heure', () => {
    const { state } = run(start(), complete(T0));
    const ended = transition(state, { type: 'tick', now: T0 + 15_200 });
    expect(ended.events).toEqual([{ type: 'restEnded', lateByMs: 200 }]);
  });

  it('un tick avant la fin ne change rien', () => {
    const { state } = run(start(), complete(T0));
    const ticked = transition(state, { type: 'tick', now: T0 + 14_999 });
    expect(ticked.state).toBe(state);
    expect(ticked.events).toEqual([]);
  });

  it('passer le repos le termine sans signal sonore', () => {
    const { state, events } = run(start(), complete(T0), { type: 'skipRest', now: T0 });
    expect(state.rest).toBeNull();
    expect(events.map((event) => event.type)).toEqual(['restStarted']);
  });
});

describe('plafonds', () => {
  it('ne compte jamais plus de séries que prévu', () => {
    let state = start([exercise(1, { sets: 2 })]);
    state = run(state, complete(), { type: 'skipRest', now: T0 }, complete()).state;
    expect(state.finishedAt).not.toBeNull();
    const again = run(state, complete(), complete(), { type: 'skipExercise', now: T0 });
    expect(again.state).toBe(state);
    expect(completedSets(again.state, 1)).toBe(2);
    expect(progress(again.state)).toEqual({ done: 2, skipped: 0, total: 2, percent: 100 });
  });

  it('borne la durée entre 1 et 600 minutes', () => {
    const state = start();
    expect(durationMinutes(state, T0 + 5_000)).toBe(1);
    expect(durationMinutes(state, T0 + 25 * 60_000)).toBe(25);
    expect(durationMinutes(state, T0 + 48 * 60 * 60_000)).toBe(600);
  });
});

describe('passer l’exercice', () => {
  it('marque toutes ses séries faites et saute au prochain non terminé', () => {
    const { state } = run(start(), complete(), { type: 'skipExercise', now: T0 });
    expect(completedSets(state, 1)).toBe(2);
    expect(state.rest).toBeNull();
    expect(state.currentId).toBe(2);
    expect(progress(state).done).toBe(2);
    expect(doneSetCount(state)).toBe(1);
    expect(setLog(state)).toEqual([
      {
        exercise_id: 10,
        set_number: 1,
        reps: 12,
        weight_kg: null,
        status: 'done',
        set_type: 'normal',
        rpe: null,
        duration_seconds: null,
        planned_exercise_id: null,
      },
      {
        exercise_id: 10,
        set_number: 2,
        reps: null,
        weight_kg: null,
        status: 'skipped',
        set_type: 'normal',
        rpe: null,
        duration_seconds: null,
        planned_exercise_id: null,
      },
    ]);
  });

  it('revient à un exercice laissé de côté plus haut dans la liste', () => {
    const { state } = run(
      start(),
      { type: 'selectExercise', exerciseId: 2 },
      { type: 'skipExercise', now: T0 },
      { type: 'skipExercise', now: T0 },
    );
    expect(state.currentId).toBe(1);
  });

  it('termine la séance quand c’était le dernier exercice', () => {
    const { state, events } = run(start([exercise(1)]), { type: 'skipExercise', now: T0 + 60_000 });
    expect(state.finishedAt).toBe(T0 + 60_000);
    expect(events.at(-1)).toEqual({ type: 'finished', durationMinutes: 1 });
  });
});

describe('réordonner', () => {
  it('déplace un exercice, et le linéaire suit le nouvel ordre', () => {
    const { state } = run(
      start(),
      { type: 'setEditing', isEditing: true },
      { type: 'reorder', activeId: 3, overId: 2 },
      { type: 'setEditing', isEditing: false },
      complete(),
      { type: 'skipRest', now: T0 },
      complete(),
    );
    expect(state.exercises.map((item) => item.id)).toEqual([1, 3, 2]);
    expect(state.currentId).toBe(3);
  });

  it('réinitialise l’ordre d’origine avec un événement', () => {
    const moved = run(start(), { type: 'reorder', activeId: 1, overId: 3 }).state;
    expect(moved.exercises.map((item) => item.id)).toEqual([2, 3, 1]);
    const { state, events } = transition(moved, { type: 'resetOrder' });
    expect(state.exercises.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(events).toEqual([{ type: 'orderReset' }]);
  });

  it('garde les séries faites après un déplacement', () => {
    const { state } = run(start(), complete(), { type: 'reorder', activeId: 1, overId: 3 });
    expect(completedSets(state, 1)).toBe(1);
  });

  it('ne réordonne pas un circuit en cours', () => {
    const running = run(
      start(),
      { type: 'switchToCircuit' },
      { type: 'toggleCircuitSelection', exerciseId: 1 },
      { type: 'toggleCircuitSelection', exerciseId: 2 },
      { type: 'startCircuit' },
    ).state;
    expect(transition(running, { type: 'reorder', activeId: 1, overId: 3 }).state).toBe(running);
    expect(transition(running, { type: 'setEditing', isEditing: true }).state).toBe(running);
  });
});

describe('la fin compte ce qui a été fait', () => {
  it('5 séries faites puis 4 exercices passés : 18/18 traitées dont 13 passées, 5 séries et 1 exercice faits', () => {
    const plan = [
      exercise(1, { sets: 5 }),
      exercise(2, { sets: 4 }),
      exercise(3, { sets: 3 }),
      exercise(4, { sets: 3 }),
      exercise(5, { sets: 3 }),
    ];
    const skip = { type: 'skipExercise', now: T0 } as const;
    const rest = { type: 'skipRest', now: T0 } as const;
    const { state } = run(
      start(plan),
      ...[1, 2, 3, 4].flatMap(() => [complete(), rest]),
      complete(),
      skip,
      skip,
      skip,
      skip,
    );
    expect(state.finishedAt).not.toBeNull();
    expect(progress(state)).toEqual({ done: 18, skipped: 13, total: 18, percent: 100 });
    expect(doneSetCount(state)).toBe(5);
    expect(doneExerciseCount(state)).toBe(1);
  });

  it('un exercice commencé puis passé compte comme fait', () => {
    const { state } = run(start(), complete(), { type: 'skipExercise', now: T0 });
    expect(progress(state)).toMatchObject({ done: 2, skipped: 1 });
    expect(doneSetCount(state)).toBe(1);
    expect(doneExerciseCount(state)).toBe(1);
  });
});
