/**
 * What the member types in a set's fields: reps done (a whole number) and load in kg (a comma or
 * a dot, two decimals at most), then judged by the server's own set schemas (`setRepsSchema`,
 * `setWeightSchema`): the same bounds, the same French messages.
 */

import { formatDecimal, MESSAGES, setRepsSchema, setWeightSchema } from '@elan/domain';

export type SetField = 'reps' | 'weight_kg';

const SCHEMAS = { reps: setRepsSchema, weight_kg: setWeightSchema } as const;
/** Digits, and for a load a comma or a dot with two decimals at most: anything else is not a number here. */
const PATTERNS: Record<SetField, RegExp> = {
  reps: /^\d+$/,
  weight_kg: /^\d+(?:[.,]\d{0,2})?$/,
};
/** Only the player rounds loads to the hundredth; the server's message does not say it. */
const WEIGHT_DECIMALS_MESSAGE = 'La charge a deux décimales au plus';

export type SetValueReading = { value: number | null; error: null } | { value: undefined; error: string };

/** An empty field is `null`; text the server would refuse carries the message to show. */
export function readSetValue(text: string, field: SetField): SetValueReading {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, error: null };
  if (field === 'weight_kg' && /^\d+[.,]\d{3,}$/.test(trimmed)) {
    return { value: undefined, error: WEIGHT_DECIMALS_MESSAGE };
  }
  const value = PATTERNS[field].test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
  const judged = SCHEMAS[field].safeParse(value);
  if (judged.success) return { value, error: null };
  // The schema's one message for its field (NaN, a sign, a fraction of a rep or out of bounds alike).
  return { value: undefined, error: judged.error.issues[0]?.message ?? MESSAGES.invalidRequest };
}

/** French display: « 42,5 ». */
export function formatSetValue(value: number | null, field: SetField): string {
  if (value === null) return '';
  return field === 'weight_kg' ? formatDecimal(value) : String(value);
}
