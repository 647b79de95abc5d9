import { describe, expect, it } from 'vitest';
import { completedSets, entriesOf } from './player-queries.ts';
import { createPlayerState, type PlayerExercise, type PlayerState } from './player-state.ts';
import { supersetLabelsById } from './player-superset.ts';
import { complete, exercise, run, start, T0 } from './player-test-fixtures.ts';

const skipRest = { type: 'skipRest', now: T0 } as const;

function createPlayerStateWith(
  exercises: PlayerExercise[],
  lastSets: Parameters<typeof createPlayerState>[0]['lastSets'],
) {
  return createPlayerState({ exercises, lastSets, now: T0, runId: 'run-1' });
}

/** A1 (2 sets, rest 60 s) and A2 (2 sets, rest 90 s) grouped, then a lone exercise 3. */
function superset(overrides: { a1Sets?: number; a2Sets?: number } = {}) {
  return start([
    exercise(1, { sets: overrides.a1Sets ?? 2, rest_seconds: 60, superset_group: 1 }),
    exercise(2, { sets: overrides.a2Sets ?? 2, rest_seconds: 90, superset_group: 1 }),
    exercise(3, { sets: 2, rest_seconds: 30 }),
  ]);
}

/** The exercises the member is asked to do, one per set validated, skipping every rest. */
function order(state: PlayerState, sets: number): number[] {
  const seen: number[] = [];
  let current = state;
  for (let step = 0; step < sets; step += 1) {
    if (current.currentId === null) break;
    seen.push(current.currentId);
    current = run(current, complete(), skipRest).state;
  }
  return seen;
}

describe('superset dans le lecteur', () => {
  it('enchaîne A1, A2, A1, A2 puis l’exercice suivant', () => {
    expect(order(superset(), 6)).toEqual([1, 2, 1, 2, 3, 3]);
  });

  it('ne lance aucun repos entre A1 et A2, le repos du groupe après A2', () => {
    const afterA1 = run(superset(), complete(T0));
    expect(afterA1.state.currentId).toBe(2);
    expect(afterA1.state.rest).toBeNull();
    expect(afterA1.events).toEqual([]);
    const afterA2 = run(afterA1.state, complete(T0 + 40_000));
    // The longest rest of the group's members: A2's 90 s, not A1's 60 s.
    expect(afterA2.state.rest).toEqual({ endsAt: T0 + 130_000, durationSeconds: 90, afterExerciseId: 2 });
    expect(afterA2.events).toEqual([{ type: 'restStarted', endsAt: T0 + 130_000 }]);
    expect(afterA2.state.currentId).toBe(1);
  });

  it('passe à l’exercice suivant sans repos après la dernière manche', () => {
    const { state, events } = run(superset(), complete(), complete(), skipRest, complete(), complete());
    expect(state.currentId).toBe(3);
    expect(state.rest).toBeNull();
    expect(events).toEqual([{ type: 'restStarted', endsAt: T0 + 90_000 }]);
  });

  it('un membre avec moins de séries quitte les manches suivantes', () => {
    expect(order(superset({ a1Sets: 3, a2Sets: 1 }), 6)).toEqual([1, 2, 1, 1, 3, 3]);
    expect(order(superset({ a1Sets: 1, a2Sets: 3 }), 6)).toEqual([1, 2, 2, 2, 3, 3]);
    // A2 alone in its rounds: still the group's rest between them.
    const { state } = run(superset({ a1Sets: 1, a2Sets: 3 }), complete(T0), complete(T0));
    expect(state.rest?.durationSeconds).toBe(90);
    expect(state.currentId).toBe(2);
  });

  it('trois membres (A1, A2, A3) : un seul repos par manche', () => {
    const giant = start([
      exercise(1, { superset_group: 4 }),
      exercise(2, { superset_group: 4 }),
      exercise(3, { superset_group: 4 }),
    ]);
    const round = run(giant, complete(), complete(), complete());
    expect(round.events.filter((event) => event.type === 'restStarted')).toHaveLength(1);
    expect(round.state.currentId).toBe(1);
    expect(order(giant, 6)).toEqual([1, 2, 3, 1, 2, 3]);
  });

  it('passer un membre continue la manche avec le suivant, sans repos', () => {
    const { state } = run(superset(), { type: 'skipExercise', now: T0 });
    expect(state.currentId).toBe(2);
    expect(state.rest).toBeNull();
    expect(entriesOf(state, 1).map((entry) => entry.status)).toEqual(['skipped', 'skipped']);
    // A2 alone afterwards: its sets, the group's rest between them, then exercise 3.
    expect(order(state, 3)).toEqual([2, 2, 3]);
  });

  it('passer le dernier membre revient au premier qui a encore des séries', () => {
    const { state } = run(superset(), complete(), { type: 'skipExercise', now: T0 });
    expect(state.currentId).toBe(1);
    expect(state.rest).toBeNull();
  });

  it('un exercice seul dans son groupe (ou séparé par l’édition) court seul', () => {
    const lone = start([exercise(1, { superset_group: 1 }), exercise(2), exercise(3, { superset_group: 1 })]);
    expect(order(lone, 4)).toEqual([1, 1, 2, 2]);
    expect(supersetLabelsById(lone.exercises).size).toBe(0);
    const moved = run(superset(), { type: 'reorder', activeId: 2, overId: 3 }).state;
    expect(moved.exercises.map((item) => item.id)).toEqual([1, 3, 2]);
    expect(order(moved, 2)).toEqual([1, 1]);
  });

  it('étiquette A1, A2, puis B1, B2 pour un second groupe', () => {
    const two = start([
      exercise(1, { superset_group: 7 }),
      exercise(2, { superset_group: 7 }),
      exercise(3),
      exercise(4, { superset_group: 2 }),
      exercise(5, { superset_group: 2 }),
    ]);
    expect([...supersetLabelsById(two.exercises)]).toEqual([
      [1, 'A1'],
      [2, 'A2'],
      [4, 'B1'],
      [5, 'B2'],
    ]);
  });

  it('un circuit ignore les groupes : une série de chaque exercice choisi, repos entre chacun', () => {
    const circuit = run(
      superset(),
      { type: 'switchToCircuit' },
      { type: 'toggleCircuitSelection', exerciseId: 1 },
      { type: 'toggleCircuitSelection', exerciseId: 2 },
      { type: 'toggleCircuitSelection', exerciseId: 3 },
      { type: 'startCircuit' },
    ).state;
    const afterA1 = run(circuit, complete(T0));
    // The circuit's own rule: the exercise's own rest after each set, A1's 60 s.
    expect(afterA1.state.rest?.durationSeconds).toBe(60);
    expect(afterA1.state.currentId).toBe(2);
    const loop = run(afterA1.state, skipRest, complete(T0), skipRest, complete(T0), skipRest);
    expect(loop.state.currentId).toBe(1);
    expect([1, 2, 3].map((id) => completedSets(loop.state, id))).toEqual([1, 1, 1]);
  });

  it('un superset minuté enchaîne la série suivante du groupe d’elle-même', () => {
    const timed = start([
      exercise(1, { duration_seconds: 20, superset_group: 1 }),
      exercise(2, { duration_seconds: 30, superset_group: 1 }),
    ]);
    const started = run(timed, { type: 'startWork', now: T0 }).state;
    const { state } = run(started, { type: 'tick', now: T0 + 20_000 });
    expect(state.currentId).toBe(2);
    expect(state.rest).toBeNull();
    expect(state.work).toEqual({
      exerciseId: 2,
      durationSeconds: 30,
      endsAt: T0 + 50_000,
      pausedRemainingMs: null,
    });
  });
});

