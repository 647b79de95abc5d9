import { PROGRAM_LIMITS } from '@elan/domain';
import { useId } from 'react';
import { FieldError, INPUT_CLASS_NAME } from '../../../../components/ui/text-field.tsx';
import type { FieldErrors } from '../../../../lib/form-errors.ts';
import type { EditorExercise, ExerciseTextField } from '../../program-editor-values.ts';
import { EditorNumberField } from './editor-number-field.tsx';
import { EditorProgressionField } from './editor-progression-field.tsx';

const L = PROGRAM_LIMITS;

type NumberSpec = { field: ExerciseTextField; label: string; min: number; max: number; step: number };

const SETS: NumberSpec = { field: 'sets', label: 'Séries', min: L.sets.min, max: L.sets.max, step: 1 };
const REPS: NumberSpec[] = [
  { field: 'reps', label: 'Répétitions (min)', min: L.reps.min, max: L.reps.max, step: 1 },
  { field: 'reps_max', label: 'Répétitions (max)', min: L.reps.min, max: L.reps.max, step: 1 },
];
const DURATION: NumberSpec = {
  field: 'duration_seconds',
  label: 'Durée (s)',
  min: L.durationSeconds.min,
  max: L.durationSeconds.max,
  step: 1,
};
const REST_AND_TARGETS: NumberSpec[] = [
  {
    field: 'rest_time_sec',
    label: 'Repos (s)',
    min: L.restSeconds.min,
    max: L.restSeconds.max,
    step: L.restSeconds.step,
  },
  {
    field: 'target_weight_kg',
    label: 'Charge cible (kg)',
    min: L.targetWeightKg.min,
    max: L.targetWeightKg.max,
    step: 0.5,
  },
  {
    field: 'target_rpe',
    label: 'RPE cible',
    min: L.targetRpe.min,
    max: L.targetRpe.max,
    step: L.targetRpe.step,
  },
];

type EditorExerciseFieldsProps = {
  row: EditorExercise;
  /** The id of the exercise's name, which every label reads after its own. */
  nameId: string;
  errors: FieldErrors;
  isDisabled: boolean;
  onField: (field: ExerciseTextField, value: string) => void;
  onTimed: (isTimed: boolean) => void;
  onProgressionType: (type: EditorExercise['progression']['type']) => void;
  onProgressionValue: (value: string) => void;
};

/**
 * Sets, reps or a rep range (8–12) or a duration, rest, target load and RPE, the progression rule
 * (none for a timed exercise: the control is not there), and a note.
 */
export function EditorExerciseFields({
  row,
  nameId,
  errors,
  isDisabled,
  onField,
  onTimed,
  onProgressionType,
  onProgressionValue,
}: EditorExerciseFieldsProps) {
  const id = useId();
  const noteErrorId = `${id}-note-error`;
  const specs = [SETS, ...(row.is_timed ? [DURATION] : REPS), ...REST_AND_TARGETS];
  return (
    <div className="mt-3 flex flex-col gap-3">
      <label className="inline-flex min-h-11 items-center gap-2 self-start text-sm text-stone-700">
        <input
          type="checkbox"
          checked={row.is_timed}
          disabled={isDisabled}
          onChange={(event) => onTimed(event.target.checked)}
          className="size-5 accent-brand-600"
        />
        Exercice chronométré
        <span className="sr-only"> : {row.name}</span>
      </label>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {specs.map((spec) => (
          <EditorNumberField
            key={spec.field}
            label={spec.label}
            ownerId={nameId}
            value={row[spec.field]}
            min={spec.min}
            max={spec.max}
            step={spec.step}
            error={errors[spec.field]}
            isDisabled={isDisabled}
            onChange={(value) => onField(spec.field, value)}
          />
        ))}
      </div>
      {!row.is_timed && (
        <EditorProgressionField
          progression={row.progression}
          ownerId={nameId}
          errors={errors}
          isDisabled={isDisabled}
          onType={onProgressionType}
          onValue={onProgressionValue}
        />
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-note`} className="text-stone-600 text-xs">
          Note <span className="sr-only">{row.name}</span>
        </label>
        <input
          id={`${id}-note`}
          type="text"
          maxLength={L.exerciseNotesMax}
          placeholder="tempo 3-1-1, prise serrée…"
          value={row.notes}
          disabled={isDisabled}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? noteErrorId : undefined}
          onChange={(event) => onField('notes', event.target.value)}
          className={INPUT_CLASS_NAME}
        />
        {errors.notes && <FieldError id={noteErrorId} message={errors.notes} />}
      </div>
    </div>
  );
}
