import { addDays } from './time.ts';

/**
 * The run of consecutive periods ending on the member's last active one, kept as a counter
 * (the badge engine stores it: constant work per completion whatever the history).
 */
export type StreakCounter = { lastActiveDay: string | null; runLength: number };

const NO_RUN: StreakCounter = { lastActiveDay: null, runLength: 0 };

/**
 * THE streak rule, written once for any period keyed by a sortable `YYYY-MM-DD` string (the
 * Paris day today; a weekly streak keyed by its Monday is `streakRule((week) => addDays(week, 7))`).
 * Every reader goes through it: the stored counter (`advance`, `current`) and a list of
 * periods (`fromPeriods`, which is nothing but the counter folded over the list), so they
 * cannot drift apart.
 */
function streakRule(next: (period: string) => string) {
  /** Advances the counter with activity in `period` (an earlier period than the last one counts nothing). */
  const advance = (counter: StreakCounter, period: string): StreakCounter => {
    const last = counter.lastActiveDay;
    if (last === period || (last !== null && period < last)) return counter;
    if (last !== null && next(last) === period)
      return { lastActiveDay: period, runLength: counter.runLength + 1 };
    return { lastActiveDay: period, runLength: 1 };
  };
  /** The streak shown in period `now`: the run if it reaches `now`, else 0. */
  const current = (counter: StreakCounter, now: string): number =>
    counter.lastActiveDay === now ? counter.runLength : 0;
  /** The streak of a list of active periods (any order, duplicates allowed; later ones ignored). */
  const fromPeriods = (periods: Iterable<string>, now: string): number =>
    current(
      [...periods]
        .filter((period) => period <= now)
        .sort()
        .reduce(advance, NO_RUN),
      now,
    );
  return { advance, current, fromPeriods };
}

/**
 * CONTRACT streak: consecutive Europe/Paris calendar days with at least one completion,
 * counted back from today; 0 when today has none (spec §9's dashboard rule, used everywhere:
 * the stats card reads the stored counter, the circle, feed and share card read the list of days).
 */
const dailyStreak = streakRule((day) => addDays(day, 1));

/** Advances the daily counter with a completion on `day` (a Paris day). */
export const advanceStreak = dailyStreak.advance;
/** The streak shown today (a Paris day) from the daily counter. */
export const currentStreak = dailyStreak.current;
/** The streak shown today from the member's Paris days with a completion (`YYYY-MM-DD`). */
export const streakFromDays = dailyStreak.fromPeriods;

/**
 * Issue 34's weekly streak, the same rule on weeks keyed by their Monday (Paris): the run of weeks
 * met (`rules/weekly-streak.ts` says which) ending on the week `now`.
 */
export const streakFromWeeks = streakRule((week) => addDays(week, 7)).fromPeriods;
