import { BODY_GOAL_TYPE_LABELS, BODY_GOAL_TYPES, BODY_TOASTS, type BodyGoalType } from '@elan/domain';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { INPUT_CLASS_NAME, TextField } from '../../../components/ui/text-field.tsx';
import { type FieldErrors, withoutErrors } from '../../../lib/form-errors.ts';
import { useCreateBodyGoalMutation } from '../api/create-body-goal.ts';
import { checkGoal, emptyGoal, type GoalValues } from '../goal-form.ts';
import { MeasureField } from './measure-field.tsx';

const FORM_ID = 'body-goal-form';
const TARGETS = [
  { name: 'target_weight_kg', label: 'Poids cible', unit: 'kg' },
  { name: 'target_body_fat_percent', label: 'Masse grasse cible', unit: '%' },
  { name: 'target_muscle_mass_kg', label: 'Masse musculaire cible', unit: 'kg' },
] as const;

/** Spec §4 create form: a type, at least one numeric target, a target date; §8 failure text. */
export function GoalFormModal({ onClose, onCreated }: { onClose: () => void; onCreated?: () => void }) {
  const typeId = useId();
  const [values, setValues] = useState<GoalValues>(emptyGoal);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateBodyGoalMutation({
    onSuccess: () => {
      toast.success(BODY_TOASTS.goalCreated);
      onClose();
      onCreated?.();
    },
  });
  const isSaving = create.isPending;

  const onChange = (name: keyof GoalValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => withoutErrors(current, name, 'target_weight_kg'));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const checked = checkGoal(values);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    create.mutate(checked.body, { onError: () => toast.error(BODY_TOASTS.goalCreateFailed) });
  };

  return (
    <Modal
      title="Nouvel objectif"
      description="Fixe au moins une cible chiffrée et une date."
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isSaving}>
            Annuler
          </Button>
          <Button type="submit" form={FORM_ID} disabled={isSaving}>
            {isSaving && <Spinner size="sm" label="Création en cours" className="text-white" />}
            Créer l'objectif
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={onSubmit}
        aria-label="Nouvel objectif"
        className="flex flex-col gap-4"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={typeId} className="font-medium text-sm text-stone-700">
            Type d'objectif
          </label>
          <select
            id={typeId}
            value={values.goal_type}
            onChange={(event) => onChange('goal_type', event.target.value as BodyGoalType)}
            disabled={isSaving}
            className={INPUT_CLASS_NAME}
          >
            {BODY_GOAL_TYPES.map((type) => (
              <option key={type} value={type}>
                {BODY_GOAL_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {TARGETS.map((target) => (
            <MeasureField
              key={target.name}
              label={target.label}
              unit={target.unit}
              value={values[target.name]}
              onChange={(event) => onChange(target.name, event.target.value)}
              error={errors[target.name]}
              disabled={isSaving}
            />
          ))}
        </div>
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Date de début"
            type="date"
            value={values.start_date}
            onChange={(event) => onChange('start_date', event.target.value)}
            error={errors.start_date}
            disabled={isSaving}
          />
          <TextField
            label="Date cible"
            type="date"
            value={values.target_date}
            onChange={(event) => onChange('target_date', event.target.value)}
            error={errors.target_date}
            disabled={isSaving}
          />
        </div>
        <TextField
          label="Description (facultative)"
          value={values.description}
          onChange={(event) => onChange('description', event.target.value)}
          error={errors.description}
          disabled={isSaving}
        />
      </form>
    </Modal>
  );
}
