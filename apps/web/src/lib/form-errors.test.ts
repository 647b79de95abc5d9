import { createProgramBody, MESSAGES } from '@elan/domain';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from './form-errors.ts';

describe('fieldErrorsFrom', () => {
  it('garde le premier message de chaque champ, sous son chemin', () => {
    const parsed = createProgramBody.safeParse({
      title: '  ',
      exercises: [{ exercise_id: 1, sets: 0, reps: 12, rest_time_sec: 60 }],
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrorsFrom(parsed.error)).toMatchObject({
      title: MESSAGES.titleRequired,
      'exercises.0.sets': MESSAGES.setsRange,
    });
  });
});
