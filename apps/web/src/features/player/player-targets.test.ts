import type { SessionTarget } from '@elan/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TargetReason } from './components/day-target.tsx';
import { targetLabel } from './components/exercise-meta.ts';
import { entriesOf, progress, setLog } from './player-queries.ts';
import { createPlayerState, type PlayerExercise } from './player-state.ts';
import { isDeloadRun, withDayTargets } from './player-targets.ts';
import { complete, exercise, run, T0 } from './player-test-fixtures.ts';

const NBSP = '\u00a0';

function target(sessionExerciseId: number, overrides: Partial<SessionTarget> = {}): SessionTarget {
  return {
    session_exercise_id: sessionExerciseId,
    exercise_id: sessionExerciseId * 10,
    rule: 'double',
    sets: 3,
    reps: 8,
    reps_max: 12,
    target_weight_kg: 62.5,
    deload: false,
    reason: `+2,5${NBSP}kg${NBSP}: 3${NBSP}×${NBSP}12 atteint la dernière fois`,
    stalled: false,
    warmup: [],
    ...overrides,
  };
}

const SQUAT = exercise(1, { exercise_name: 'Squat', sets: 3, reps: 8, reps_max: 12, target_weight_kg: 50 });
const LAST_TIME = [
  {
    exercise_id: 10,
    sets: [
      { set_number: 1, reps: 12, weight_kg: 60 },
      { set_number: 2, reps: 11, weight_kg: 57.5 },
    ],
  },
];

const startWith = (exercises: PlayerExercise[], lastSets = LAST_TIME) =>
  createPlayerState({ exercises, lastSets, now: T0, runId: 'run-1' });
const values = (state: ReturnType<typeof startWith>, id = 1) =>
  entriesOf(state, id).map((entry) => [entry.reps, entry.weight_kg, entry.set_type]);

