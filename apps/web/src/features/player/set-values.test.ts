import { describe, expect, it } from 'vitest';
import { formatSetValue, parseSetValue } from './set-values.ts';

describe('saisie des séries', () => {
  it('lit les répétitions entières de 0 à 1000', () => {
    expect(parseSetValue('12', 'reps')).toBe(12);
    expect(parseSetValue(' 0 ', 'reps')).toBe(0);
    expect(parseSetValue('', 'reps')).toBeNull();
    expect(parseSetValue('1001', 'reps')).toBeUndefined();
    expect(parseSetValue('8.5', 'reps')).toBeUndefined();
    expect(parseSetValue('-3', 'reps')).toBeUndefined();
  });

  it('lit la charge avec une virgule ou un point, jusqu’à 500 kg', () => {
    expect(parseSetValue('42,5', 'weight_kg')).toBe(42.5);
    expect(parseSetValue('42.25', 'weight_kg')).toBe(42.25);
    expect(parseSetValue('42,', 'weight_kg')).toBe(42);
    expect(parseSetValue('500', 'weight_kg')).toBe(500);
    expect(parseSetValue('500,5', 'weight_kg')).toBeUndefined();
    expect(parseSetValue('abc', 'weight_kg')).toBeUndefined();
  });

  it('affiche à la française', () => {
    expect(formatSetValue(42.5, 'weight_kg')).toBe('42,5');
    expect(formatSetValue(1200, 'weight_kg')).toBe('1200');
    expect(formatSetValue(null, 'weight_kg')).toBe('');
    expect(formatSetValue(12, 'reps')).toBe('12');
  });
});
