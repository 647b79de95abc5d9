import { describe, expect, it } from 'vitest';
import { curveInWords, curvePoints } from './heart-rate-curve-points.ts';

describe('courbe de fréquence cardiaque', () => {
  it('un trou du signal reste un trou : un point vide coupe la ligne', () => {
    const samples: [number, number][] = [
      [0, 100],
      [5, 110],
      [60, 130],
      [65, 140],
    ];
    const { points, gaps } = curvePoints(samples);
    expect(gaps).toBe(1);
    expect(points.map((point) => point.bpm)).toEqual([100, 110, null, 130, 140]);
    expect(curveInWords(samples, gaps)).toBe(
      'De 100 à 140 bpm, 120 bpm en moyenne. Une interruption du signal.',
    );
  });

  it('sans trou, aucune coupure', () => {
    const { points, gaps } = curvePoints([
      [0, 90],
      [10, 95],
    ]);
    expect(gaps).toBe(0);
    expect(points).toHaveLength(2);
  });
});
