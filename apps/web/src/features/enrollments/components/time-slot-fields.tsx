import { TextField } from '../../../components/ui/text-field.tsx';
import type { TrainingPlanForm } from '../use-training-plan-form.ts';

/** « Créneau horaire (facultatif) »: start and end, and the way back to a flexible time. */
export function TimeSlotFields({ form }: { form: TrainingPlanForm }) {
  const { values, errors, isSaving, onFieldChange } = form;
  return (
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
          onClick={form.onFlexible}
          className="self-start rounded font-medium text-brand-700 text-sm underline-offset-4 hover:underline"
        >
          Passer en horaire flexible
        </button>
      )}
    </fieldset>
  );
}
