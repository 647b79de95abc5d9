import { createOwnExerciseBody, EXERCISE_TYPES, type Exercise, MUSCLE_GROUPS } from '@elan/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { pathTo } from '../../../config/paths.ts';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useCreateOwnExerciseMutation } from '../api/create-own-exercise.ts';
import { useUpdateOwnExerciseMutation } from '../api/edit-own-exercise.ts';
import { EXERCISE_TYPE_LABELS, SELECT_CLASS_NAME } from '../exercise-labels.ts';

type Errors = Partial<Record<'name' | 'muscle_group' | 'type', string>>;

/**
 * « Ajouter mon exercice », or « Modifier » one (prefilled): name, muscle group and type; the
 * domain's schema checks them here too.
 */
export function OwnExerciseModal({ onClose, exercise }: { onClose: () => void; exercise?: Exercise }) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [values, setValues] = useState({
    name: exercise?.name ?? '',
    muscle_group: exercise?.muscle_group ?? '',
    type: exercise?.type ?? 'force',
  });
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateOwnExerciseMutation({
    onSuccess: (exercise) => {
      toast.success('Exercice ajouté');
      onClose();
      void navigate(pathTo.exercise(exercise.id));
    },
  });
  const update = useUpdateOwnExerciseMutation(exercise?.id ?? 0);
  const save = exercise ? update : create;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createOwnExerciseBody.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const onError = (error: unknown) => setErrors({ name: getErrorMessage(error) });
    if (!exercise) return create.mutate(parsed.data, { onError });
    update.mutate(parsed.data, {
      onError,
      onSuccess: () => {
        toast.success('Exercice modifié');
        onClose();
      },
    });
  };
  return (
    <Modal
      title={exercise ? 'Modifier mon exercice' : 'Ajouter mon exercice'}
      description="Toi seul le verras."
      onClose={onClose}
      size="md"
      initialFocusRef={nameRef}
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="flex flex-col gap-4 text-left">
        <TextField
          ref={nameRef}
          label="Nom de l’exercice"
          value={values.name}
          error={errors.name}
          maxLength={80}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-muscle`} className="font-medium text-sm text-stone-700">
            Groupe musculaire
          </label>
          <select
            id={`${id}-muscle`}
            value={values.muscle_group}
            aria-invalid={errors.muscle_group ? true : undefined}
            aria-describedby={errors.muscle_group ? `${id}-muscle-error` : undefined}
            onChange={(event) => setValues({ ...values, muscle_group: event.target.value })}
            className={SELECT_CLASS_NAME}
          >
            <option value="">Choisir…</option>
            {MUSCLE_GROUPS.map((group) => (
              <option key={group}>{group}</option>
            ))}
          </select>
          {errors.muscle_group && (
            <p id={`${id}-muscle-error`} className="text-red-700 text-sm">
              {errors.muscle_group}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-type`} className="font-medium text-sm text-stone-700">
            Type
          </label>
          <select
            id={`${id}-type`}
            value={values.type}
            onChange={(event) => setValues({ ...values, type: event.target.value })}
            className={SELECT_CLASS_NAME}
          >
            {EXERCISE_TYPES.map((type) => (
              <option key={type} value={type}>
                {EXERCISE_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {exercise ? 'Enregistrer' : 'Ajouter'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
