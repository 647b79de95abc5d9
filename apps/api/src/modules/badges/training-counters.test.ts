import { describe, expect, it } from 'vitest';
import { applyCompletion, countHistory, creditedMinutes, EMPTY_COUNTERS } from './training-counters.ts';

describe('applyCompletion', () => {
  it('compte séances, minutes, série et horaires à l’heure de Paris', () => {
    // 05:30 UTC on Saturday 21 Nov = 06:30 Paris: early, weekend.
    let counters = applyCompletion(EMPTY_COUNTERS, new Date('2026-11-21T05:30:00Z'), 30, 30);
    expect(counters).toMatchObject({
      total_sessions: 1,
      total_minutes: 30,
      last_active_day: '2026-11-21',
      streak_run: 1,
      early_sessions: 1,
      weekend_sessions: 1,
      late_sessions: 0,
    });
    // 22:30 UTC on 21 Nov = 23:30 Paris, same day: late, second of the day.
    counters = applyCompletion(counters, new Date('2026-11-21T22:30:00Z'), 130, 130);
    expect(counters).toMatchObject({
      streak_run: 1,
      day_sessions: 2,
      late_sessions: 1,
      longest_session_minutes: 130,
    });
    // 23:30 UTC on 21 Nov = 00:30 Paris on the 22nd: next day, night, streak 2.
    counters = applyCompletion(counters, new Date('2026-11-21T23:30:00Z'), 20, 20);
    expect(counters).toMatchObject({
      last_active_day: '2026-11-22',
      streak_run: 2,
      longest_streak: 2,
      day_sessions: 1,
      max_sessions_in_a_day: 2,
      night_sessions: 1,
      early_sessions: 2,
    });
    // A gap restarts the run but keeps the longest.
    counters = applyCompletion(counters, new Date('2026-11-25T12:00:00Z'), 20, 20);
    expect(counters).toMatchObject({
      streak_run: 1,
      longest_streak: 2,
      total_sessions: 4,
      total_minutes: 200,
    });
  });
});

describe('minutes créditées par jour de Paris (décision 025)', () => {
  it('au plus 300 minutes par jour, la séance garde sa vraie durée ailleurs', () => {
    expect(creditedMinutes(0, 200)).toBe(200);
    expect(creditedMinutes(200, 200)).toBe(100);
    expect(creditedMinutes(300, 30)).toBe(0);
    const at = (iso: string, minutes: number) => ({ completed_at: new Date(iso), duration_minutes: minutes });
    // 22:30 and 22:50 UTC on 21 Nov are 23:30 and 23:50 in Paris; 23:10 UTC is 00:10 on the 22nd.
    const counters = countHistory([
      at('2026-11-21T22:30:00Z', 200),
      at('2026-11-21T22:50:00Z', 200),
      at('2026-11-21T23:10:00Z', 200),
      at('2026-11-21T23:20:00Z', 600),
    ]);
    expect(counters).toMatchObject({ total_sessions: 4, total_minutes: 600, longest_session_minutes: 300 });
  });
});
