import { describe, expect, it } from 'vitest';
import {
  agendaState,
  estimatedSessionMinutes,
  programProgressPercent,
  weeklyProgressPercent,
} from './agenda.ts';

const slot = { start: '07:00:00', end: '08:00:00' };

describe('agendaState (spec §4)', () => {
  it('vert quand la séance est faite aujourd’hui, même dans le créneau', () => {
    expect(agendaState({ ...slot, completedToday: true, nowMinutes: 7 * 60 + 30 })).toBe('completed');
  });
  it('« maintenant » au début et à la fin du créneau (inclus)', () => {
    expect(agendaState({ ...slot, completedToday: false, nowMinutes: 7 * 60 })).toBe('now');
    expect(agendaState({ ...slot, completedToday: false, nowMinutes: 8 * 60 })).toBe('now');
  });
  it('passé une minute après la fin, neutre une minute avant le début', () => {
    expect(agendaState({ ...slot, completedToday: false, nowMinutes: 8 * 60 + 1 })).toBe('passed');
    expect(agendaState({ ...slot, completedToday: false, nowMinutes: 7 * 60 - 1 })).toBe('neutral');
  });
  it('neutre sans créneau (Flexible)', () => {
    expect(agendaState({ start: null, end: null, completedToday: false, nowMinutes: 600 })).toBe('neutral');
  });
});

describe('progress', () => {
  it('plafonne la progression hebdomadaire à 100 %', () => {
    expect(weeklyProgressPercent(1, 3)).toBe(33);
    expect(weeklyProgressPercent(3, 3)).toBe(100);
    expect(weeklyProgressPercent(5, 3)).toBe(100);
  });
  it('donne 0 pour un programme sans séance', () => {
    expect(programProgressPercent(0, 0)).toBe(0);
    expect(programProgressPercent(2, 4)).toBe(50);
  });
});

describe('estimatedSessionMinutes (issue 29)', () => {
  it('arrondit à la minute supérieure, 0 pour une séance vide', () => {
    expect(estimatedSessionMinutes(0)).toBe(0);
    expect(estimatedSessionMinutes(1)).toBe(1);
    expect(estimatedSessionMinutes(480)).toBe(8);
    expect(estimatedSessionMinutes(481)).toBe(9);
  });
});
