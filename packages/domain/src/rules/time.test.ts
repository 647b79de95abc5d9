import { describe, expect, it } from 'vitest';
import {
  addDays,
  parisClock,
  parisDay,
  parisDayStart,
  parisWeekStart,
  timeToMinutes,
  trimTime,
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
