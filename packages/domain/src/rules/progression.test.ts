import { describe, expect, it } from 'vitest';
import { estimatedOneRepMax } from '../schemas/completions.ts';
import type { Progression } from '../schemas/program-structure.ts';
import {
  enrolmentWeek,
  isDeloadWeek,
  type Loading,
  loadableAtMost,
  nextTimeLine,
  type PastWorkSets,
  repsLabel,
  stallSuggestionLine,
  targetFor,
  targetHistory,
  warmupRamp,
} from './progression.ts';

const NB = '\u00A0';
const bar: Loading = { barbell: true, bar_kg: 20, plates_kg: [25, 20, 15, 10, 5, 2.5, 1.25] };
const smallBar: Loading = { barbell: true, bar_kg: 15, plates_kg: [20, 10, 5, 2.5] };
const dumbbell: Loading = { barbell: false, bar_kg: 20, plates_kg: [] };
const sets = (count: number, weight: number, reps: number) =>
  Array.from({ length: count }, () => ({ weight_kg: weight, reps }));
const double: Progression = { type: 'double', increment_kg: 2.5 };
const linear: Progression = { type: 'linear', increment_kg: 2.5 };
const range = { sets: 3, reps: 8, reps_max: 12, target_weight_kg: 50, duration_seconds: null };
const fixed = { sets: 3, reps: 5, reps_max: null, target_weight_kg: 50, duration_seconds: null };

const target = (
  progression: Progression,
  history: PastWorkSets,
  options: Partial<{
    deload: boolean;
    loading: Loading;
    oneRm: number | null;
    prescription: typeof range;
  }> = {},
) =>
  targetFor({
    progression,
    prescription: options.prescription ?? (progression.type === 'linear' ? fixed : range),
    history,
    bestOneRepMaxKg: options.oneRm ?? null,
    deload: options.deload ?? false,
    loading: options.loading ?? bar,
  });

