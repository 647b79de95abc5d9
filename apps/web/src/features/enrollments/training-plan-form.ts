import {
  type Enrollment,
  PLAN_LIMITS,
  TOAST_TEXTS,
  type TrainingPlanBody,
  trainingPlanBody,
  trimTime,
} from '@elan/domain';
import { type FieldErrors, fieldErrorsFrom } from '../../lib/form-errors.ts';

/** Shown after a plan is saved. */
export const PLAN_SAVED_TOAST = TOAST_TEXTS.planSaved;

/** The plan form's values; numbers and times stay text while the member types. */
export type TrainingPlanValues = {
  training_days: number[];
  sessions_per_week: string;
  time_slot_start: string;
  time_slot_end: string;
  target_duration_minutes: string;
};

/** The enrolment's current plan as form values (`HH:MM:SS` from the server shown as `HH:MM`). */
export function planValuesFrom(enrollment: Enrollment): TrainingPlanValues {
  return {
    training_days: [...enrollment.training_days].sort((a, b) => a - b),
    sessions_per_week: String(enrollment.sessions_per_week || PLAN_LIMITS.sessionsPerWeek.default),
    time_slot_start: enrollment.time_slot_start ? trimTime(enrollment.time_slot_start) : '',
    time_slot_end: enrollment.time_slot_end ? trimTime(enrollment.time_slot_end) : '',
    target_duration_minutes: String(
      enrollment.target_duration_minutes || PLAN_LIMITS.targetDurationMinutes.default,
    ),
  };
}

export function toggleDay(days: readonly number[], day: number): number[] {
  return days.includes(day) ? days.filter((value) => value !== day) : [...days, day].sort((a, b) => a - b);
}

export type TrainingPlanCheck =
  | { body: TrainingPlanBody; errors?: never }
  | { body?: never; errors: FieldErrors };

/** The server's schema decides: the request body, or each field's French message. */
export function checkTrainingPlan(values: TrainingPlanValues): TrainingPlanCheck {
  const parsed = trainingPlanBody.safeParse({
    training_days: values.training_days,
    sessions_per_week: values.sessions_per_week,
    time_slot_start: values.time_slot_start || null,
    time_slot_end: values.time_slot_end || null,
    target_duration_minutes: values.target_duration_minutes,
  });
  if (!parsed.success) return { errors: fieldErrorsFrom(parsed.error) };
  const { time_slot_start, time_slot_end, ...rest } = parsed.data;
  return {
    body: { ...rest, time_slot_start: time_slot_start ?? null, time_slot_end: time_slot_end ?? null },
  };
}
