import { weekStripSince } from '@elan/domain';
import { describe, expect, it } from 'vitest';
import { buildWeekStrip, longDayLabel } from './week-strip.ts';

describe('bande des 7 derniers jours', () => {
  // Tuesday 12 May 2026, 00:30 in Paris (22:30 UTC the day before).
  const now = new Date('2026-05-11T22:30:00Z');

  it('va d’il y a 6 jours à aujourd’hui (jour de Paris), aujourd’hui en dernier', () => {
    const strip = buildWeekStrip([], now);
    expect(strip.map((day) => day.day)).toEqual([
      '2026-05-06',
      '2026-05-07',
      '2026-05-08',
      '2026-05-09',
      '2026-05-10',
      '2026-05-11',
      '2026-05-12',
    ]);
    expect(strip.map((day) => day.shortLabel)).toEqual(['Mer', 'Jeu', 'Ven', 'Sam', 'Dim', 'Lun', 'Mar']);
    expect(strip.filter((day) => day.isToday).map((day) => day.day)).toEqual(['2026-05-12']);
    expect(strip.at(-1)?.dayOfMonth).toBe(12);
  });

  it('compte les séances par jour de Paris et ignore celles d’avant', () => {
    const strip = buildWeekStrip(
      [
        { completed_at: '2026-05-11T22:10:00Z' }, // 00:10 on the 12th in Paris
        { completed_at: '2026-05-11T21:50:00Z' }, // 23:50 on the 11th in Paris
        { completed_at: '2026-05-11T08:00:00Z' },
        { completed_at: '2026-05-05T10:00:00Z' }, // 7 days ago: outside
      ],
      now,
    );
    expect(Object.fromEntries(strip.map((day) => [day.day, day.count]))).toMatchObject({
      '2026-05-12': 1,
      '2026-05-11': 2,
      '2026-05-06': 0,
    });
    expect(strip.reduce((sum, day) => sum + day.count, 0)).toBe(3);
  });

  it('nomme le jour en toutes lettres', () => {
    expect(longDayLabel('2026-05-12')).toBe('mardi 12 mai');
  });
});

describe('début de la bande (since de GET /completions/user/{id})', () => {
  it('la lecture depuis since couvre les 7 jours de la bande ; ce qui est plus ancien n’y compte pas', () => {
    const now = new Date('2026-05-11T22:30:00Z'); // Tuesday 12 May, 00:30 in Paris
    const since = weekStripSince(now);
    const strip = buildWeekStrip(
      [
        { completed_at: since }, // the read's oldest possible row: before the strip
        { completed_at: '2026-05-05T22:00:00Z' }, // Wednesday 6 May, 00:00 in Paris: its first day
      ],
      now,
    );
    expect(strip.map((day) => day.count)).toEqual([1, 0, 0, 0, 0, 0, 0]);
    expect(Date.parse(since)).toBeLessThan(Date.parse('2026-05-05T22:00:00Z'));
  });
});
