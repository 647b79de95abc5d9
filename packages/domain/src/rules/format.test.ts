import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatLongDate,
  formatMonthYear,
  formatRelativeTime,
  formatShortDate,
  initials,
} from './format.ts';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatRelativeTime (spec §9)', () => {
  it.each([
    [0, "À l'instant"],
    [59_000, "À l'instant"],
    [60_000, 'Il y a 1 min'],
    [59 * 60_000, 'Il y a 59 min'],
    [60 * 60_000, 'Il y a 1h'],
    [23 * 3_600_000 + 59 * 60_000, 'Il y a 23h'],
    [24 * 3_600_000, 'Il y a 1j'],
    [10 * 86_400_000, 'Il y a 10j'],
  ])('%i ms → %s', (elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), now)).toBe(expected);
  });

  it('passe à une date courte au-delà de 7 jours dans le feed', () => {
    expect(formatRelativeTime(ago(6 * 86_400_000), now, 'feed')).toBe('Il y a 6j');
    expect(formatRelativeTime(new Date('2026-11-10T10:00:00Z'), now, 'feed')).toBe('10 nov. 2026');
  });
});

describe('dates en français (Europe/Paris)', () => {
  it('formate en fr-FR, à l’heure de Paris, sur 24 heures', () => {
    // 23:30 UTC is already the next day in Paris (UTC+1 in November).
    const instant = '2026-11-21T23:30:00Z';
    expect(formatShortDate(instant)).toBe('22 nov. 2026');
    expect(formatLongDate(instant)).toBe('22 novembre 2026');
    expect(formatDateTime('2026-07-14T16:05:00Z')).toBe('14 juillet 2026 à 18:05');
    expect(formatMonthYear(instant)).toBe('novembre 2026');
  });

  it('donne les initiales', () => {
    expect(initials('élodie', ' martin')).toBe('ÉM');
  });
});
