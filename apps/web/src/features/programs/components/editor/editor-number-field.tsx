import { useId } from 'react';
import { FieldError } from '../../../../components/ui/text-field.tsx';

type EditorNumberFieldProps = {
  label: string;
  /** The id of what the field belongs to (the exercise's name), read after the label. */
  ownerId: string;
  value: string;
  min: number;
  max: number;
  step: number;
  error: string | undefined;
  isDisabled: boolean;
  onChange: (value: string) => void;
};

/** A small number input of an exercise row: its label names the exercise, its error sits under it. */
export function EditorNumberField({
  label,
  ownerId,
  value,
  min,
  max,
  step,
  error,
  isDisabled,
  onChange,
}: EditorNumberFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label id={labelId} htmlFor={id} className="truncate text-stone-600 text-xs">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode={Number.isInteger(step) ? 'numeric' : 'decimal'}
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={isDisabled}
        aria-labelledby={`${labelId} ${ownerId}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-2.5 text-base text-stone-900 tabular-nums focus-visible:border-brand-600 aria-invalid:border-red-600 disabled:bg-stone-100"
      />
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
