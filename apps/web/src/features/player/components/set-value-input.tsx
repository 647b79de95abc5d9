import { useState } from 'react';
import { formatSetValue, parseSetValue, type SetField } from '../set-values.ts';

type SetValueInputProps = {
  field: SetField;
  value: number | null;
  /** Accessible name: « Répétitions, série 2 ». */
  label: string;
  onCommit: (value: number | null) => void;
  isDisabled?: boolean;
  placeholder?: string;
};

/**
 * A set's reps or load. Text with a numeric keyboard, so « 42,5 » works on a French phone; what
 * the member types stays as typed, and only a value the server accepts reaches the run.
 */
export function SetValueInput({
  field,
  value,
  label,
  onCommit,
  isDisabled,
  placeholder,
}: SetValueInputProps) {
  const [text, setText] = useState(() => formatSetValue(value, field));
  const [shownValue, setShownValue] = useState(value);
  // The run changed underneath (a resumed run, the other field's row): follow it.
  if (value !== shownValue) {
    setShownValue(value);
    if (parseSetValue(text, field) !== value) setText(formatSetValue(value, field));
  }
  const parsed = parseSetValue(text, field);
  const isInvalid = parsed === undefined;

  return (
    <input
      type="text"
      inputMode={field === 'reps' ? 'numeric' : 'decimal'}
      autoComplete="off"
      aria-label={label}
      aria-invalid={isInvalid || undefined}
      disabled={isDisabled}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const nextValue = parseSetValue(next, field);
        if (nextValue !== undefined) {
          setShownValue(nextValue);
          onCommit(nextValue);
        }
      }}
      onBlur={() => {
        if (parsed !== undefined) setText(formatSetValue(parsed, field));
      }}
      className={
        'h-12 w-full min-w-0 rounded-xl border border-stone-300 bg-white px-3 text-center font-semibold text-lg text-stone-900 tabular-nums ' +
        'placeholder:font-normal placeholder:text-stone-400 hover:border-stone-400 focus-visible:border-brand-600 ' +
        'aria-invalid:border-red-600 aria-invalid:bg-red-50 disabled:bg-stone-100 disabled:text-stone-500'
      }
    />
  );
}
