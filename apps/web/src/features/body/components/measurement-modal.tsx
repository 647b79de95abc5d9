import { BODY_TOASTS } from '@elan/domain';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { type FieldErrors, withoutErrors } from '../../../lib/form-errors.ts';
import { useCreateMeasurementMutation } from '../api/create-measurement.ts';
import {
  checkMeasurement,
  emptyMeasurement,
  MEASUREMENT_FIELDS,
  type MeasurementValues,
} from '../measurement-form.ts';
import { BmiPreview } from './bmi-preview.tsx';
import { MeasureField } from './measure-field.tsx';

const FORM_ID = 'body-measurement-form';

/** Spec §8: the server's message, else « Erreur lors de l'enregistrement ». */
const saveErrorText = (error: unknown) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : BODY_TOASTS.measurementFailed;

type MeasurementModalProps = { lastHeightCm?: number; onClose: () => void; onSaved: () => void };

/** 'Nouvelle Mesure': every field of spec §3, the BMI live, the §5 texts before any call. */
export function MeasurementModal({ lastHeightCm, onClose, onSaved }: MeasurementModalProps) {
  const [values, setValues] = useState<MeasurementValues>(() => emptyMeasurement(lastHeightCm));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useCreateMeasurementMutation({
    onSuccess: () => {
      toast.success(BODY_TOASTS.measurementSaved);
      onSaved();
    },
  });
  const isSaving = save.isPending;

  const onChange = (name: keyof MeasurementValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // The requirement of one is the requirement of both.
    setErrors((current) => withoutErrors(current, name, 'weight_kg', 'height_cm'));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    setServerError(null);
    const checked = checkMeasurement(values);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.body, {
      onError: (error) => {
        const text = saveErrorText(error);
        setServerError(text);
        toast.error(text);
      },
    });
  };

  return (
    <Modal
      title="Nouvelle Mesure"
      description="Poids et taille sont requis ; le reste est facultatif."
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isSaving}>
            Annuler
          </Button>
          <Button type="submit" form={FORM_ID} disabled={isSaving}>
            {isSaving && <Spinner size="sm" label="Enregistrement en cours" className="text-white" />}
            Enregistrer la mesure
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={onSubmit}
        aria-label="Nouvelle mesure"
        className="flex flex-col gap-4"
      >
        {serverError && (
          <div
            role="alert"
            className="flex items-start gap-3 rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>{serverError}</p>
          </div>
        )}
        <BmiPreview values={values} />
        <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-3">
          {MEASUREMENT_FIELDS.map((field) => (
            <MeasureField
              key={field.name}
              label={field.label}
              unit={field.unit}
              value={values[field.name]}
              onChange={(event) => onChange(field.name, event.target.value)}
              error={errors[field.name]}
              disabled={isSaving}
              required={'isRequired' in field}
            />
          ))}
          <TextField
            label="Date"
            type="date"
            value={values.measurement_date}
            onChange={(event) => onChange('measurement_date', event.target.value)}
            error={errors.measurement_date}
            disabled={isSaving}
          />
        </div>
        <TextAreaField
          label="Notes"
          rows={2}
          value={values.notes}
          onChange={(event) => onChange('notes', event.target.value)}
          error={errors.notes}
          disabled={isSaving}
        />
      </form>
    </Modal>
  );
}
