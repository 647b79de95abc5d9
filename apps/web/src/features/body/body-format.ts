import {
  countLabel,
  formatDecimal as formatNumber,
  formatShortDate,
  formatSignedDecimal,
  withUnit,
} from '@elan/domain';

/** « 72,5 » : the domain's French decimals, one at most for a body measure. */
export const formatDecimal = (value: number) => formatNumber(value, 1);

/** « 72,5 kg », « 82 cm », « 18,4 % » : the number and its unit on one line. */
export const formatMeasure = (value: number, unit: 'kg' | 'cm' | '%') => withUnit(formatDecimal(value), unit);

/** « −3,1 kg », « +0,5 % », « 0 kg » : a change with its sign. */
export const formatChange = (value: number, unit: 'kg' | '%') =>
  withUnit(formatSignedDecimal(value, 1), unit);

/** A measurement day (`YYYY-MM-DD`) in French: « 24 nov. 2026 ». */
export const formatDay = (day: string) => formatShortDate(`${day}T12:00:00Z`);

/** « 24 nov. » : short axis label of a chart. */
export const formatAxisDay = (day: string) => formatDay(day).replace(/\s\d{4}$/, '');

/** « 1 jour », « 12 jours ». */
export const daysLabel = (days: number) => countLabel(days, 'jour', 'jours');

/** A form's decimal as typed, « 72,5 » or « 72.5 », or undefined when it is no number. */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}
