import { describe, expect, it } from 'vitest';
import {
  countLabel,
  formatDecimal,
  formatSignedDecimal,
  formatWeight,
  goalAmount,
  plural,
  progressLabel,
  sessionCountLabel,
  weeksLabel,
  withUnit,
} from './units.ts';

describe('nombres et unités en français', () => {
  it('écrit les décimales avec une virgule, deux chiffres au plus, sans zéro inutile', () => {
    expect(formatDecimal(42.5)).toBe('42,5');
    expect(formatDecimal(42.25)).toBe('42,25');
    expect(formatDecimal(33.3333)).toBe('33,33');
    expect(formatDecimal(40)).toBe('40');
    expect(formatDecimal(0)).toBe('0');
    expect(formatDecimal(1000)).toBe('1000');
  });

  it('montre une charge en « kg », collée à son nombre par une espace insécable', () => {
    expect(formatWeight(42.5)).toBe('42,5\u00A0kg');
    expect(formatWeight(102.75)).toBe('102,75\u00A0kg');
    expect(formatWeight(20)).toBe('20\u00A0kg');
  });

  it('garde une unité sur la même ligne que son nombre', () => {
    expect(withUnit(15, 's')).toBe('15\u00A0s');
    expect(withUnit(2.5, 'min')).toBe('2,5\u00A0min');
    expect(withUnit('—', 'rép.')).toBe('—\u00A0rép.');
  });

  it('accorde les comptes au pluriel à partir de 2', () => {
    expect(countLabel(0, 'série', 'séries')).toBe('0\u00A0série');
    expect(countLabel(1, 'série', 'séries')).toBe('1\u00A0série');
    expect(countLabel(3, 'série', 'séries')).toBe('3\u00A0séries');
    expect(progressLabel(2, 4, 'série', 'séries')).toBe('2/4\u00A0séries');
    expect(progressLabel(0, 1, 'série', 'séries')).toBe('0/1\u00A0série');
    expect(weeksLabel(1)).toBe('1\u00A0semaine');
    expect(weeksLabel(6)).toBe('6\u00A0semaines');
    expect(sessionCountLabel(0)).toBe('0\u00A0séance');
    expect(sessionCountLabel(12)).toBe('12\u00A0séances');
  });

  it('sépare les milliers par une espace fine insécable à partir de cinq chiffres', () => {
    expect(formatDecimal(19821.5)).toBe('19\u202F821,5');
    expect(formatWeight(19821.5)).toBe('19\u202F821,5\u00A0kg');
    expect(formatDecimal(1234567.891, 1)).toBe('1\u202F234\u202F567,9');
    expect(formatDecimal(9999)).toBe('9999');
    expect(formatSignedDecimal(-12345.6, 1)).toBe('−12\u202F345,6');
    expect(withUnit(125000, 'séries')).toBe('125\u202F000\u00A0séries');
    expect(progressLabel(10000, 20000, 'série', 'séries')).toBe('10\u202F000/20\u202F000\u00A0séries');
  });

  it('met au singulier 0 et 1 (et 1,5), au pluriel à partir de 2, comme le français', () => {
    expect(plural(0, 'ami', 'amis')).toBe('ami');
    expect(plural(1, 'jour actif', 'jours actifs')).toBe('jour actif');
    expect(plural(1.5, 'jour', 'jours')).toBe('jour');
    expect(plural(2, 'ami', 'amis')).toBe('amis');
    expect(plural(1_000_000, 'séance', 'séances')).toBe('séances');
    expect(countLabel(12500, 'série', 'séries')).toBe('12\u202F500\u00A0séries');
    expect(goalAmount(1, 'sessions')).toBe('1\u00A0séance');
    expect(goalAmount(3, 'sessions')).toBe('3\u00A0séances');
    expect(goalAmount(1, 'minutes')).toBe('1\u00A0minute');
    expect(goalAmount(150, 'minutes')).toBe('150\u00A0minutes');
  });

  it('arrondit à la précision demandée et signe les écarts avec un vrai moins', () => {
    expect(formatDecimal(72.46, 1)).toBe('72,5');
    expect(formatDecimal(72.46)).toBe('72,46');
    expect(formatSignedDecimal(-3.14, 1)).toBe('−3,1');
    expect(formatSignedDecimal(0.5, 1)).toBe('+0,5');
    expect(formatSignedDecimal(0, 1)).toBe('0');
  });
});
