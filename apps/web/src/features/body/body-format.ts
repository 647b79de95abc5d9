import { formatShortDate } from '@elan/domain';
import { withUnit } from '../../lib/units.ts';

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const signedDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** « 72,5 » : French decimal comma, one decimal at most. */
export const formatDecimal = (value: number) => decimal.format(value);

/** « 72,5 kg », « 82 cm », « 18,4 % » : the number and its unit on one line. */
export const formatMeasure = (value: number, unit: 'kg' | 'cm' | '%') => withUnit(formatDecimal(value), unit);

/** « −3,1 kg », « +0,5 % », « 0 kg » : a change with its sign. */
export const formatChange = (value: number, unit: 'kg' | '%') =>
  withUnit(signedDecimal.format(value).replace('-', '−'), unit);

/** A measurement day (`YYYY-MM-DD`) in French: « 24 nov. 2026 ». */
export const formatDay = (day: string) => formatShortDate(`${day}T12:00:00Z`);

/** « 24 nov. » : short axis label of a chart. */
export const formatAxisDay = (day: string) => formatDay(day).replace(/\s\d{4}$/, '');

/** « 1 jour », « 12 jours ». */
export const daysLabel = (days: number) => withUnit(days, days > 1 ? 'jours' : 'jour');

/** A form's decimal as typed, « 72,5 » or « 72.5 », or undefined when it is no number. */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}
