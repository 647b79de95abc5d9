import { type WeeklyGoalBody, weeklyGoalBody } from '@elan/domain';
import { type FieldErrors, fieldErrorsFrom } from '../../lib/form-errors.ts';
import type { WeeklyGoalValues } from './weekly-goal.ts';

// Its own module, loaded by the form on submit: the dashboard that shows a goal does not carry Zod.

export type WeeklyGoalCheck =
  | { body: WeeklyGoalBody; errors?: never }
  | { body?: never; errors: FieldErrors };

/** The server's schema decides: the request body, or each field's French message. */
export function checkWeeklyGoal(values: WeeklyGoalValues): WeeklyGoalCheck {
  const parsed = weeklyGoalBody.safeParse({
    goalType: values.goalType,
    // An empty box is no number; `z.coerce` would read it as 0.
    goalTarget: values.goalTarget.trim() === '' ? Number.NaN : values.goalTarget,
  });
  if (!parsed.success) return { errors: fieldErrorsFrom(parsed.error) };
  return { body: parsed.data };
}
