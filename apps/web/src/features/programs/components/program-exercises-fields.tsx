import { countLabel } from '@elan/domain';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { FieldError } from '../../../components/ui/text-field.tsx';
import type { CreateProgramForm } from '../use-create-program-form.ts';
import { ExercisePicker } from './exercise-picker.tsx';
import { ExerciseRowFields } from './exercise-row-fields.tsx';

/** « Nouveau programme » exercises: the catalogue picker, then one row of fields per exercise. */
export function ProgramExercisesFields({ form }: { form: CreateProgramForm }) {
  const headingId = useId();
  const { values, errors, isSubmitting } = form;
  const count = values.exercises.length;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-stone-900">
          Exercices
        </h3>
        <p className="text-sm text-stone-500">{countLabel(count, 'exercice', 'exercices')}</p>
      </div>

      <ExercisePicker
        onAdd={form.onAddExercise}
        error={form.pickerError}
        onClearError={form.clearPickerError}
        isDisabled={isSubmitting}
      />

      {count > 0 ? (
        <ol className="flex flex-col gap-2">
          {values.exercises.map((row, index) => (
            <ExerciseRowFields
              key={row.exercise_id}
              row={row}
              index={index}
              errors={errors}
              isDisabled={isSubmitting}
              onChange={(field, value) => form.onRowChange(index, field, value)}
              onRemove={() => form.onRemoveRow(index)}
            />
          ))}
        </ol>
      ) : (
        <p className="flex items-center gap-2 rounded-xl border border-stone-300 border-dashed px-4 py-4 text-sm text-stone-500">
          <Plus aria-hidden="true" className="size-4 shrink-0" />
          Choisis un exercice dans le catalogue pour composer ta séance.
        </p>
      )}
      {errors.exercises && <FieldError message={errors.exercises} />}
    </section>
  );
}
