import { PROGRAM_LIMITS } from '@elan/domain';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/text-field.tsx';
import type { FieldErrors } from '../../../lib/form-errors.ts';
import type { ExerciseRow } from '../create-program-form.ts';

type NumberField = 'sets' | 'reps' | 'rest_time_sec';

const L = PROGRAM_LIMITS;

const NUMBER_FIELDS: readonly {
  field: NumberField;
  label: string;
  min: number;
  max: number;
  step: number;
}[] = [
  { field: 'sets', label: 'Séries', min: L.sets.min, max: L.sets.max, step: 1 },
  { field: 'reps', label: 'Répétitions', min: L.reps.min, max: L.reps.max, step: 1 },
  {
    field: 'rest_time_sec',
    label: 'Repos (s)',
    min: L.restSeconds.min,
    max: L.restSeconds.max,
    step: L.restSeconds.step,
  },
];

type ExerciseRowFieldsProps = {
  row: ExerciseRow;
  index: number;
  errors: FieldErrors;
  isDisabled: boolean;
  onChange: (field: NumberField, value: string) => void;
  onRemove: () => void;
};

/** One exercise of the list: its sets, reps and rest (spec §9 bounds), and a remove button. */
export function ExerciseRowFields({
  row,
  index,
  errors,
  isDisabled,
  onChange,
  onRemove,
}: ExerciseRowFieldsProps) {
  const id = useId();
  const nameId = `${id}-name`;
  const rowErrors = NUMBER_FIELDS.map(({ field }) => errors[`exercises.${index}.${field}`]).filter(
    (message): message is string => Boolean(message),
  );

  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-3">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-50 font-bold text-brand-700 text-sm"
        >
          {index + 1}
        </span>
        <div className="min-w-0 flex-1">
          <p id={nameId} className="truncate font-semibold text-stone-900">
            {row.name}
          </p>
          <p className="truncate text-stone-500 text-xs">{row.muscle_group}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Retirer ${row.name}`}
          onClick={onRemove}
          disabled={isDisabled}
          className="-mt-1 -mr-1 size-9 px-0 text-stone-500 hover:text-red-700"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <div className="mt-3 grid grid-cols-3 gap-2">
        {NUMBER_FIELDS.map(({ field, label, min, max, step }) => {
          const inputId = `${id}-${field}`;
          const hasError = Boolean(errors[`exercises.${index}.${field}`]);
          return (
            <div key={field} className="flex min-w-0 flex-col gap-1">
              <label id={`${inputId}-label`} htmlFor={inputId} className="truncate text-stone-600 text-xs">
                {label}
              </label>
              <input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                step={step}
                value={row[field]}
                disabled={isDisabled}
                aria-labelledby={`${inputId}-label ${nameId}`}
                aria-invalid={hasError ? true : undefined}
                onChange={(event) => onChange(field, event.target.value)}
                className="h-10 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-2.5 text-base text-stone-900 tabular-nums focus-visible:border-brand-600 aria-invalid:border-red-600 disabled:bg-stone-100"
              />
            </div>
          );
        })}
      </div>
      {rowErrors.length > 0 && (
        <div className="mt-2 flex flex-col gap-1">
          {rowErrors.map((message) => (
            <FieldError key={message} message={message} />
          ))}
        </div>
      )}
    </li>
  );
}
