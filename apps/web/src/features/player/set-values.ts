/**
 * What the member types in a set's fields: reps done (a whole number) and load in kg (a comma or
 * a dot, two decimals at most), within the bounds the server's completion schema applies
 * (`COMPLETION_LIMITS`), refused with its French messages.
 */

import { COMPLETION_LIMITS, formatDecimal, MESSAGES } from '@elan/domain';

export type SetField = 'reps' | 'weight_kg';

const BOUNDS: Record<SetField, { min: number; max: number }> = {
  reps: { min: 0, max: COMPLETION_LIMITS.repsMax },
  weight_kg: COMPLETION_LIMITS.weightKg,
};
const PATTERNS: Record<SetField, RegExp> = {
  reps: /^\d+$/,
  weight_kg: /^\d+(?:[.,]\d{0,2})?$/,
};
const MESSAGES_BY_FIELD: Record<SetField, string> = {
  reps: MESSAGES.setRepsRange,
  weight_kg: MESSAGES.weightRange,
};
/** Only the player rounds loads to the hundredth; the server's message does not say it. */
const WEIGHT_DECIMALS_MESSAGE = 'La charge a deux décimales au plus';

export type SetValueReading = { value: number | null; error: null } | { value: undefined; error: string };

/** An empty field is `null`; text the server would refuse carries the message to show. */
export function readSetValue(text: string, field: SetField): SetValueReading {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, error: null };
  const refused = { value: undefined, error: MESSAGES_BY_FIELD[field] };
  if (!PATTERNS[field].test(trimmed)) {
    const hasMoreDecimals = field === 'weight_kg' && /^\d+[.,]\d{3,}$/.test(trimmed);
    return hasMoreDecimals ? { value: undefined, error: WEIGHT_DECIMALS_MESSAGE } : refused;
  }
  const value = Number(trimmed.replace(',', '.'));
  const { min, max } = BOUNDS[field];
  return Number.isFinite(value) && value >= min && value <= max ? { value, error: null } : refused;
}

/** `null` for an empty field, `undefined` for something the server would refuse. */
export function parseSetValue(text: string, field: SetField): number | null | undefined {
  return readSetValue(text, field).value;
}

/** French display: « 42,5 ». */
export function formatSetValue(value: number | null, field: SetField): string {
  if (value === null) return '';
  return field === 'weight_kg' ? formatDecimal(value) : String(value);
}
