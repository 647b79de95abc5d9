import { type Enrollment, PLAN_LIMITS } from '@elan/domain';
import { CalendarCheck, CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTrainingPlanForm } from '../use-training-plan-form.ts';
import { TimeSlotFields } from './time-slot-fields.tsx';
import { TrainingDaysPicker } from './training-days-picker.tsx';

type TrainingPlanCardProps = {
  enrollment: Enrollment;
  /** After a save: the route refreshes the schedule the plan drives. */
  onSaved?: () => void;
};

/**
 * The member's plan for this programme (issue 3): training days, sessions per week, an optional
 * time slot and a target duration. It drives the dashboard agenda and the weekly block.
 */
export function TrainingPlanCard({ enrollment, onSaved }: TrainingPlanCardProps) {
  const headingId = useId();
  const form = useTrainingPlanForm(enrollment, onSaved);
  const { values, errors, serverError, isSaving, onFieldChange } = form;

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

        <form
          noValidate
          onSubmit={form.onSubmit}
          aria-labelledby={headingId}
          className="mt-5 flex flex-col gap-5"
        >
          {serverError && (
            <div
              role="alert"
              className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <p>{serverError}</p>
            </div>
          )}

          <TrainingDaysPicker
            days={values.training_days}
            error={errors.training_days}
            isDisabled={isSaving}
            onToggle={form.onToggleDay}
          />

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

          <TimeSlotFields form={form} />

          <Button type="submit" disabled={isSaving} className="self-stretch sm:self-start">
            {isSaving ? <Spinner size="sm" label="Enregistrement en cours" className="text-white" /> : null}
            Enregistrer
          </Button>
        </form>
      </section>
    </Card>
  );
}
