import type { ExerciseInstructions } from '@elan/domain';

/** One exercise's how-to: set-up, 3 to 5 steps, two common mistakes, main and secondary muscles. */
export function how(
  setup: string,
  steps: string[],
  mistakes: [string, string],
  primary: string[],
  secondary: string[] = [],
): ExerciseInstructions {
  return { setup, steps, mistakes, primary_muscles: primary, secondary_muscles: secondary };
}
