import { describe, expect, it } from 'vitest';
import { parisWeekStart } from './time.ts';
import { isWeekMet, type WeekTally, weeksStreak } from './weekly-streak.ts';

const week = (
  week_start: string,
  sessions: number,
  minutes = sessions * 30,
  is_goal_recorded = false,
): WeekTally => ({
  week_start,
  sessions,
  minutes,
  is_goal_recorded,
});
const NO_GOAL = null;
const THREE_SESSIONS = { goal_type: 'sessions', goal_target: 3 } as const;

describe('weeksStreak (issue 34)', () => {
  it('sans objectif : une séance suffit ; la semaine en cours compte une fois atteinte', () => {
    const weeks = [week('2026-11-02', 1), week('2026-11-09', 2)];
    expect(weeksStreak(weeks, NO_GOAL, '2026-11-16')).toEqual({ weeks_streak: 2, current_week_met: false });
    expect(weeksStreak([...weeks, week('2026-11-16', 1)], NO_GOAL, '2026-11-16')).toEqual({
      weeks_streak: 3,
      current_week_met: true,
    });
  });

  it('une semaine manquée coupe la série ; la semaine en cours non atteinte ne la coupe pas', () => {
    const weeks = [week('2026-10-26', 3), week('2026-11-09', 3)];
    expect(weeksStreak(weeks, THREE_SESSIONS, '2026-11-16').weeks_streak).toBe(1);
    expect(weeksStreak(weeks, THREE_SESSIONS, '2026-11-23').weeks_streak).toBe(0);
    expect(weeksStreak([week('2026-11-09', 2)], THREE_SESSIONS, '2026-11-16').weeks_streak).toBe(0);
  });

  it('objectif changé en cours de semaine : atteinte enregistrée gardée, sinon l’objectif du moment', () => {
    // 9 November: goal 1 reached and recorded, then raised to 3; 2 November: 2 sessions, never recorded.
    const weeks = [week('2026-11-02', 2), week('2026-11-09', 1, 30, true), week('2026-11-16', 3)];
    expect(weeksStreak(weeks, THREE_SESSIONS, '2026-11-16')).toEqual({
      weeks_streak: 2,
      current_week_met: true,
    });
    // Lowered to 2: the unrecorded week of 2 November now reaches it too.
    expect(weeksStreak(weeks, { goal_type: 'sessions', goal_target: 2 }, '2026-11-16').weeks_streak).toBe(3);
    expect(isWeekMet(week('2026-11-02', 1, 45), { goal_type: 'minutes', goal_target: 45 })).toBe(true);
  });

  it('dimanche 23 h 30 de Paris compte pour sa semaine, aux deux changements d’heure', () => {
    // Sunday 23:30 in Paris: 22:30Z in winter, 21:30Z in summer; Monday 00:30 opens the next week.
    expect(parisWeekStart('2026-11-22T22:30:00Z')).toBe('2026-11-16');
    expect(parisWeekStart('2027-03-28T21:30:00Z')).toBe('2027-03-22');
    expect(parisWeekStart('2027-03-28T22:30:00Z')).toBe('2027-03-29');
    expect(parisWeekStart('2026-10-25T22:30:00Z')).toBe('2026-10-19');
    expect(parisWeekStart('2026-10-25T23:30:00Z')).toBe('2026-10-26');
    const weeks = ['2027-03-17T11:00:00Z', '2027-03-28T21:30:00Z', '2027-03-28T22:30:00Z'].map((at) =>
      week(parisWeekStart(at), 1),
    );
    expect(weeksStreak(weeks, NO_GOAL, '2027-03-29')).toEqual({ weeks_streak: 3, current_week_met: true });
  });

  it('ignore les semaines à venir', () => {
    expect(weeksStreak([week('2026-11-23', 1)], NO_GOAL, '2026-11-16').weeks_streak).toBe(0);
  });
});
