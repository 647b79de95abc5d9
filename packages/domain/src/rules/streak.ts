import { addDays } from './time.ts';

/**
 * CONTRACT streak: consecutive Europe/Paris calendar days with at least one completion,
 * counted back from today; 0 when today has none (spec §9's dashboard rule, used everywhere).
 * `days` are Paris days (`YYYY-MM-DD`), in any order, duplicates allowed.
 */
export function streakFromDays(days: Iterable<string>, today: string): number {
  const active = new Set(days);
  let streak = 0;
  for (let day = today; active.has(day); day = addDays(day, -1)) streak += 1;
  return streak;
}

/** The run of consecutive days ending on the member's last active day, kept as a counter. */
export type StreakCounter = { lastActiveDay: string | null; runLength: number };

/** Advances the counter with a completion on `day` (a Paris day, never before the last one counted). */
export function advanceStreak(counter: StreakCounter, day: string): StreakCounter {
  if (counter.lastActiveDay === day) return counter;
  if (counter.lastActiveDay && addDays(counter.lastActiveDay, 1) === day) {
    return { lastActiveDay: day, runLength: counter.runLength + 1 };
  }
  if (counter.lastActiveDay && day < counter.lastActiveDay) return counter;
  return { lastActiveDay: day, runLength: 1 };
}

/** The streak shown today from the counter: the run if it reaches today, else 0. */
export function currentStreak(counter: StreakCounter, today: string): number {
  return counter.lastActiveDay === today ? counter.runLength : 0;
}
