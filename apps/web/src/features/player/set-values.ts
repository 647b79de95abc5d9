/**
 * What the member types in a set's fields: reps done (whole number, 0–1000) and load in kg
 * (0–500, a comma or a dot, two decimals at most), as the server accepts them.
 */

import { formatDecimal } from '@elan/domain';

export type SetField = 'reps' | 'weight_kg';

const LIMITS: Record<SetField, number> = { reps: 1000, weight_kg: 500 };
const PATTERNS: Record<SetField, RegExp> = {
  reps: /^\d{1,4}$/,
  weight_kg: /^\d{1,3}(?:[.,]\d{0,2})?$/,
};

/** `null` for an empty field, `undefined` for something the server would refuse. */
export function parseSetValue(text: string, field: SetField): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!PATTERNS[field].test(trimmed)) return undefined;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) && value <= LIMITS[field] ? value : undefined;
}

/** French display: « 42,5 ». */
export function formatSetValue(value: number | null, field: SetField): string {
  if (value === null) return '';
  return field === 'weight_kg' ? formatDecimal(value) : String(value);
}
