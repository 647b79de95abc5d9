import { GOAL_LIMITS, GOAL_TYPE_LABELS, GOAL_TYPES, type GoalType, type WeeklyGoal } from '@elan/domain';
import { CircleAlert } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { INPUT_CLASS_NAME, TextField } from '../../../components/ui/text-field.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { type FieldErrors, withoutErrors } from '../../../lib/form-errors.ts';
import { useSetWeeklyGoalMutation } from '../api/set-weekly-goal.ts';
import {
  goalBoundsHint,
  WEEKLY_GOAL_SAVED_TOAST,
  type WeeklyGoalValues,
  weeklyGoalValuesFrom,
  withGoalType,
} from '../weekly-goal.ts';

const isGoalType = (value: string): value is GoalType => (GOAL_TYPES as readonly string[]).includes(value);

type WeeklyGoalFormProps = {
  userId: number;
  goal: WeeklyGoal | null;
  /** Shown when a goal exists: back to the progress without saving. */
  onCancel?: () => void;
  onSaved: () => void;
};

/** Sets or changes the goal: a type (séances or minutes) and a number within its bounds. */
export function WeeklyGoalForm({ userId, goal, onCancel, onSaved }: WeeklyGoalFormProps) {
  const typeId = useId();
  const [values, setValues] = useState<WeeklyGoalValues>(() => weeklyGoalValuesFrom(goal));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const saveGoal = useSetWeeklyGoalMutation({
    userId,
    onSuccess: () => {
      toast.success(WEEKLY_GOAL_SAVED_TOAST);
      onSaved();
    },
  });
  const isSaving = saveGoal.isPending;
  const limits = GOAL_LIMITS[values.goalType];

  const onTypeChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.target;
    if (!isGoalType(value)) return;
    setValues((current) => withGoalType(current, value));
    setErrors({});
  };

  const onTargetChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, goalTarget: value }));
    setErrors((current) => withoutErrors(current, 'goalTarget'));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    setServerError(null);
    // The server's schema, loaded with the first submit rather than with the dashboard.
    const { checkWeeklyGoal } = await import('../weekly-goal-check.ts');
    const checked = checkWeeklyGoal(values);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    saveGoal.mutate(checked.body, { onError: (error) => setServerError(getErrorMessage(error)) });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Objectif hebdomadaire" className="flex flex-col gap-4">
      {serverError && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>{serverError}</p>
        </div>
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={typeId} className="font-medium text-sm text-stone-700">
            Type d'objectif
          </label>
          <select
            id={typeId}
            value={values.goalType}
            onChange={onTypeChange}
            disabled={isSaving}
            className={INPUT_CLASS_NAME}
          >
            {GOAL_TYPES.map((type) => (
              <option key={type} value={type}>
                {GOAL_TYPE_LABELS[type].charAt(0).toUpperCase() + GOAL_TYPE_LABELS[type].slice(1)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={`Objectif (${GOAL_TYPE_LABELS[values.goalType]})`}
          type="number"
          inputMode="numeric"
          min={limits.min}
          max={limits.max}
          step={values.goalType === 'minutes' ? 5 : 1}
          value={values.goalTarget}
          onChange={onTargetChange}
          hint={goalBoundsHint(values.goalType)}
          error={errors.goalTarget}
          disabled={isSaving}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={isSaving}>
            Annuler
          </Button>
        )}
        <Button type="submit" disabled={isSaving}>
          {isSaving && <Spinner size="sm" label="Enregistrement en cours" className="text-white" />}
          Enregistrer l'objectif
        </Button>
      </div>
    </form>
  );
}
