import { type BodyGoalBody, type BodyGoalType, bodyGoalFormSchema, parisDay } from '@elan/domain';
import { type FieldErrors, fieldErrorsFrom } from '../../lib/form-errors.ts';

export type GoalValues = {
  goal_type: BodyGoalType;
  target_weight_kg: string;
  target_body_fat_percent: string;
  target_muscle_mass_kg: string;
  start_date: string;
  target_date: string;
  description: string;
};

export function emptyGoal(): GoalValues {
  return {
    goal_type: 'weight_loss',
    target_weight_kg: '',
    target_body_fat_percent: '',
    target_muscle_mass_kg: '',
    start_date: parisDay(new Date()),
    target_date: '',
    description: '',
  };
}

type GoalCheck = { body: BodyGoalBody; errors?: never } | { body?: never; errors: FieldErrors };

/** Spec §5 goal rules with their texts, checked by the server's schema before any call. */
export function checkGoal(values: GoalValues): GoalCheck {
  const parsed = bodyGoalFormSchema(parisDay(new Date())).safeParse(values);
  if (!parsed.success) return { errors: fieldErrorsFrom(parsed.error) };
  return { body: parsed.data };
}
