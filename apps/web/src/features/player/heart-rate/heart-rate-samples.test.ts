import { describe, expect, it } from 'vitest';
import { reconnectDelayMs, withReading } from './heart-rate-samples.ts';

const reading = (bpm: number, contact: boolean | null = true) => ({ bpm, contact, rr_ms: [] });

describe('mesures gardées pendant la séance', () => {
  it('une par seconde, la dernière lecture de la seconde l’emporte', () => {
    let samples = withReading([], 0, reading(90));
    samples = withReading(samples, 0, reading(92));
    samples = withReading(samples, 3, reading(110));
    expect(samples).toEqual([
      [0, 92],
      [3, 110],
    ]);
  });

  it('contact perdu ou lecture hors bornes : rien, le trou reste un trou', () => {
    const samples = withReading([[5, 120]], 6, reading(0, false));
    expect(withReading(samples, 7, reading(20))).toEqual([[5, 120]]);
    expect(withReading(samples, 4, reading(100))).toEqual([[5, 120]]);
  });

  it('au plus 7200 mesures', () => {
    const full = Array.from({ length: 7200 }, (_, index) => [index, 100] as [number, number]);
    expect(withReading(full, 7200, reading(100))).toHaveLength(7200);
  });

  it('reconnexion : 1 s, 2 s, 4 s … 30 s au plus', () => {
    expect([1, 2, 3, 6, 10].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});
