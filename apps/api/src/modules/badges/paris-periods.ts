import { addDays, parisDay, parisDayStart, parisWeekStart } from '@elan/domain';

/** A Paris calendar period: its name (`YYYY-MM-DD` of its first day) and its instants, `from` ≤ t < `to`. */
export type ParisPeriod = { start: string; from: Date; to: Date };

/**
 * The period holding an instant, remembered until an instant falls outside it: finding a Paris
 * day or week formats dates with `Intl` (time zone rules), which cost more per dashboard request
 * than the rest of its Node work, and the answer changes once a day or a week. Exact whatever the
 * clock does (an injected test clock may go back): any instant outside the period recomputes it.
 */
function periodCache(periodOf: (instant: Date) => ParisPeriod) {
  let last: ParisPeriod | undefined;
  return (instant: Date): ParisPeriod => {
    const time = instant.getTime();
    if (!last || time < last.from.getTime() || time >= last.to.getTime()) last = periodOf(instant);
    return last;
  };
}

const periodOfDays = (start: string, days: number): ParisPeriod => ({
  start,
  from: parisDayStart(start),
  to: parisDayStart(addDays(start, days)),
});

/** The Paris week (Monday to Sunday) holding the instant; one cache per caller (per app). */
export const parisWeekCache = () => periodCache((instant) => periodOfDays(parisWeekStart(instant), 7));

/** The Paris day holding the instant; one cache per caller (per app). */
export const parisDayCache = () => periodCache((instant) => periodOfDays(parisDay(instant), 1));
