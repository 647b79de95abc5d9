import type { ExerciseInstructions } from '@elan/domain';
import { CORE } from './core.ts';
import { LOWER_BODY } from './lower-body.ts';
import { MOBILITY } from './mobility.ts';
import { UPPER_BODY } from './upper-body.ts';
import { WHOLE_BODY } from './whole-body.ts';

/** French how-to of every catalogue exercise, by name (issue 13). */
export const EXERCISE_INSTRUCTIONS: Record<string, ExerciseInstructions> = {
  ...UPPER_BODY,
  ...LOWER_BODY,
  ...CORE,
  ...WHOLE_BODY,
  ...MOBILITY,
};
