import { type Exercise, type Level, type Program, TOAST_TEXTS } from '@elan/domain';
import { type FormEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { getErrorMessage } from '../../lib/api-client.ts';
import { type FieldErrors, withoutErrors } from '../../lib/form-errors.ts';
import { useCreateProgramMutation } from './api/create-program.ts';
import {
  addExerciseError,
  type CreateProgramValues,
  checkCreateProgram,
  type ExerciseRow,
  INITIAL_CREATE_PROGRAM_VALUES,
  newExerciseRow,
} from './create-program-form.ts';

export type ProgramTextField = 'title' | 'description' | 'goal' | 'duration_weeks';

/**
 * The « Nouveau programme » form: its values and errors, checked with the server's schema
 * before the single POST; the server's refusal is kept to show inline.
 */
export function useCreateProgramForm(onCreated: (program: Program) => void) {
  const titleRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<CreateProgramValues>(INITIAL_CREATE_PROGRAM_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pickerError, setPickerError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const createProgram = useCreateProgramMutation({
    onSuccess: (program) => {
      toast.success(TOAST_TEXTS.programCreated);
      onCreated(program);
    },
  });
  const isSubmitting = createProgram.isPending;

  const onTextChange = (field: ProgramTextField) => (event: { target: { value: string } }) => {
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

  return {
    titleRef,
    values,
    errors,
    pickerError,
    clearPickerError: () => setPickerError(null),
    serverError,
    isSubmitting,
    onTextChange,
    onLevelChange,
    onAddExercise,
    onRowChange,
    onRemoveRow,
    onSubmit,
  };
}

export type CreateProgramForm = ReturnType<typeof useCreateProgramForm>;