describe('objectifs du jour dans le lecteur (issue 31)', () => {
  it('sans règle de progression, l’exercice s’ouvre comme avant, sur la dernière fois', () => {
    const plain = startWith([SQUAT]);
    const noRule = startWith(
      withDayTargets([SQUAT], [target(1, { rule: 'none', target_weight_kg: 70, reps: 5 })]),
    );
    expect(values(noRule)).toEqual(values(plain));
    expect(noRule.exercises[0]?.day_target ?? null).toBeNull();
  });

  it('pré-remplit charge et répétitions : l’objectif de la règle, sinon la dernière fois, sinon le programme', () => {
    const targeted = withDayTargets([SQUAT], [target(1)]);
    expect(values(startWith(targeted))).toEqual([
      [8, 62.5, 'normal'],
      [8, 62.5, 'normal'],
      [8, 62.5, 'normal'],
    ]);
    // An objective without a load (never done, no load planned): last time's, set by set.
    const noLoad = withDayTargets([SQUAT], [target(1, { target_weight_kg: null })]);
    expect(values(startWith(noLoad)).map(([, weight]) => weight)).toEqual([60, 57.5, 57.5]);
    // No targets (offline with no copy): last time, then the programme's target load.
    expect(values(startWith(withDayTargets([SQUAT], [])))).toEqual([
      [12, 60, 'normal'],
      [11, 57.5, 'normal'],
      [11, 57.5, 'normal'],
    ]);
    expect(values(startWith([SQUAT], [])).map(([, weight]) => weight)).toEqual([50, 50, 50]);
  });

  it('jamais de charge au poids du corps ni d’objectif pour une série minutée', () => {
    const pushUps = exercise(1, { exercise_name: 'Pompes', sets: 2, reps: 10 });
    const plank = exercise(2, { exercise_name: 'Gainage', sets: 2, duration_seconds: 30 });
    const [withPushUps, withPlank] = withDayTargets(
      [pushUps, plank],
      [target(1, { reps: 12, warmup: [{ weight_kg: 20, reps: 10 }] }), target(2)],
    );
    expect(withPushUps?.day_target?.warmup).toEqual([]);
    expect(withPlank?.day_target).toBeUndefined();
    const state = startWith(
      [withPushUps, withPlank].filter((item) => item !== undefined),
      [],
    );
    expect(values(state, 1)).toEqual([
      [12, null, 'normal'],
      [12, null, 'normal'],
    ]);
    expect(values(state, 2)).toEqual([
      [null, null, 'normal'],
      [null, null, 'normal'],
    ]);
  });

  it('montre la raison en une ligne sous le nom de l’exercice', () => {
    const [squat] = withDayTargets([SQUAT], [target(1)]);
    const html = renderToStaticMarkup(createElement(TargetReason, { target: squat?.day_target }));
    expect(html).toContain(`+2,5${NBSP}kg${NBSP}: 3${NBSP}×${NBSP}12 atteint la dernière fois`);
    expect(renderToStaticMarkup(createElement(TargetReason, { target: SQUAT.day_target }))).toBe('');
  });

  it('une semaine de décharge : séries divisées, charge allégée, « Décharge » dans l’en-tête', () => {
    const deload = target(1, {
      sets: 2,
      target_weight_kg: 35,
      deload: true,
      reason: `Semaine de décharge${NBSP}: −40${NBSP}%`,
    });
    const state = startWith(withDayTargets([SQUAT], [deload]));
    expect(state.exercises[0]?.sets).toBe(2);
    expect(values(state)).toEqual([
      [8, 35, 'normal'],
      [8, 35, 'normal'],
    ]);
    expect(isDeloadRun(state)).toBe(true);
    expect(isDeloadRun(startWith(withDayTargets([SQUAT], [target(1)])))).toBe(false);
  });

  it('« Échauffement » ajoute la rampe en séries d’échauffement avant la première série de travail, une fois', () => {
    const ramp = [
      { weight_kg: 20, reps: 10 },
      { weight_kg: 30, reps: 5 },
      { weight_kg: 42.5, reps: 3 },
      { weight_kg: 52.5, reps: 1 },
    ];
    const state = startWith(withDayTargets([SQUAT], [target(1, { warmup: ramp })]));
    const warmedUp = run(state, { type: 'addWarmup', exerciseId: 1 }).state;
    expect(values(warmedUp)).toEqual([
      [10, 20, 'warmup'],
      [5, 30, 'warmup'],
      [3, 42.5, 'warmup'],
      [1, 52.5, 'warmup'],
      [8, 62.5, 'normal'],
      [8, 62.5, 'normal'],
      [8, 62.5, 'normal'],
    ]);
    expect(progress(warmedUp).total).toBe(7);
    // « 3 × 8–12 rép. » still: the target speaks of the work sets.
    expect(targetLabel(warmedUp.exercises[0] as PlayerExercise)).toBe(`3${NBSP}×${NBSP}8–12${NBSP}rép.`);
    // Once added, no second ramp.
    expect(run(warmedUp, { type: 'addWarmup', exerciseId: 1 }).state).toBe(warmedUp);
    // Logged as warm-ups first, then the work sets.
    const done = run(warmedUp, ...Array.from({ length: 7 }, () => complete())).state;
    expect(setLog(done).map((set) => [set.set_number, set.set_type, set.weight_kg])).toEqual([
      [1, 'warmup', 20],
      [2, 'warmup', 30],
      [3, 'warmup', 42.5],
      [4, 'warmup', 52.5],
      [5, 'normal', 62.5],
      [6, 'normal', 62.5],
      [7, 'normal', 62.5],
    ]);
    expect(done.finishedAt).not.toBeNull();
  });

  it('pas de rampe une fois une série faite', () => {
    const ramp = [{ weight_kg: 20, reps: 10 }];
    const state = startWith(withDayTargets([SQUAT, exercise(2)], [target(1, { warmup: ramp })]));
    const oneDone = run(state, complete()).state;
    expect(run(oneDone, { type: 'addWarmup', exerciseId: 1 }).state).toBe(oneDone);
  });
});
