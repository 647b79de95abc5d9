import { describe, expect, it } from 'vitest';
import { CALENDAR_DAYS, plannedDays } from './calendar-plan.ts';

const plan = {
  today: '2026-11-18', // a Wednesday
  days: CALENDAR_DAYS,
  training_days: [1, 3, 5],
  session_count: 3,
  last_index: null,
  is_last_done_today: false,
};

describe('plannedDays (issue 33)', () => {
  it('3 jours par semaine sur 8 semaines : 24 jours, les séances dans l’ordre, en boucle', () => {
    const days = plannedDays(plan);
    expect(days).toHaveLength(24);
    expect(days.slice(0, 4)).toEqual([
      { day: '2026-11-18', session_index: 0 },
      { day: '2026-11-20', session_index: 1 },
      { day: '2026-11-23', session_index: 2 },
      { day: '2026-11-25', session_index: 0 },
    ]);
  });

  it('part de la séance après la dernière faite ; celle faite aujourd’hui reste celle du jour', () => {
    expect(plannedDays({ ...plan, last_index: 0 })[0]).toEqual({ day: '2026-11-18', session_index: 1 });
    const doneToday = plannedDays({ ...plan, last_index: 0, is_last_done_today: true });
    expect(doneToday.slice(0, 2).map((day) => day.session_index)).toEqual([0, 1]);
  });

  it('aucun jour choisi ou aucune séance : rien dans l’agenda', () => {
    expect(plannedDays({ ...plan, training_days: [] })).toEqual([]);
    expect(plannedDays({ ...plan, session_count: 0 })).toEqual([]);
  });
});
