import { NBSP } from '@elan/domain';
import { describe, expect, it } from 'vitest';
import {
  daysLabel,
  formatAxisDay,
  formatChange,
  formatDay,
  formatMeasure,
  parseDecimal,
} from './body-format.ts';

describe('formats de la composition corporelle', () => {
  it('virgule décimale et unité insécable', () => {
    expect(formatMeasure(72.5, 'kg')).toBe(`72,5${NBSP}kg`);
    expect(formatMeasure(82, 'cm')).toBe(`82${NBSP}cm`);
    expect(formatMeasure(18.44, '%')).toBe(`18,4${NBSP}%`);
  });

  it('une évolution garde son signe', () => {
    expect(formatChange(-3.1, 'kg')).toBe(`−3,1${NBSP}kg`);
    expect(formatChange(0.5, '%')).toBe(`+0,5${NBSP}%`);
    expect(formatChange(0, 'kg')).toBe(`0${NBSP}kg`);
  });

  it('dates françaises', () => {
    expect(formatDay('2026-11-24')).toBe('24 nov. 2026');
    expect(formatAxisDay('2026-11-24')).toBe('24 nov.');
    expect(daysLabel(1)).toBe(`1${NBSP}jour`);
    expect(daysLabel(12)).toBe(`12${NBSP}jours`);
  });

  it('accepte « 72,5 » comme « 72.5 »', () => {
    expect(parseDecimal('72,5')).toBe(72.5);
    expect(parseDecimal(' 72.5 ')).toBe(72.5);
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('abc')).toBeUndefined();
  });
});
