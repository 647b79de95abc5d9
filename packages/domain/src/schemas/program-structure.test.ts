import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages.ts';
import { putProgramStructureBody, splitSupersetIndex, supersetLabels } from './program-structure.ts';

const exercise = (exercise_id: number, extra: Record<string, unknown> = {}) => ({ exercise_id, ...extra });
const body = (exercises: unknown[]) => ({ sessions: [{ title: 'Push', exercises }] });
const firstMessage = (input: unknown) => {
  const result = putProgramStructureBody.safeParse(input);
  return result.success
    ? null
    : { message: result.error.issues[0]?.message, path: result.error.issues[0]?.path };
};

describe('program structure body', () => {
  it('fills the spec defaults and keeps the order', () => {
    const parsed = putProgramStructureBody.parse(body([exercise(3), exercise(1)]));
    expect(parsed.sessions[0]?.day_number).toBe(1);
    expect(
      parsed.sessions[0]?.exercises.map((item) => [
        item.exercise_id,
        item.sets,
        item.reps,
        item.rest_time_sec,
      ]),
    ).toEqual([
      [3, 3, 12, 60],
      [1, 3, 12, 60],
    ]);
    expect(parsed.sessions[0]?.exercises[0]?.progression).toEqual({ type: 'none' });
  });

  it.each([
    [exercise(1, { reps: 12, reps_max: 8 }), MESSAGES.repsMaxBelowMin, 'reps_max'],
    [exercise(1, { target_weight_kg: 501 }), MESSAGES.targetWeightRange, 'target_weight_kg'],
    [exercise(1, { target_rpe: 7.3 }), MESSAGES.targetRpeRange, 'target_rpe'],
    [exercise(1, { target_rpe: 5.5 }), MESSAGES.targetRpeRange, 'target_rpe'],
    [exercise(1, { notes: 'x'.repeat(501) }), MESSAGES.exerciseNotesTooLong, 'notes'],
    [
      exercise(1, { progression: { type: 'double', increment_kg: 0.25 } }),
      MESSAGES.incrementRange,
      'progression',
    ],
    [
      exercise(1, { progression: { type: 'percent_1rm', percent: 120 } }),
      MESSAGES.percentRange,
      'progression',
    ],
    [exercise(1, { progression: { type: 'magic' } }), MESSAGES.progressionInvalid, 'progression'],
    [
      exercise(1, { duration_seconds: 30, progression: { type: 'linear', increment_kg: 2.5 } }),
      MESSAGES.progressionOnTimed,
      'progression',
    ],
  ])('refuses %o with its French sentence', (input, message, field) => {
    const failure = firstMessage(body([input]));
    expect(failure?.message).toBe(message);
    expect(failure?.path).toContain(field);
  });

  it('refuses a superset split by another exercise, beside the exercise at fault', () => {
    const failure = firstMessage(
      body([exercise(1, { superset_group: 1 }), exercise(2), exercise(3, { superset_group: 1 })]),
    );
    expect(failure).toEqual({
      message: MESSAGES.supersetSplit,
      path: ['sessions', 0, 'exercises', 2, 'superset_group'],
    });
  });

  it('bounds sessions and exercises', () => {
    const session = { title: 'S', exercises: [exercise(1)] };
    expect(firstMessage({ sessions: Array.from({ length: 15 }, () => session) })?.message).toBe(
      MESSAGES.sessionsPerProgramMax,
    );
    expect(firstMessage(body(Array.from({ length: 21 }, (_, index) => exercise(index + 1))))?.message).toBe(
      MESSAGES.exercisesPerSessionMax,
    );
    expect(firstMessage({ sessions: [] })?.message).toBe(MESSAGES.sessionsPerProgramMin);
    expect(
      firstMessage({ sessions: [{ title: 'S', day_number: 8, exercises: [exercise(1)] }] })?.message,
    ).toBe(MESSAGES.dayOfWeekRange);
  });
});

describe('supersets', () => {
  it('finds the first exercise that splits a group', () => {
    expect(splitSupersetIndex([1, 1, null, 2, 2, 2])).toBe(-1);
    expect(splitSupersetIndex([1, null, 1])).toBe(2);
    expect(splitSupersetIndex([1, 2, 1])).toBe(2);
  });

  it('labels groups A1, A2, B1… and leaves lone exercises unlabelled', () => {
    expect(supersetLabels([null, 4, 4, 4, null, 9, 9, 7])).toEqual([
      null,
      'A1',
      'A2',
      'A3',
      null,
      'B1',
      'B2',
      null,
    ]);
  });
});
