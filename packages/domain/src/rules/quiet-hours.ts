import { parisClock, timeToMinutes } from './time.ts';

export type QuietHours = { enabled: boolean; start: string; end: string };

const DAY_MINUTES = 24 * 60;

/** Whether a Paris minute of the day lies in [start, end), the window crossing midnight when start > end. */
export function isInQuietWindow(minutes: number, start: string, end: string): boolean {
  const from = timeToMinutes(start);
  const to = timeToMinutes(end);
  if (from === to) return false;
  return from < to ? minutes >= from && minutes < to : minutes >= from || minutes < to;
}

/**
 * Spec §3 quiet hours, read in Europe/Paris: the instant the member's quiet window ends when
 * `now` is inside it, else null. A window whose start equals its end is empty; 22:00–07:00
 * crosses midnight. Pushes are held until that instant (reminders dropped), decision 016.
 */
export function quietHoursEnd(now: Date, quietHours: QuietHours): Date | null {
  if (!quietHours.enabled) return null;
  const { minutes } = parisClock(now);
  if (!isInQuietWindow(minutes, quietHours.start, quietHours.end)) return null;
  const remaining = (timeToMinutes(quietHours.end) - minutes + DAY_MINUTES) % DAY_MINUTES;
  const minuteStart = now.getTime() - (now.getTime() % 60_000);
  return new Date(minuteStart + remaining * 60_000);
}
