import { describe, expect, it } from 'vitest';
import type { PlayerAction } from './player-actions.ts';
import { CIRCUIT_RULE_TEXT } from './player-circuit.ts';
import { transition } from './player-machine.ts';
import { completedSets } from './player-queries.ts';
import { complete, exercise, run, start, T0 } from './player-test-fixtures.ts';

describe('circuit', () => {
  const circuitOf = (...ids: number[]) =>
    run(
      start(),
      { type: 'switchToCircuit' },
      ...ids.map((id): PlayerAction => ({ type: 'toggleCircuitSelection', exerciseId: id })),
      { type: 'startCircuit' },
    );

  it('refuse un circuit de moins de 2 exercices', () => {
    const { state } = circuitOf(1);
    expect(state.circuit).toBeNull();
    expect(state.error).toBe(CIRCUIT_RULE_TEXT);
    expect(state.error).toBe('Sélectionnez au moins 2 exercices pour un circuit');
  });

  it('refuse les exercices déjà terminés dans la sélection', () => {
    const { state } = run(
      start(),
      { type: 'skipExercise', now: T0 },
      { type: 'switchToCircuit' },
      { type: 'toggleCircuitSelection', exerciseId: 1 },
      { type: 'toggleCircuitSelection', exerciseId: 2 },
      { type: 'startCircuit' },
    );
    expect(state.selection).toEqual([2]);
    expect(state.error).toBe(CIRCUIT_RULE_TEXT);
  });

  it('enchaîne une série de chaque, dans l’ordre, avec repos entre chaque', () => {
    const started = circuitOf(3, 1);
    expect(started.state.circuit).toEqual([1, 3]);
    expect(started.state.currentId).toBe(1);

    const first = transition(started.state, complete(T0));
    expect(first.state.currentId).toBe(3);
    expect(first.state.rest?.afterExerciseId).toBe(1);
    expect(first.events).toEqual([{ type: 'restStarted', endsAt: T0 + 15_000 }]);

    const second = run(first.state, { type: 'skipRest', now: T0 }, complete(T0));
    expect(second.state.currentId).toBe(1);
    expect(completedSets(second.state, 1)).toBe(1);
    expect(completedSets(second.state, 3)).toBe(1);
    expect(second.state.rest).not.toBeNull();
  });

  it('revient en linéaire avec un événement de réussite, puis au prochain non terminé', () => {
    const { state, events } = run(
      circuitOf(1, 3).state,
      complete(),
      { type: 'skipRest', now: T0 },
      complete(),
      { type: 'skipRest', now: T0 },
      complete(),
      { type: 'skipRest', now: T0 },
      complete(),
    );
    expect(events).toContainEqual({ type: 'circuitCompleted' });
    expect(state.mode).toBe('linear');
    expect(state.circuit).toBeNull();
    expect(state.selection).toEqual([]);
    expect(state.rest).toBeNull();
    expect(state.currentId).toBe(2);
  });

  it('boucle sur l’exercice restant quand les autres sont finis', () => {
    const uneven = run(
      start([exercise(1, { sets: 1 }), exercise(2, { sets: 3 })]),
      { type: 'switchToCircuit' },
      { type: 'toggleCircuitSelection', exerciseId: 1 },
      { type: 'toggleCircuitSelection', exerciseId: 2 },
      { type: 'startCircuit' },
      complete(),
      { type: 'skipRest', now: T0 },
      complete(),
    );
    expect(uneven.state.currentId).toBe(2);
    expect(uneven.state.rest?.afterExerciseId).toBe(2);
  });

  it('finit la séance quand le circuit couvrait tout (l’écran de fin suffit, pas de toast)', () => {
    const { state, events } = run(
      start([exercise(1, { sets: 1 }), exercise(2, { sets: 1 })]),
      { type: 'switchToCircuit' },
      { type: 'toggleCircuitSelection', exerciseId: 1 },
      { type: 'toggleCircuitSelection', exerciseId: 2 },
      { type: 'startCircuit' },
      complete(),
      { type: 'skipRest', now: T0 },
      complete(),
    );
    expect(events.map((event) => event.type)).toEqual(['restStarted', 'finished']);
    expect(state.finishedAt).not.toBeNull();
  });

  it('passer un exercice du circuit continue le circuit sans repos', () => {
    const { state } = run(circuitOf(1, 2, 3).state, { type: 'skipExercise', now: T0 });
    expect(completedSets(state, 1)).toBe(2);
    expect(state.currentId).toBe(2);
    expect(state.rest).toBeNull();
    expect(state.circuit).toEqual([1, 2, 3]);
  });

  it('repasser en linéaire vide la sélection et arrête le circuit', () => {
    const selecting = run(
      start(),
      { type: 'switchToCircuit' },
      { type: 'toggleCircuitSelection', exerciseId: 1 },
    );
    expect(selecting.state.selection).toEqual([1]);
    const linear = transition(selecting.state, { type: 'switchToLinear' }).state;
    expect(linear.mode).toBe('linear');
    expect(linear.selection).toEqual([]);

    const running = circuitOf(2, 3).state;
    const stopped = transition(running, { type: 'switchToLinear' }).state;
    expect(stopped.circuit).toBeNull();
    expect(stopped.selection).toEqual([]);
    expect(stopped.currentId).toBe(2);
  });

  it('ne valide pas de série pendant le choix du circuit', () => {
    const selecting = run(start(), { type: 'switchToCircuit' }).state;
    expect(transition(selecting, complete()).state).toBe(selecting);
  });
});
