import { once } from './once.ts';

export const PARIS_TIME_ZONE = 'Europe/Paris';

const dayFormatter = once(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: PARIS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/**
 * The Europe/Paris calendar day of an instant, as `YYYY-MM-DD`.
 * Every "today", streak and week rule counts Paris days (CONTRACT: streak, circle unlock).
 */
export function parisDay(instant: Date | string | number): string {
  return dayFormatter().format(new Date(instant));
}

const partsFormatter = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: PARIS_TIME_ZONE,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    }),
);

const WEEKDAY_INDEX: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Minutes since midnight and ISO weekday (1 = lundi) of an instant in Paris. */
export function parisClock(instant: Date | string | number): { minutes: number; weekday: number } {
  const parts = partsFormatter().formatToParts(new Date(instant));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '0';
  return {
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
    weekday: WEEKDAY_INDEX[get('weekday')] ?? 1,
  };
}

/** Adds whole days to a `YYYY-MM-DD` calendar day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `HH:MM[:SS]` to minutes of the day. */
export function timeToMinutes(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** Spec §9: time display trims to HH:MM. */
export function trimTime(time: string): string {
  return time.slice(0, 5);
}

/** The UTC instant at which a Paris calendar day (`YYYY-MM-DD`) begins. */
export function parisDayStart(day: string): Date {
  // Paris is UTC+1 or UTC+2: try both and keep the one that lands on the day's midnight.
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(`${day}T00:00:00Z`);
    candidate.setUTCHours(candidate.getUTCHours() - offsetHours);
    const { minutes } = parisClock(candidate);
    if (minutes === 0 && parisDay(candidate) === day) return candidate;
  }
  return new Date(`${day}T00:00:00Z`);
}

const HOUR_MS = 3_600_000;

/**
 * The `since` of the dashboard's week-strip read (`GET /completions/user/{id}`, decision 042):
 * 8 × 24 h before the current UTC hour began. That is always before the strip's first Paris day
 * (today and the 6 days before, across a change of time too), so the strip gets all of its 7 days
 * and places them itself (`buildWeekStrip`). Computed without `Intl`: no time-zone data is loaded
 * while the app starts its first reads; and the same for a whole hour, so the read started from
 * the entry (decision 043) and the card's own are one request.
 */
export function weekStripSince(now: Date = new Date()): string {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - 8 * 24 * HOUR_MS).toISOString();
}

/** Monday (`YYYY-MM-DD`) of the Paris week holding `instant`. */
export function parisWeekStart(instant: Date | string | number): string {
  const { weekday } = parisClock(instant);
  return addDays(parisDay(instant), 1 - weekday);
}
