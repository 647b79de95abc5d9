import { describe, expect, it } from 'vitest';
import {
  applyCompletion,
  countHistory,
  creditedMinutes,
  EMPTY_COUNTERS,
  type TrainingCounters,
} from './training-counters.ts';

/** One member's completions in order: when (UTC), how long, and the counters as they then read. */
const HISTORY: [step: string, at: string, minutes: number, expected: Partial<TrainingCounters>][] = [
  [
    '05:30 UTC le samedi 21 novembre = 06:30 à Paris : tôt, week-end',
    '2026-11-21T05:30:00Z',
    30,
    {
      total_sessions: 1,
      total_minutes: 30,
      last_active_day: '2026-11-21',
      streak_run: 1,
      early_sessions: 1,
      weekend_sessions: 1,
      late_sessions: 0,
    },
  ],
  [
    '22:30 UTC le 21 = 23:30 à Paris, le même jour : tard, deuxième du jour',
    '2026-11-21T22:30:00Z',
    130,
    { streak_run: 1, day_sessions: 2, late_sessions: 1, longest_session_minutes: 130 },
  ],
  [
    '23:30 UTC le 21 = 00:30 à Paris le 22 : jour suivant, nuit, série de 2',
    '2026-11-21T23:30:00Z',
    20,
    {
      last_active_day: '2026-11-22',
      streak_run: 2,
      longest_streak: 2,
      day_sessions: 1,
      max_sessions_in_a_day: 2,
      night_sessions: 1,
      early_sessions: 2,
    },
  ],
  [
    'un trou relance la série mais garde la plus longue',
    '2026-11-25T12:00:00Z',
    20,
    { streak_run: 1, longest_streak: 2, total_sessions: 4, total_minutes: 200 },
  ],
];

describe('applyCompletion : séances, minutes, série et horaires à l’heure de Paris', () => {
  it.each(HISTORY.map(([step], index) => [step, index] as const))('%s', (_, index) => {
    const counters = HISTORY.slice(0, index + 1).reduce(
      (current, [, at, minutes]) => applyCompletion(current, new Date(at), minutes, minutes),
      EMPTY_COUNTERS,
    );
    expect(counters).toMatchObject(HISTORY[index]?.[3] ?? {});
  });
});

describe('minutes créditées par jour de Paris (décision 025)', () => {
  it.each([
    [0, 200, 200],
    [200, 200, 100],
    [300, 30, 0],
  ])(
    'déjà %i minutes ce jour-là, une séance de %i en crédite %i (300 au plus)',
    (credited, minutes, expected) => {
      expect(creditedMinutes(credited, minutes)).toBe(expected);
    },
  );

  it('la séance garde sa vraie durée ailleurs', () => {
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
