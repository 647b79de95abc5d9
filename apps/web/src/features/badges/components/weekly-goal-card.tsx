import {
  GOAL_LIMITS,
  GOAL_TYPE_LABELS,
  GOAL_TYPES,
  type GoalType,
  type WeeklyGoal,
  withUnit,
} from '@elan/domain';
import { CircleAlert, Flame, Pencil, Target } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { INPUT_CLASS_NAME, TextField } from '../../../components/ui/text-field.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { type FieldErrors, withoutErrors } from '../../../lib/form-errors.ts';
import { useWeeklyGoalQuery } from '../api/get-weekly-goal.ts';
import { useSetWeeklyGoalMutation } from '../api/set-weekly-goal.ts';
import {
  checkWeeklyGoal,
  goalBoundsHint,
  goalProgressLabel,
  goalRemainingLabel,
  WEEKLY_GOAL_ACHIEVED,
  WEEKLY_GOAL_SAVED_TOAST,
  type WeeklyGoalValues,
  weeklyGoalValuesFrom,
  weeksInARowLabel,
  withGoalType,
} from '../weekly-goal-form.ts';

const isGoalType = (value: string): value is GoalType => (GOAL_TYPES as readonly string[]).includes(value);

type WeeklyGoalFormProps = {
  userId: number;
  goal: WeeklyGoal | null;
  /** Shown when a goal exists: back to the progress without saving. */
  onCancel?: () => void;
  onSaved: () => void;
};

/** Sets or changes the goal: a type (séances or minutes) and a number within its bounds. */
function WeeklyGoalForm({ userId, goal, onCancel, onSaved }: WeeklyGoalFormProps) {
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    setServerError(null);
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

function GoalProgress({ goal }: { goal: WeeklyGoal }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-end justify-between gap-3">
        <p className="font-extrabold text-3xl text-stone-900 tabular-nums">
          {goal.current}
          <span className="font-semibold text-lg text-stone-500">
            {' '}
            / {goal.goalTarget} {GOAL_TYPE_LABELS[goal.goalType]}
          </span>
        </p>
        <span className="font-bold text-brand-700 tabular-nums">{withUnit(goal.progress_percent, '%')}</span>
      </div>
      <ProgressBar
        percent={goal.progress_percent}
        label={`Objectif de la semaine : ${goalProgressLabel(goal)}`}
        tone={goal.achieved ? 'success' : 'brand'}
        className="h-3"
      />
      {goal.achieved ? (
        <p className="rounded-xl bg-emerald-50 px-3 py-2 font-semibold text-emerald-800 text-sm">
          {WEEKLY_GOAL_ACHIEVED}
        </p>
      ) : (
        <p className="text-sm text-stone-600">{goalRemainingLabel(goal)}</p>
      )}
      <p className="inline-flex items-center gap-1.5 text-sm text-stone-600">
        <Flame aria-hidden="true" className="size-4 shrink-0 text-brand-500" />
        {goal.weeks_in_a_row > 0 ? (
          <span>
            Série :{' '}
            <span className="font-semibold text-stone-800">{weeksInARowLabel(goal.weeks_in_a_row)}</span>
          </span>
        ) : (
          <span>Atteins-le pour lancer ta série de semaines.</span>
        )}
      </p>
    </div>
  );
}

/**
 * Dashboard « Objectif de la semaine » (issue 5): progress over the current week, Monday to Sunday
 * in Paris, with the weeks in a row; the member sets or changes it in place.
 */
export function WeeklyGoalCard({ userId }: { userId: number }) {
  const headingId = useId();
  const weeklyGoal = useWeeklyGoalQuery(userId);
  const [isEditing, setIsEditing] = useState(false);
  const goal = weeklyGoal.data ?? null;

  return (
    <Card className="flex h-full flex-col p-5 md:p-6">
      <section aria-labelledby={headingId} className="flex flex-1 flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
            <Target aria-hidden="true" className="size-5 text-brand-600" />
            Objectif de la semaine
          </h2>
          {goal && !isEditing && (
            <Button variant="ghost" size="sm" onClick={() => setIsEditing(true)} className="-mr-2">
              <Pencil aria-hidden="true" className="size-4" />
              Modifier
            </Button>
          )}
        </div>

        {weeklyGoal.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-3">
            <span className="sr-only">Chargement de l'objectif…</span>
            <Skeleton className="h-9 w-40" />
            <Skeleton className="h-3" />
          </div>
        ) : goal && !isEditing ? (
          <GoalProgress goal={goal} />
        ) : (
          <>
            {!goal && (
              <p className="text-sm text-stone-600">
                Fixe-toi un cap pour la semaine, en séances ou en minutes : il se remet à zéro chaque lundi.
              </p>
            )}
            <WeeklyGoalForm
              userId={userId}
              goal={goal}
              onSaved={() => setIsEditing(false)}
              onCancel={goal ? () => setIsEditing(false) : undefined}
            />
          </>
        )}
      </section>
    </Card>
  );
}
