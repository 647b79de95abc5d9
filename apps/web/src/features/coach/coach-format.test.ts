import { describe, expect, it } from 'vitest';
import { sessionsInWords, setInWords } from './coach-format.ts';

describe('coach texts', () => {
  it('counts sessions in French', () => {
    expect(sessionsInWords(0)).toBe('Aucune séance');
    expect(sessionsInWords(1)).toBe('1 séance');
    expect(sessionsInWords(3)).toBe('3 séances');
  });

  it('writes a set as the athlete page lists it', () => {
    expect(setInWords({ reps: 8, weight_kg: 42.5, duration_seconds: null })).toBe('8 × 42,5 kg');
    expect(setInWords({ reps: 12, weight_kg: null, duration_seconds: null })).toBe('12 répétitions');
    expect(setInWords({ reps: null, weight_kg: null, duration_seconds: 45 })).toBe('45 s');
  });
});