describe('fourchette, cibles et charge au poids du corps', () => {
  it('pré-remplit le bas de la fourchette, la charge et le RPE visés', () => {
    const state = start([
      exercise(1, {
        exercise_name: 'Développé couché',
        reps: 8,
        reps_max: 12,
        target_weight_kg: 60,
        target_rpe: 8,
      }),
    ]);
    expect(entriesOf(state, 1)).toEqual([
      { reps: 8, weight_kg: 60, status: 'pending', set_type: 'normal', rpe: 8, duration_seconds: null },
      { reps: 8, weight_kg: 60, status: 'pending', set_type: 'normal', rpe: 8, duration_seconds: null },
    ]);
  });

  it('sans objectif du jour, la dernière fois l’emporte sur la charge visée du programme (décision 097)', () => {
    const lastSets = [{ exercise_id: 10, sets: [{ set_number: 1, reps: 10, weight_kg: 55 }] }];
    const exercises = [exercise(1, { exercise_name: 'Squat', target_weight_kg: 60 })];
    const targeted = createPlayerStateWith(exercises, lastSets);
    expect(entriesOf(targeted, 1).map((entry) => [entry.reps, entry.weight_kg])).toEqual([
      [10, 55],
      [10, 55],
    ]);
    // Never done: the programme's target load.
    expect(entriesOf(createPlayerStateWith(exercises, []), 1).map((entry) => entry.weight_kg)).toEqual([
      60, 60,
    ]);
    const untargeted = createPlayerStateWith([exercise(1, { exercise_name: 'Squat' })], lastSets);
    expect(entriesOf(untargeted, 1).map((entry) => entry.weight_kg)).toEqual([55, 55]);
  });

  it('ne pré-remplit jamais de charge au poids du corps ni pour une série minutée', () => {
    const state = start([
      exercise(1, { exercise_name: 'Pompes', target_weight_kg: 20, target_rpe: 7 }),
      exercise(2, { exercise_name: 'Gainage', duration_seconds: 30, target_weight_kg: 20 }),
    ]);
    expect(entriesOf(state, 1).map((entry) => [entry.weight_kg, entry.rpe])).toEqual([
      [null, 7],
      [null, 7],
    ]);
    expect(entriesOf(state, 2).map((entry) => entry.weight_kg)).toEqual([null, null]);
  });
});
