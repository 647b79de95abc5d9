import { DEFAULT_PLATE_SETTINGS, type SessionTarget } from '@elan/domain';
import { describe, expect, it } from 'vitest';
import { nextTimeNotes } from './next-time.ts';

const NB = '\u00A0';
const target = (overrides: Partial<SessionTarget>): SessionTarget => ({
  session_exercise_id: 7,
  exercise_id: 1,
  rule: 'double',
  sets: 3,
  reps: 8,
  reps_max: 12,
  target_weight_kg: 62.5,
  deload: false,
  reason: '',
  stalled: false,
  warmup: [],
  ...overrides,
});
const squat = (weight: number, reps: number, extra: object = {}) => ({
  exercise_id: 1,
  exercise_name: 'Squat',
  weight_kg: weight,
  reps,
  status: 'done' as const,
  set_type: 'normal',
  ...extra,
});

describe('nextTimeNotes (issue 31: after the session)', () => {
  it('a target above what was done: « Prochaine séance : Squat 62,5 kg »', () => {
    const notes = nextTimeNotes(
      [target({})],
      [squat(20, 10, { set_type: 'warmup' }), squat(60, 12)],
      DEFAULT_PLATE_SETTINGS,
    );
    expect(notes.lines).toEqual([{ exercise_id: 1, text: `Prochaine séance${NB}: Squat 62,5${NB}kg` }]);
    expect(notes.stalls).toEqual([]);
  });

  it('quiet when the target is what was just done, or the exercise was not done', () => {
    expect(
      nextTimeNotes([target({ target_weight_kg: 60 })], [squat(60, 10)], DEFAULT_PLATE_SETTINGS),
    ).toEqual({
      lines: [],
      stalls: [],
    });
    expect(nextTimeNotes([target({})], [], DEFAULT_PLATE_SETTINGS)).toEqual({ lines: [], stalls: [] });
  });

  it('a stall proposes 10 % less, rounded down to the member’s bar and plates', () => {
    const notes = nextTimeNotes(
      [target({ target_weight_kg: 60, stalled: true })],
      [squat(60, 10)],
      DEFAULT_PLATE_SETTINGS,
    );
    expect(notes.stalls).toEqual([
      {
        session_exercise_id: 7,
        exercise_id: 1,
        text: `3 séances sans progrès sur Squat${NB}: repartir à 52,5${NB}kg${NB}?`,
        weight_kg: 52.5,
      },
    ]);
  });
});
