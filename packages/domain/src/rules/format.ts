import { once } from './once.ts';
import { PARIS_TIME_ZONE } from './time.ts';

/** A French date formatter in Paris time, built on its first use (see `once`). */
const parisFormatter = (options: Intl.DateTimeFormatOptions) =>
  once(() => new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS_TIME_ZONE, ...options }));

const shortDate = parisFormatter({ day: 'numeric', month: 'short', year: 'numeric' });
const longDate = parisFormatter({ day: 'numeric', month: 'long', year: 'numeric' });
const dateTime = parisFormatter({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const monthYear = parisFormatter({ month: 'long', year: 'numeric' });

/** « 22 nov. 2026 » */
export const formatShortDate = (value: Date | string | number) => shortDate().format(new Date(value));
/** « 22 novembre 2026 » */
export const formatLongDate = (value: Date | string | number) => longDate().format(new Date(value));
/** « 22 novembre 2026 à 14:05 » */
export const formatDateTime = (value: Date | string | number) => dateTime().format(new Date(value));
/** « novembre 2026 » */
export const formatMonthYear = (value: Date | string | number) => monthYear().format(new Date(value));

/**
 * Spec §9 relative time. Notifications: 'À l'instant', 'Il y a {n} min', 'Il y a {n}h', 'Il y a {n}j'.
 * Feed (`mode: 'feed'`): the same up to 7 days, then a short date.
 */
export function formatRelativeTime(
  value: Date | string | number,
  now: Date = new Date(),
  mode: 'notification' | 'feed' = 'notification',
): string {
  const elapsedMinutes = Math.floor((now.getTime() - new Date(value).getTime()) / 60_000);
  if (elapsedMinutes < 1) return "À l'instant";
  if (elapsedMinutes < 60) return `Il y a ${elapsedMinutes} min`;
  const hours = Math.floor(elapsedMinutes / 60);
  if (hours < 24) return `Il y a ${hours}h`;
  const days = Math.floor(hours / 24);
  if (mode === 'feed' && days >= 7) return formatShortDate(value);
  return `Il y a ${days}j`;
}

/** Initials of a member, « JD » for Jeanne Dupont. */
export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}
