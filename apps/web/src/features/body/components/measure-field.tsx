import { type ComponentPropsWithRef, useId } from 'react';
import { FieldError, INPUT_CLASS_NAME } from '../../../components/ui/text-field.tsx';

type MeasureFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  unit: string;
  error?: string | undefined;
};

/**
 * A decimal input with its unit shown inside, at the end: the label stays short enough for two
 * fields a row on a phone, and the unit is still read with the label (« Poids (kg) »).
 */
export function MeasureField({ label, unit, error, ...inputProps }: MeasureFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="truncate font-medium text-sm text-stone-700">
        {label}
        <span className="sr-only"> ({unit})</span>
      </label>
      <div className="relative">
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${INPUT_CLASS_NAME} pr-11`}
          {...inputProps}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-sm text-stone-500"
        >
          {unit}
        </span>
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