describe('targetFor (CONTRACT « Progression »)', () => {
  it.each([
    [
      'double, first session: the programme’s load',
      double,
      [],
      50,
      8,
      `Première fois${NB}: charge prévue par le programme`,
    ],
    [
      'double, every set at the top of the range: +2,5 kg',
      double,
      [sets(3, 60, 12)],
      62.5,
      8,
      `+2,5${NB}kg${NB}: 3${NB}×${NB}12 atteint la dernière fois`,
    ],
    [
      'double, one set short of the top: same load, aim for the top',
      double,
      [[...sets(2, 60, 12), { weight_kg: 60, reps: 10 }]],
      60,
      12,
      `Même charge${NB}: vise 12 répétitions`,
    ],
    [
      'double, a set done lighter: same load',
      double,
      [[...sets(2, 60, 12), { weight_kg: 55, reps: 12 }]],
      60,
      12,
      `Même charge${NB}: vise 12 répétitions`,
    ],
    [
      'double, a set missing: same load',
      double,
      [sets(2, 60, 12)],
      60,
      12,
      `Même charge${NB}: vise 12 répétitions`,
    ],
    [
      'linear, every set done: +2,5 kg',
      linear,
      [sets(3, 100, 5)],
      102.5,
      5,
      `+2,5${NB}kg${NB}: 3${NB}×${NB}5 réussi la dernière fois`,
    ],
    [
      'linear, a miss: same load',
      linear,
      [[...sets(2, 100, 5), { weight_kg: 100, reps: 3 }]],
      100,
      5,
      `Même charge${NB}: une série manquée la dernière fois`,
    ],
    [
      'linear, two misses in a row: −10 % rounded down',
      linear,
      [
        [...sets(2, 100, 5), { weight_kg: 100, reps: 3 }],
        [...sets(2, 100, 5), { weight_kg: 100, reps: 4 }],
      ],
      90,
      5,
      `−10${NB}%${NB}: deux séances de suite avec une série manquée`,
    ],
    [
      'none: last time’s load',
      { type: 'none' } as const,
      [sets(3, 42.5, 10)],
      42.5,
      8,
      'Comme la dernière fois',
    ],
  ])('%s', (_name, progression, history, load, reps, reason) => {
    const result = target(progression, history);
    expect(result.target_weight_kg).toBe(load);
    expect(result.reps).toBe(reps);
    expect(result.reason).toBe(reason);
    expect(result.deload).toBe(false);
  });

  it('percent of the best estimated 1RM, rounded down to the plates', () => {
    const result = target({ type: 'percent_1rm', percent: 75 }, [], { oneRm: 133.3 });
    expect(result.target_weight_kg).toBe(97.5);
    expect(result.reason).toBe(`75${NB}% de ton 1RM estimé (133,3${NB}kg)`);
    expect(target({ type: 'percent_1rm', percent: 75 }, []).target_weight_kg).toBe(50);
  });

  it('takes the 1RM from a single (the load itself) and from a set of 12 (Epley)', () => {
    expect(estimatedOneRepMax(140, 1)).toBe(140);
    expect(estimatedOneRepMax(100, 12)).toBe(140);
    expect(
      target({ type: 'percent_1rm', percent: 80 }, [], { oneRm: estimatedOneRepMax(100, 12) })
        .target_weight_kg,
    ).toBe(110);
  });

  it('a deload week: loads −40 %, sets halved rounded up, marked', () => {
    const result = target(double, [sets(3, 100, 12)], { deload: true });
    expect(result).toMatchObject({
      sets: 2,
      target_weight_kg: 60,
      deload: true,
      reason: `Semaine de décharge${NB}: −40${NB}%`,
    });
  });

  it('rounds down with a 15 kg bar and 2,5 kg smallest plates', () => {
    expect(target(double, [sets(3, 60, 12)], { loading: smallBar }).target_weight_kg).toBe(60);
    expect(
      target(double, [sets(3, 60, 12)], { loading: { ...smallBar, plates_kg: [20, 10, 5, 2.5, 1.25] } })
        .target_weight_kg,
    ).toBe(62.5);
    expect(loadableAtMost(63, smallBar)).toBe(60);
    expect(loadableAtMost(10, smallBar)).toBe(15);
    expect(loadableAtMost(23.7, dumbbell)).toBe(23.5);
  });

  it('three completions in a row at the same load propose a deload, never apply it', () => {
    const stuck = [
      [...sets(2, 60, 12), { weight_kg: 60, reps: 9 }],
      [...sets(2, 60, 12), { weight_kg: 60, reps: 10 }],
      sets(3, 60, 10),
    ];
    const result = target(double, stuck);
    expect(result.stalled).toBe(true);
    expect(result.target_weight_kg).toBe(60);
    expect(target(double, stuck.slice(0, 2)).stalled).toBe(false);
  });
});

describe('body-weight exercises', () => {
  it('speak of reps, never of a load', () => {
    const bodyweight = { ...dumbbell, bodyweight: true };
    expect(target(double, [], { loading: bodyweight })).toMatchObject({
      target_weight_kg: null,
      reason: `Première fois${NB}: vise 8 répétitions`,
    });
    expect(target(double, [sets(3, 0, 12)], { loading: bodyweight }).reason).toBe('Comme la dernière fois');
  });
});

describe('deload weeks', () => {
  it('counts weeks from the enrolment’s Paris day, across the change of time', () => {
    expect(enrolmentWeek('2026-10-19T08:00:00Z', '2026-10-25T21:00:00Z')).toBe(1);
    expect(enrolmentWeek('2026-10-19T08:00:00Z', '2026-10-26T06:00:00Z')).toBe(2);
    expect(isDeloadWeek('2026-10-05T08:00:00Z', '2026-10-19T10:00:00Z', 3)).toBe(true);
    expect(isDeloadWeek('2026-10-05T08:00:00Z', '2026-10-26T10:00:00Z', 3)).toBe(false);
    expect(isDeloadWeek('2026-10-05T08:00:00Z', '2026-10-19T10:00:00Z', null)).toBe(false);
  });
});

describe('warm-up ramp', () => {
  it.each([
    [
      60,
      [
        [20, 10],
        [30, 5],
        [40, 3],
        [50, 1],
      ],
    ],
    [
      102.5,
      [
        [20, 10],
        [50, 5],
        [70, 3],
        [85, 1],
      ],
    ],
    [
      140,
      [
        [20, 10],
        [70, 5],
        [97.5, 3],
        [117.5, 1],
      ],
    ],
    [39, []],
  ])('before %d kg', (work, ramp) => {
    expect(warmupRamp(work, bar).map((step) => [step.weight_kg, step.reps])).toEqual(ramp);
  });

  it('skips a step not above the one before', () => {
    expect(warmupRamp(40, bar).map((step) => step.weight_kg)).toEqual([20, 27.5, 32.5]);
  });
});

