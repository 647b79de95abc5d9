import { createCompletionBody, MESSAGES } from '@elan/domain';
import { describe, expect, it } from 'vitest';
import { formatSetValue, readSetValue, type SetField } from './set-values.ts';

/** The value a field's text gives the run: null when empty, undefined when refused. */
const parseSetValue = (text: string, field: SetField) => readSetValue(text, field).value;

/** What the server's completion schema says of one set carrying that value. */
function serverAccepts(field: SetField, value: number): boolean {
  return createCompletionBody.safeParse({
    duration_minutes: 10,
    sets: [{ exercise_id: 1, set_number: 1, [field]: value }],
  }).success;
}

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
    expect(parseSetValue('-50', 'weight_kg')).toBeUndefined();
  });

  it('refuse avec le message du serveur, pas en silence', () => {
    expect(readSetValue('abc', 'reps')).toEqual({ value: undefined, error: MESSAGES.setRepsRange });
    expect(readSetValue('1001', 'reps').error).toBe(MESSAGES.setRepsRange);
    expect(readSetValue('-50', 'weight_kg')).toEqual({ value: undefined, error: MESSAGES.weightRange });
    expect(readSetValue('500,5', 'weight_kg').error).toBe(MESSAGES.weightRange);
    expect(readSetValue('42,555', 'weight_kg').error).toBe('La charge a deux décimales au plus');
    expect(readSetValue('', 'weight_kg')).toEqual({ value: null, error: null });
    expect(readSetValue('42,5', 'weight_kg')).toEqual({ value: 42.5, error: null });
  });

  it('accepte et refuse aux mêmes bornes que le schéma des séances', () => {
    const cases: [SetField, string][] = [
      ['reps', '0'],
      ['reps', '1000'],
      ['reps', '1001'],
      ['reps', '-1'],
      ['weight_kg', '0'],
      ['weight_kg', '500'],
      ['weight_kg', '500,01'],
      ['weight_kg', '-0,5'],
    ];
    for (const [field, text] of cases) {
      const number = Number(text.replace(',', '.'));
      const isAccepted = readSetValue(text, field).error === null;
      expect({ field, text, isAccepted }).toEqual({ field, text, isAccepted: serverAccepts(field, number) });
    }
  });

  it('affiche à la française', () => {
    expect(formatSetValue(42.5, 'weight_kg')).toBe('42,5');
    expect(formatSetValue(1200, 'weight_kg')).toBe('1200');
    expect(formatSetValue(null, 'weight_kg')).toBe('');
    expect(formatSetValue(12, 'reps')).toBe('12');
  });
});
