import { PROGRAM_LIMITS } from '@elan/domain';
import { useId } from 'react';
import { FieldError } from '../../../../components/ui/text-field.tsx';
import type { FieldErrors } from '../../../../lib/form-errors.ts';
import type { EditorProgression, ProgressionType } from '../../program-editor-values.ts';
import { EditorNumberField } from './editor-number-field.tsx';

const L = PROGRAM_LIMITS;

const OPTIONS: readonly { type: ProgressionType; label: string }[] = [
  { type: 'none', label: 'Aucune' },
  { type: 'double', label: 'Double progression' },
  { type: 'linear', label: 'Linéaire' },
  { type: 'percent_1rm', label: '% du 1RM' },
];

type EditorProgressionFieldProps = {
  progression: EditorProgression;
  /** The id of the exercise's name, which every label reads after its own. */
  ownerId: string;
  /** The exercise's errors: `progression`, `progression.increment_kg`, `progression.percent`. */
  errors: FieldErrors;
  isDisabled: boolean;
  onType: (type: ProgressionType) => void;
  onValue: (value: string) => void;
};

/** « Progression » of an exercise (issue 31): its kind, and its increment or percentage beside it. */
export function EditorProgressionField({
  progression,
  ownerId,
  errors,
  isDisabled,
  onType,
  onValue,
}: EditorProgressionFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const typeError = errors.progression;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-2 sm:grid-cols-3 lg:grid-cols-6">
      <div className="flex min-w-0 flex-col gap-1">
        <label id={labelId} htmlFor={id} className="truncate text-stone-600 text-xs">
          Progression
        </label>
        <select
          id={id}
          value={progression.type}
          disabled={isDisabled}
          aria-labelledby={`${labelId} ${ownerId}`}
          aria-invalid={typeError ? true : undefined}
          aria-describedby={typeError ? errorId : undefined}
          onChange={(event) => {
            const chosen = OPTIONS.find((option) => option.type === event.target.value);
            if (chosen) onType(chosen.type);
          }}
          className="h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-2 text-base text-stone-900 focus-visible:border-brand-600 aria-invalid:border-red-600 disabled:bg-stone-100"
        >
          {OPTIONS.map((option) => (
            <option key={option.type} value={option.type}>
              {option.label}
            </option>
          ))}
        </select>
        {typeError && <FieldError id={errorId} message={typeError} />}
      </div>
      {(progression.type === 'double' || progression.type === 'linear') && (
        <EditorNumberField
          label="Incrément (kg)"
          ownerId={ownerId}
          value={progression.increment_kg}
          min={L.incrementKg.min}
          max={L.incrementKg.max}
          step={0.5}
          error={errors['progression.increment_kg']}
          isDisabled={isDisabled}
          onChange={onValue}
        />
      )}
      {progression.type === 'percent_1rm' && (
        <EditorNumberField
          label="Pourcentage du 1RM"
          ownerId={ownerId}
          value={progression.percent}
          min={L.percent1rm.min}
          max={L.percent1rm.max}
          step={1}
          error={errors['progression.percent']}
          isDisabled={isDisabled}
          onChange={onValue}
        />
      )}
    </div>
  );
}