describe('labels', () => {
  it('says a rep range and the next load', () => {
    expect(repsLabel(8, 12)).toBe('8–12');
    expect(repsLabel(10, null)).toBe('10');
    expect(nextTimeLine('Squat', 102.5)).toBe(`Prochaine séance${NB}: Squat 102,5${NB}kg`);
  });
});

describe('targetHistory (issue 31, decision 099): the rules replayed oldest first', () => {
  const done = (day: number, weight: number, reps: number[]) => ({
    completed_at: `2026-11-${String(day).padStart(2, '0')}T08:00:00Z`,
    sets: reps.map((count) => ({ weight_kg: weight, reps: count })),
  });
  const replay = (
    progression: Progression,
    completions: ReturnType<typeof done>[],
    options: Partial<{ keep: number; enrolledAt: string | null; every: number | null }> = {},
  ) =>
    targetHistory({
      progression,
      prescription: progression.type === 'linear' ? fixed : range,
      completions,
      loading: bar,
      enrolledAt: options.enrolledAt ?? null,
      deloadEveryWeeks: options.every ?? null,
      keep: options.keep ?? 30,
    });

  it('no completion: no point', () => {
    expect(replay(double, [])).toEqual([]);
  });

  it('double: the programme’s load first, then what each completion earned', () => {
    const points = replay(double, [
      done(2, 50, [12, 12, 12]),
      done(4, 52.5, [12, 10, 9]),
      done(6, 52.5, [12, 12, 12]),
    ]);
    expect(points).toEqual([
      { completed_at: '2026-11-02T08:00:00Z', target_weight_kg: 50, done_kg: 50, deload: false },
      { completed_at: '2026-11-04T08:00:00Z', target_weight_kg: 52.5, done_kg: 52.5, deload: false },
      { completed_at: '2026-11-06T08:00:00Z', target_weight_kg: 52.5, done_kg: 52.5, deload: false },
    ]);
  });

  it('linear: two misses in a row bring −10 % before the third', () => {
    const points = replay(linear, [done(2, 100, [5, 5, 4]), done(4, 100, [5, 4, 4]), done(6, 90, [5, 5, 5])]);
    expect(points.map((point) => point.target_weight_kg)).toEqual([50, 100, 90]);
  });

  it('a deload week counted from the enrolment: −40 % that week', () => {
    const points = replay(linear, [done(9, 100, [5, 5, 5]), done(16, 60, [5, 5])], {
      enrolledAt: '2026-11-02T08:00:00Z',
      every: 3,
    });
    // 102,5 kg × 0,6 = 61,5 kg, rounded down to the bar and plates.
    expect(points[1]).toMatchObject({ target_weight_kg: 60, done_kg: 60, deload: true });
  });

  it('% of 1RM: the best estimate of the 90 days before each completion', () => {
    const points = replay({ type: 'percent_1rm', percent: 80 }, [done(2, 100, [1]), done(4, 80, [5])]);
    // No 1RM before the first: the programme’s load; then 80 % of 100 kg.
    expect(points.map((point) => point.target_weight_kg)).toEqual([50, 80]);
  });

  it('keeps the last points only, the earlier ones still serving as history', () => {
    const points = replay(
      double,
      [done(2, 50, [12, 12, 12]), done(4, 52.5, [12, 12, 12]), done(6, 55, [12, 12, 12])],
      { keep: 1 },
    );
    expect(points).toEqual([
      { completed_at: '2026-11-06T08:00:00Z', target_weight_kg: 55, done_kg: 55, deload: false },
    ]);
  });
});

describe('stallSuggestionLine', () => {
  it('says the stall and the lighter load, in French typography', () => {
    expect(stallSuggestionLine('Squat', 52.5)).toBe(
      `3 séances sans progrès sur Squat${NB}: repartir à 52,5${NB}kg${NB}?`,
    );
  });
});
