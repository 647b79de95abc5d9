import { type Exercise, LEVEL_LABELS, LEVELS, type Level, PROGRAM_LIMITS, TOAST_TEXTS } from '@elan/domain';
import { CircleAlert, Plus } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { FieldError, TextField } from '../../../components/ui/text-field.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { type FieldErrors, withoutErrors } from '../../../lib/form-errors.ts';
import { useCreateProgramMutation } from '../api/create-program.ts';
import {
  addExerciseError,
  type CreateProgramValues,
  checkCreateProgram,
  type ExerciseRow,
  INITIAL_CREATE_PROGRAM_VALUES,
  newExerciseRow,
} from '../create-program-form.ts';
import { ExercisePicker } from './exercise-picker.tsx';
import { ExerciseRowFields } from './exercise-row-fields.tsx';

type CreateProgramModalProps = { onClose: () => void };

type TextFieldName = 'title' | 'description' | 'goal' | 'duration_weeks';

/**
 * Spec §5 « Nouveau programme »: title, description, goal, level, duration and one exercise list.
 * Checked with the server's schema before the single POST; the server's refusal shows inline.
 */
export function CreateProgramModal({ onClose }: CreateProgramModalProps) {
  const formId = useId();
  const levelLegendId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<CreateProgramValues>(INITIAL_CREATE_PROGRAM_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pickerError, setPickerError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const createProgram = useCreateProgramMutation({
    onSuccess: () => {
      toast.success(TOAST_TEXTS.programCreated);
      onClose();
    },
  });
  const isSubmitting = createProgram.isPending;

  const onTextChange =
    (field: TextFieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => withoutErrors(current, field));
    };

  const onLevelChange = (level: Level) => setValues((current) => ({ ...current, difficulty_level: level }));

  const onAddExercise = (exercise: Exercise): boolean => {
    const refusal = addExerciseError(values.exercises, exercise);
    setPickerError(refusal);
    if (refusal) return false;
    setValues((current) => ({ ...current, exercises: [...current.exercises, newExerciseRow(exercise)] }));
    setErrors((current) => withoutErrors(current, 'exercises'));
    return true;
  };

  const onRowChange = (index: number, field: keyof ExerciseRow, value: string) => {
    setValues((current) => ({
      ...current,
      exercises: current.exercises.map((row, rowIndex) =>
        rowIndex === index ? { ...row, [field]: value } : row,
      ),
    }));
    setErrors((current) => withoutErrors(current, `exercises.${index}.${field}`));
  };

  const onRemoveRow = (index: number) => {
    setValues((current) => ({
      ...current,
      exercises: current.exercises.filter((_, rowIndex) => rowIndex !== index),
    }));
    // Row errors are indexed: after a removal they no longer point at the right row.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith('exercises.'))),
    );
    setPickerError(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setServerError(null);
    const checked = checkCreateProgram(values);
    if (checked.errors) {
      setErrors(checked.errors);
      if (checked.errors.title) titleRef.current?.focus();
      return;
    }
    setErrors({});
    createProgram.mutate(checked.body, { onError: (error) => setServerError(getErrorMessage(error)) });
  };

  const listError = errors.exercises;

  return (
    <Modal
      title="Nouveau programme"
      description="Donne-lui un nom, choisis tes exercices : la première séance est créée pour toi."
      onClose={onClose}
      initialFocusRef={titleRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Annuler
          </Button>
          <Button type="submit" form={formId} disabled={isSubmitting}>
            {isSubmitting ? <Spinner size="sm" label="Création en cours" className="text-white" /> : null}
            {isSubmitting ? 'Création…' : 'Créer le programme'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {serverError && (
          <div
            role="alert"
            className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>{serverError}</p>
          </div>
        )}

        <TextField
          ref={titleRef}
          label="Titre"
          name="title"
          required
          maxLength={PROGRAM_LIMITS.titleMax}
          placeholder="Ex. : Full body express"
          value={values.title}
          onChange={onTextChange('title')}
          error={errors.title}
          disabled={isSubmitting}
        />
        <TextAreaField
          label="Description"
          name="description"
          rows={3}
          maxLength={PROGRAM_LIMITS.descriptionMax}
          placeholder="À qui s'adresse ce programme, comment il se déroule…"
          value={values.description}
          onChange={onTextChange('description')}
          error={errors.description}
          disabled={isSubmitting}
        />
        <TextField
          label="Objectif"
          name="goal"
          maxLength={PROGRAM_LIMITS.goalMax}
          placeholder="Ex. : Gagner en endurance"
          value={values.goal}
          onChange={onTextChange('goal')}
          error={errors.goal}
          disabled={isSubmitting}
        />

        <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <fieldset aria-labelledby={levelLegendId} disabled={isSubmitting} className="min-w-0">
            <legend id={levelLegendId} className="mb-1.5 font-medium text-sm text-stone-700">
              Niveau
            </legend>
            <div className="grid grid-cols-3 gap-1 rounded-xl bg-stone-100 p-1">
              {LEVELS.map((level) => (
                <label
                  key={level}
                  className="relative flex h-9 cursor-pointer items-center justify-center rounded-lg px-1 text-center font-medium text-sm text-stone-600 transition-colors has-checked:bg-white has-checked:text-brand-700 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
                >
                  <input
                    type="radio"
                    name="difficulty_level"
                    value={level}
                    checked={values.difficulty_level === level}
                    onChange={() => onLevelChange(level)}
                    className="sr-only"
                  />
                  {LEVEL_LABELS[level]}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label="Durée (semaines)"
            name="duration_weeks"
            type="number"
            inputMode="numeric"
            min={PROGRAM_LIMITS.durationWeeks.min}
            max={PROGRAM_LIMITS.durationWeeks.max}
            value={values.duration_weeks}
            onChange={onTextChange('duration_weeks')}
            error={errors.duration_weeks}
            disabled={isSubmitting}
          />
        </div>

        <section aria-labelledby={`${formId}-exercises`} className="flex flex-col gap-3">
          <div className="flex items-baseline justify-between gap-3">
            <h3 id={`${formId}-exercises`} className="font-semibold text-stone-900">
              Exercices
            </h3>
            <p className="text-sm text-stone-500">
              {values.exercises.length} {values.exercises.length > 1 ? 'exercices' : 'exercice'}
            </p>
          </div>

          <ExercisePicker
            onAdd={onAddExercise}
            error={pickerError}
            onClearError={() => setPickerError(null)}
            isDisabled={isSubmitting}
          />

          {values.exercises.length > 0 ? (
            <ol className="flex flex-col gap-2">
              {values.exercises.map((row, index) => (
                <ExerciseRowFields
                  key={row.exercise_id}
                  row={row}
                  index={index}
                  errors={errors}
                  isDisabled={isSubmitting}
                  onChange={(field, value) => onRowChange(index, field, value)}
                  onRemove={() => onRemoveRow(index)}
                />
              ))}
            </ol>
          ) : (
            <p className="flex items-center gap-2 rounded-xl border border-stone-300 border-dashed px-4 py-4 text-sm text-stone-500">
              <Plus aria-hidden="true" className="size-4 shrink-0" />
              Choisis un exercice dans le catalogue pour composer ta séance.
            </p>
          )}
          {listError && <FieldError message={listError} />}
        </section>
      </form>
    </Modal>
  );
}
