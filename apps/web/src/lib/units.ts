/** No-break space (U+00A0): a number never ends a line without its unit (« 15 s », « 3 séances »). */
export const NBSP = '\u00A0';

/** « 15 s », « 42,5 kg », « 80 % »: the number and its unit on one line. */
export function withUnit(value: number | string, unit: string): string {
  return `${value}${NBSP}${unit}`;
}

/** « 0 séance », « 1 série », « 3 séries »: singular below 2, as French counts. */
export function countLabel(count: number, singular: string, plural: string): string {
  return withUnit(count, count > 1 ? plural : singular);
}

/** « 0/1 série », « 2/4 séries »: the noun agrees with the total, the whole stays on one line. */
export function progressLabel(done: number, total: number, singular: string, plural: string): string {
  return `${done}/${countLabel(total, singular, plural)}`;
}
