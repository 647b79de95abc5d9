import { describe, expect, it } from 'vitest';
import {
  addDays,
  parisClock,
  parisDay,
  parisDayStart,
  parisWeekStart,
  timeToMinutes,
  trimTime,
  weekStripSince,
} from './time.ts';

describe('parisDay', () => {
  it('suit le jour calendaire de Paris, pas celui d’UTC', () => {
    expect(parisDay('2026-11-21T22:59:59Z')).toBe('2026-11-21');
    expect(parisDay('2026-11-21T23:00:00Z')).toBe('2026-11-22');
    // Summer time: UTC+2
    expect(parisDay('2026-07-01T21:59:00Z')).toBe('2026-07-01');
    expect(parisDay('2026-07-01T22:00:00Z')).toBe('2026-07-02');
  });
});

describe('parisClock', () => {
  it('donne les minutes du jour et le jour ISO à Paris', () => {
    expect(parisClock('2026-11-23T06:30:00Z')).toEqual({ minutes: 7 * 60 + 30, weekday: 1 });
    expect(parisClock('2026-11-22T23:15:00Z')).toEqual({ minutes: 15, weekday: 1 });
    expect(parisClock('2026-11-22T12:00:00Z')).toEqual({ minutes: 13 * 60, weekday: 7 });
  });
});

describe('helpers', () => {
  it('ajoute des jours à travers les mois et le changement d’heure', () => {
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('convertit et tronque les heures', () => {
    expect(timeToMinutes('07:45:00')).toBe(465);
    expect(trimTime('07:45:00')).toBe('07:45');
  });
});

describe('parisDayStart / parisWeekStart', () => {
  it('donne minuit à Paris en UTC, heure d’hiver comme d’été', () => {
    expect(parisDayStart('2026-11-22').toISOString()).toBe('2026-11-21T23:00:00.000Z');
    expect(parisDayStart('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // The day summer time starts (29 March 2026) still begins at 00:00 UTC+1.
    expect(parisDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });
  it('commence la semaine le lundi', () => {
    expect(parisWeekStart('2026-11-22T12:00:00Z')).toBe('2026-11-16');
    expect(parisWeekStart('2026-11-22T23:30:00Z')).toBe('2026-11-23');
  });
});

describe('début de la bande (since de GET /completions/user/{id})', () => {
  it('toujours avant le premier jour de Paris de la bande, d’au plus deux jours et deux heures, été comme hiver', () => {
    for (const instant of [
      '2026-05-11T22:30:00Z', // 00:30 in Paris
      '2026-11-26T22:59:00Z', // 23:59 in Paris
      '2026-11-26T23:00:00Z', // midnight in Paris
      '2026-10-28T12:00:00Z', // the strip's start before the change to winter time (25 Oct.)
      '2026-10-31T23:30:00Z',
      '2026-04-04T21:59:59Z', // after the change to summer time (29 March)
      '2026-03-29T00:30:00Z',
    ]) {
      const now = new Date(instant);
      const stripStart = parisDayStart(addDays(parisDay(now), -6)).getTime();
      const since = Date.parse(weekStripSince(now));
      expect(since, instant).toBeLessThanOrEqual(stripStart);
      expect(stripStart - since, instant).toBeLessThanOrEqual(2 * 86_400_000 + 2 * 3_600_000);
    }
  });

  it('le même pour toute une heure (la lecture lancée tôt et celle de la carte ne font qu’une)', () => {
    expect(weekStripSince(new Date('2026-11-26T22:00:00.000Z'))).toBe('2026-11-18T22:00:00.000Z');
    expect(weekStripSince(new Date('2026-11-26T22:59:59.999Z'))).toBe('2026-11-18T22:00:00.000Z');
    expect(weekStripSince(new Date('2026-11-26T23:00:00.000Z'))).toBe('2026-11-18T23:00:00.000Z');
  });
});
