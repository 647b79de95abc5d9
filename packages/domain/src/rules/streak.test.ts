import { describe, expect, it } from 'vitest';
import { advanceStreak, currentStreak, streakFromDays } from './streak.ts';
import { parisDay } from './time.ts';

describe('streakFromDays (CONTRACT)', () => {
  it('0 quand aujourd’hui n’a pas de séance, même avec hier', () => {
    expect(streakFromDays(['2026-11-21', '2026-11-20'], '2026-11-22')).toBe(0);
    expect(streakFromDays([], '2026-11-22')).toBe(0);
  });
  it('compte les jours consécutifs jusqu’à un trou', () => {
    expect(
      streakFromDays(['2026-11-22', '2026-11-21', '2026-11-21', '2026-11-20', '2026-11-18'], '2026-11-22'),
    ).toBe(3);
    expect(streakFromDays(['2026-11-22'], '2026-11-22')).toBe(1);
  });
  it('traverse les mois et le passage à l’heure d’hiver', () => {
    expect(
      streakFromDays(
        [
          '2026-11-01',
          '2026-10-31',
          '2026-10-25',
          '2026-10-24',
          '2026-10-26',
          '2026-10-27',
          '2026-10-28',
          '2026-10-29',
          '2026-10-30',
        ],
        '2026-11-01',
      ),
    ).toBe(9);
  });
  it('suit le jour de Paris à minuit : 23:30 UTC compte pour le lendemain', () => {
    const days = ['2026-11-21T22:30:00Z', '2026-11-21T23:30:00Z'].map(parisDay);
    expect(days).toEqual(['2026-11-21', '2026-11-22']);
    expect(streakFromDays(days, '2026-11-22')).toBe(2);
  });
});

describe('compteur de série', () => {
  it('avance d’un jour, ignore un second passage le même jour, repart à 1 après un trou', () => {
    let counter = advanceStreak({ lastActiveDay: null, runLength: 0 }, '2026-11-20');
    counter = advanceStreak(counter, '2026-11-20');
    counter = advanceStreak(counter, '2026-11-21');
    expect(counter).toEqual({ lastActiveDay: '2026-11-21', runLength: 2 });
    expect(currentStreak(counter, '2026-11-21')).toBe(2);
    expect(currentStreak(counter, '2026-11-22')).toBe(0);
    expect(advanceStreak(counter, '2026-11-23')).toEqual({ lastActiveDay: '2026-11-23', runLength: 1 });
  });
});

describe('une seule règle : le compteur stocké et la liste des jours', () => {
  // Every set of active days in a week (64) seen from each of its days: the stored counter
  // (advanced completion by completion, as the badge engine does) and the list of days (the
  // circle's read) give the CONTRACT's count back from today.
  const week = ['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29'];
  const countBack = (active: Set<string>, today: string) => {
    let streak = 0;
    for (let index = week.indexOf(today); index >= 0 && active.has(week[index] ?? ''); index -= 1)
      streak += 1;
    return streak;
  };
  it('donnent le même nombre pour chaque historique et chaque jour', () => {
    for (let mask = 0; mask < 2 ** week.length; mask += 1) {
      const days = week.filter((_, index) => mask & (1 << index));
      for (const today of week) {
        const counter = days
          .filter((day) => day <= today)
          .reduce(advanceStreak, { lastActiveDay: null, runLength: 0 });
        const expected = countBack(new Set(days), today);
        expect([currentStreak(counter, today), streakFromDays(days, today)], `${days} / ${today}`).toEqual([
          expected,
          expected,
        ]);
      }
    }
  });
});
