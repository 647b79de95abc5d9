import { describe, expect, it } from 'vitest';
import { countLabel, NBSP, progressLabel, withUnit } from './units.ts';

describe('nombres et unités', () => {
  it('lie le nombre à son unité par une espace insécable', () => {
    expect(withUnit(15, 's')).toBe('15\u00A0s');
    expect(withUnit('42,5', 'kg')).toBe('42,5\u00A0kg');
    expect(withUnit(80, '%')).not.toContain(' ');
  });

  it('accorde au singulier sous 2, comme en français', () => {
    expect(countLabel(0, 'séance', 'séances')).toBe(`0${NBSP}séance`);
    expect(countLabel(1, 'série', 'séries')).toBe(`1${NBSP}série`);
    expect(countLabel(3, 'série', 'séries')).toBe(`3${NBSP}séries`);
  });

  it('accorde une progression avec le total', () => {
    expect(progressLabel(0, 1, 'série', 'séries')).toBe(`0/1${NBSP}série`);
    expect(progressLabel(1, 1, 'série', 'séries')).toBe(`1/1${NBSP}série`);
    expect(progressLabel(2, 4, 'série', 'séries')).toBe(`2/4${NBSP}séries`);
  });
});
