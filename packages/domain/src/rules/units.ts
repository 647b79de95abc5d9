/**
 * The app's one French vocabulary for numbers: decimal comma, the digits a set needs (two at
 * most, as the set log accepts them), and a no-break space that keeps a number with its unit.
 */

import { once } from './once.ts';

/** No-break space (U+00A0): a number never ends a line without its unit (« 15 s », « 3 séances »). */
export const NBSP = '\u00A0';

/** No grouping, so a typed value reads back the same; two decimals at most, as a set's load. */
const decimals = once(() =>
  [0, 1, 2].map(
    (digits) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: digits, useGrouping: false }),
  ),
);
const signedDecimals = once(() =>
  [0, 1, 2].map(
    (digits) =>
      new Intl.NumberFormat('fr-FR', {
        maximumFractionDigits: digits,
        useGrouping: false,
        signDisplay: 'exceptZero',
      }),
  ),
);

/** « 42,5 », « 42,25 », « 40 », « 1000 »; `digits` lowers the precision (a BMI, a body measure: 1). */
export function formatDecimal(value: number, digits: 0 | 1 | 2 = 2): string {
  return (decimals()[digits] as Intl.NumberFormat).format(value);
}

/** « −3,1 », « +0,5 », « 0 »: a change with its sign (a true minus sign). */
export function formatSignedDecimal(value: number, digits: 0 | 1 | 2 = 2): string {
  return (signedDecimals()[digits] as Intl.NumberFormat).format(value).replace('-', '−');
}

/** « 15 s », « 42,5 kg », « 80 % »: the number (French decimals) and its unit on one line. */
export function withUnit(value: number | string, unit: string): string {
  return `${typeof value === 'number' ? formatDecimal(value) : value}${NBSP}${unit}`;
}

/** « 42,5 kg »: every load shown to a member, in the player, the summary, records and history. */
export function formatWeight(kilograms: number): string {
  return withUnit(kilograms, 'kg');
}

/** « 0 séance », « 1 série », « 3 séries »: singular below 2, as French counts. */
export function countLabel(count: number, singular: string, plural: string): string {
  return withUnit(count, count > 1 ? plural : singular);
}

/** « 0/1 série », « 2/4 séries »: the noun agrees with the total, the whole stays on one line. */
export function progressLabel(done: number, total: number, singular: string, plural: string): string {
  return `${done}/${countLabel(total, singular, plural)}`;
}

/** « 1 semaine », « 6 semaines »: a programme's length. */
export function weeksLabel(weeks: number): string {
  return countLabel(weeks, 'semaine', 'semaines');
}

/** « 1 séance », « 12 séances »: never « sessions » on screen. */
export function sessionCountLabel(count: number): string {
  return countLabel(count, 'séance', 'séances');
}
