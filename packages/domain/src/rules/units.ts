/**
 * The app's one French vocabulary for numbers: decimal comma, the digits a set needs (two at
 * most, as the set log accepts them), a narrow no-break space between thousands from five digits
 * on (« 19 821,5 »), a no-break space that keeps a number with its unit, and French plurals
 * (0 and 1 are singular). Decision 067.
 */

import { once } from './once.ts';

/** No-break space (U+00A0): a number never ends a line without its unit (« 15 s », « 3 séances »). */
export const NBSP = '\u00A0';

/**
 * Narrow no-break space (U+202F), fr-FR's own thousands separator (the « espace fine insécable »):
 * forced whatever the engine's ICU writes there (older ones wrote U+00A0). Decision 067.
 */
export const THOUSANDS_SEPARATOR = '\u202F';

/**
 * Thousands grouped from five digits on (`min2`: « 1000 », « 19 821,5 »), as French typography
 * writes them; so a set's load (500 kg at most) reads back in its field exactly as typed. Two
 * decimals at most, as a set's load.
 */
const decimals = once(() =>
  [0, 1, 2].map(
    (digits) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: digits, useGrouping: 'min2' }),
  ),
);
const signedDecimals = once(() =>
  [0, 1, 2].map(
    (digits) =>
      new Intl.NumberFormat('fr-FR', {
        maximumFractionDigits: digits,
        useGrouping: 'min2',
        signDisplay: 'exceptZero',
      }),
  ),
);

/** The parts as written, the group separator always U+202F. */
function write(format: Intl.NumberFormat, value: number): string {
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? THOUSANDS_SEPARATOR : part.value))
    .join('');
}

/**
 * « 42,5 », « 42,25 », « 40 », « 1000 », « 19 821,5 »: every number shown to a member;
 * `digits` lowers the precision (a BMI, a body measure: 1).
 */
export function formatDecimal(value: number, digits: 0 | 1 | 2 = 2): string {
  return write(decimals()[digits] as Intl.NumberFormat, value);
}

/** « −3,1 », « +0,5 », « 0 »: a change with its sign (a true minus sign). */
export function formatSignedDecimal(value: number, digits: 0 | 1 | 2 = 2): string {
  return write(signedDecimals()[digits] as Intl.NumberFormat, value).replace('-', '−');
}

/** « 15 s », « 42,5 kg », « 80 % »: the number (French decimals) and its unit on one line. */
export function withUnit(value: number | string, unit: string): string {
  return `${typeof value === 'number' ? formatDecimal(value) : value}${NBSP}${unit}`;
}

/** « 42,5 kg »: every load shown to a member, in the player, the summary, records and history. */
export function formatWeight(kilograms: number): string {
  return withUnit(kilograms, 'kg');
}

const pluralRules = once(() => new Intl.PluralRules('fr-FR'));

/**
 * The noun that agrees with `count` in French: 0 and 1 (and 1,5) take the singular, 2 and more
 * the plural (« 1 jour actif », « 0 ami », « 2 amis »). Intl's `many` (« 1 000 000 de … ») is
 * written as the plural.
 */
export function plural(count: number, singular: string, pluralForm: string): string {
  return pluralRules().select(count) === 'one' ? singular : pluralForm;
}

/** « 0 séance », « 1 série », « 3 séries », « 12 500 séries »: the count and its agreeing noun. */
export function countLabel(count: number, singular: string, pluralForm: string): string {
  return withUnit(count, plural(count, singular, pluralForm));
}

/** « 0/1 série », « 2/4 séries »: the noun agrees with the total, the whole stays on one line. */
export function progressLabel(done: number, total: number, singular: string, pluralForm: string): string {
  return `${formatDecimal(done)}/${countLabel(total, singular, pluralForm)}`;
}

/** « 1 séance », « 3 séances », « 1 minute », « 90 minutes »: a weekly goal's target in words. */
export function goalAmount(target: number, unit: 'sessions' | 'minutes'): string {
  return unit === 'sessions'
    ? countLabel(target, 'séance', 'séances')
    : countLabel(target, 'minute', 'minutes');
}

/** « 1 semaine », « 6 semaines »: a programme's length. */
export function weeksLabel(weeks: number): string {
  return countLabel(weeks, 'semaine', 'semaines');
}

/** « 1 séance », « 12 séances »: never « sessions » on screen. */
export function sessionCountLabel(count: number): string {
  return countLabel(count, 'séance', 'séances');
}
