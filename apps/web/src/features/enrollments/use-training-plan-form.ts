import type { Enrollment } from '@elan/domain';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { getErrorMessage } from '../../lib/api-client.ts';
import { type FieldErrors, withoutErrors } from '../../lib/form-errors.ts';
import { useUpdateTrainingPlanMutation } from './api/update-training-plan.ts';
import {
  checkTrainingPlan,
  PLAN_SAVED_TOAST,
  planValuesFrom,
  type TrainingPlanValues,
  toggleDay,
} from './training-plan-form.ts';

type TextPlanField = Exclude<keyof TrainingPlanValues, 'training_days'>;

/** The « Mon planning » form: values from the enrolment, checked with the server's schema, one PUT. */
export function useTrainingPlanForm(enrollment: Enrollment, onSaved: (() => void) | undefined) {
  const [values, setValues] = useState<TrainingPlanValues>(() => planValuesFrom(enrollment));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const savePlan = useUpdateTrainingPlanMutation({
    programId: enrollment.program_id,
    onSuccess: (saved) => {
      setValues(planValuesFrom(saved));
      toast.success(PLAN_SAVED_TOAST);
      onSaved?.();
    },
  });
  const isSaving = savePlan.isPending;

  const onFieldChange = (field: TextPlanField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    // The slot's two ends are checked together.
    const isSlot = field === 'time_slot_start' || field === 'time_slot_end';
    setErrors((current) =>
      isSlot ? withoutErrors(current, 'time_slot_start', 'time_slot_end') : withoutErrors(current, field),
    );
  };

  const onToggleDay = (day: number) => {
    setValues((current) => ({ ...current, training_days: toggleDay(current.training_days, day) }));
    setErrors((current) => withoutErrors(current, 'training_days'));
  };

  const onFlexible = () => {
    setValues((current) => ({ ...current, time_slot_start: '', time_slot_end: '' }));
    setErrors((current) => withoutErrors(current, 'time_slot_start', 'time_slot_end'));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    setServerError(null);
    const checked = checkTrainingPlan(values);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    savePlan.mutate(
      { enrollmentId: enrollment.id, plan: checked.body },
      { onError: (error) => setServerError(getErrorMessage(error)) },
    );
  };

  return { values, errors, serverError, isSaving, onFieldChange, onToggleDay, onFlexible, onSubmit };
}

export type TrainingPlanForm = ReturnType<typeof useTrainingPlanForm>;
