import { type Enrollment, PLAN_LIMITS, WEEKDAY_SHORT_LABELS, WEEKDAYS } from '@elan/domain';
import { CalendarCheck, CircleAlert } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { FieldError, TextField } from '../../../components/ui/text-field.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { type FieldErrors, withoutErrors } from '../../../lib/form-errors.ts';
import { useUpdateTrainingPlanMutation } from '../api/update-training-plan.ts';
import {
  checkTrainingPlan,
  PLAN_SAVED_TOAST,
  planValuesFrom,
  type TrainingPlanValues,
  toggleDay,
  WEEKDAY_LONG_LABELS,
} from '../training-plan-form.ts';

type TrainingPlanCardProps = {
  enrollment: Enrollment;
  /** After a save: the route refreshes the schedule the plan drives. */
  onSaved?: () => void;
};

type TextPlanField = Exclude<keyof TrainingPlanValues, 'training_days'>;

/**
 * The member's plan for this programme (issue 3): training days, sessions per week, an optional
 * time slot and a target duration. It drives the dashboard agenda and the weekly block.
 */
export function TrainingPlanCard({ enrollment, onSaved }: TrainingPlanCardProps) {
  const headingId = useId();
  const daysHintId = useId();
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

  return (
    <Card className="p-5 md:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
          <CalendarCheck aria-hidden="true" className="size-5 text-brand-600" />
          Mon planning
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Choisis tes jours et ton créneau : tes séances apparaîtront dans l'agenda du jour.
        </p>

        <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="mt-5 flex flex-col gap-5">
          {serverError && (
            <div
              role="alert"
              className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <p>{serverError}</p>
            </div>
          )}

          <fieldset aria-describedby={daysHintId} className="flex min-w-0 flex-col gap-2">
            <legend className="mb-2 font-medium text-sm text-stone-700">Jours d'entraînement</legend>
            <div className="grid grid-cols-7 gap-1.5">
              {WEEKDAYS.map((day) => {
                const isOn = values.training_days.includes(day);
                return (
                  <button
                    key={day}
                    type="button"
                    aria-pressed={isOn}
                    disabled={isSaving}
                    onClick={() => onToggleDay(day)}
                    className={`h-10 rounded-xl font-semibold text-sm transition-colors ${
                      isOn
                        ? 'bg-brand-600 text-white shadow-sm hover:bg-brand-700'
                        : 'bg-stone-100 text-stone-700 hover:bg-stone-200'
                    }`}
                  >
                    {/* The whole day is the name; the short one is what fits on screen. */}
                    <span aria-hidden="true">{WEEKDAY_SHORT_LABELS[day]}</span>
                    <span className="sr-only">{WEEKDAY_LONG_LABELS[day]}</span>
                  </button>
                );
              })}
            </div>
            <p id={daysHintId} className="text-stone-500 text-xs">
              {values.training_days.length === 0
                ? "Aucun jour choisi : tes séances sont proposées n'importe quel jour."
                : `${values.training_days.length} ${values.training_days.length > 1 ? 'jours choisis' : 'jour choisi'}.`}
            </p>
            {errors.training_days && <FieldError message={errors.training_days} />}
          </fieldset>

          <div className="grid grid-cols-2 gap-4">
            <TextField
              label="Séances par semaine"
              type="number"
              inputMode="numeric"
              min={PLAN_LIMITS.sessionsPerWeek.min}
              max={PLAN_LIMITS.sessionsPerWeek.max}
              value={values.sessions_per_week}
              onChange={onFieldChange('sessions_per_week')}
              error={errors.sessions_per_week}
              disabled={isSaving}
            />
            <TextField
              label="Durée cible (minutes)"
              type="number"
              inputMode="numeric"
              min={PLAN_LIMITS.targetDurationMinutes.min}
              max={PLAN_LIMITS.targetDurationMinutes.max}
              step={5}
              value={values.target_duration_minutes}
              onChange={onFieldChange('target_duration_minutes')}
              error={errors.target_duration_minutes}
              disabled={isSaving}
            />
          </div>

          <fieldset className="flex flex-col gap-2" disabled={isSaving}>
            <legend className="mb-2 flex w-full items-center justify-between gap-3 font-medium text-sm text-stone-700">
              Créneau horaire (facultatif)
            </legend>
            <div className="grid grid-cols-2 gap-4">
              <TextField
                label="Début du créneau"
                type="time"
                value={values.time_slot_start}
                onChange={onFieldChange('time_slot_start')}
                error={errors.time_slot_start}
              />
              <TextField
                label="Fin du créneau"
                type="time"
                value={values.time_slot_end}
                onChange={onFieldChange('time_slot_end')}
                error={errors.time_slot_end}
              />
            </div>
            {(values.time_slot_start || values.time_slot_end) && (
              <button
                type="button"
                onClick={onFlexible}
                className="self-start rounded font-medium text-brand-700 text-sm underline-offset-4 hover:underline"
              >
                Passer en horaire flexible
              </button>
            )}
          </fieldset>

          <Button type="submit" disabled={isSaving} className="self-stretch sm:self-start">
            {isSaving ? <Spinner size="sm" label="Enregistrement en cours" className="text-white" /> : null}
            Enregistrer
          </Button>
        </form>
      </section>
    </Card>
  );
}
