import { describe, expect, it } from 'vitest';
import { bmiCategory, computeBmi } from './bmi.ts';

describe('IMC (spec §5)', () => {
  it('poids / taille en mètres au carré, à une décimale', () => {
    expect(computeBmi(72.5, 175)).toBe(23.7);
    expect(computeBmi(80, 180)).toBe(24.7);
    expect(computeBmi(70, 170)).toBe(24.2);
    expect(computeBmi(20, 250)).toBe(3.2);
    expect(computeBmi(300, 100)).toBe(300);
  });

  it.each([
    [10, 'Sous-poids'],
    [18.4, 'Sous-poids'],
    [18.5, 'Poids normal'],
    [24.9, 'Poids normal'],
    [25, 'Surpoids'],
    [29.9, 'Surpoids'],
    [30, 'Obésité'],
    [45, 'Obésité'],
  ] as const)('%s → %s', (bmi, category) => {
    expect(bmiCategory(bmi)).toBe(category);
  });

  it('la catégorie suit l’IMC arrondi affiché', () => {
    // 56.7 kg for 175 cm is 18.51…: shown 18.5, so Poids normal.
    expect(computeBmi(56.7, 175)).toBe(18.5);
    expect(bmiCategory(computeBmi(56.7, 175))).toBe('Poids normal');
  });
});
