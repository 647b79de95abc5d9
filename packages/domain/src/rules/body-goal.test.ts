import { describe, expect, it } from 'vitest';
import {
  type GoalProgressInput,
  goalProgress,
  kilogramsTowardsWeightGoal,
  trackingDays,
} from './body-goal.ts';

const point = (
  weight_kg: number,
  body_fat_percent: number | null = null,
  muscle_mass_kg: number | null = null,
) => ({
  weight_kg,
  body_fat_percent,
  muscle_mass_kg,
});
const input = (overrides: Partial<GoalProgressInput>): GoalProgressInput => ({
  goal_type: 'weight_loss',
  targets: { weight_kg: 75, body_fat_percent: null, muscle_mass_kg: null },
  baseline: point(85),
  latest: point(80),
  target_date: '2026-12-31',
  today: '2026-11-25',
  ...overrides,
});

describe('progression d’un objectif corporel', () => {
  it('perte : la part du chemin parcouru depuis la mesure de départ', () => {
    expect(goalProgress(input({}))).toEqual({ progress_percent: 50, days_remaining: 36 });
    expect(kilogramsTowardsWeightGoal(input({}))).toBe(5);
  });

  it('prise : dans l’autre sens', () => {
    const gain = input({
      goal_type: 'weight_gain',
      targets: { weight_kg: 70, body_fat_percent: null, muscle_mass_kg: null },
      baseline: point(62),
      latest: point(64),
    });
    expect(goalProgress(gain).progress_percent).toBe(25);
    expect(kilogramsTowardsWeightGoal(gain)).toBe(2);
  });

  it('cible dépassée : 100 %, et les kilos comptés jusqu’à la cible seulement', () => {
    const past = input({ latest: point(73) });
    expect(goalProgress(past).progress_percent).toBe(100);
    expect(kilogramsTowardsWeightGoal(past)).toBe(10);
  });

  it('déjà au-delà de la cible au départ : 100 %, aucun kilo gagné', () => {
    const already = input({ baseline: point(74), latest: point(74.5) });
    expect(goalProgress(already).progress_percent).toBe(100);
    expect(kilogramsTowardsWeightGoal(already)).toBe(0);
  });

  it('dans le mauvais sens : 0 %, jamais négatif', () => {
    expect(goalProgress(input({ latest: point(88) })).progress_percent).toBe(0);
    expect(kilogramsTowardsWeightGoal(input({ latest: point(88) }))).toBe(0);
  });

  it('sans mesure : 0 % ; jours restants jamais négatifs', () => {
    expect(goalProgress(input({ baseline: null, latest: null }))).toEqual({
      progress_percent: 0,
      days_remaining: 36,
    });
    expect(goalProgress(input({ today: '2027-02-01' })).days_remaining).toBe(0);
  });

  it('plusieurs cibles : la moyenne, une cible sans mesure compte 0', () => {
    const recomposition = input({
      goal_type: 'body_recomposition',
      targets: { weight_kg: 80, body_fat_percent: 15, muscle_mass_kg: 40 },
      baseline: point(80, 25, 35),
      latest: point(79, 20, null),
    });
    // weight: already at target (100), fat: half way (50), muscle: no latest value (0).
    expect(goalProgress(recomposition).progress_percent).toBe(50);
  });
});

describe('jours de suivi', () => {
  it('de la première à la dernière mesure', () => {
    expect(trackingDays(null, null)).toBe(0);
    expect(trackingDays('2026-11-01', '2026-11-01')).toBe(0);
    expect(trackingDays('2026-10-01', '2026-11-25')).toBe(55);
  });
});
