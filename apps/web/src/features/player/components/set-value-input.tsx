import { useId, useState } from 'react';
import { FieldError } from '../../../components/ui/text-field.tsx';
import { formatSetValue, readSetValue, type SetField } from '../set-values.ts';

type SetValueInputProps = {
  field: SetField;
  value: number | null;
  /** Accessible name: « Répétitions, série 2 ». */
  label: string;
  onCommit: (value: number | null) => void;
  isDisabled?: boolean;
  placeholder?: string;
};

const INVALID_FIELD_SELECTOR = 'input[data-set-value][aria-invalid="true"]';

/**
 * Before a set is validated or started: a field of `container` still shows a value the run did
 * not take. Focuses the first one (its message is read with it) and answers true; the caller then
 * refuses, rather than log a set with values the member does not see.
 */
export function focusInvalidSetValue(container: HTMLElement | null): boolean {
  const invalid = container?.querySelector<HTMLInputElement>(INVALID_FIELD_SELECTOR);
  if (!invalid) return false;
  invalid.focus();
  return true;
}

/**
 * A set's reps or load. Text with a numeric keyboard, so « 42,5 » works on a French phone; what
 * the member types stays as typed, only a value the server accepts reaches the run, and anything
 * else is marked invalid with the server's message under the field.
 */
export function SetValueInput({
  field,
  value,
  label,
  onCommit,
  isDisabled,
  placeholder,
}: SetValueInputProps) {
  const errorId = useId();
  const [text, setText] = useState(() => formatSetValue(value, field));
  const [shownValue, setShownValue] = useState(value);
  // The run changed underneath (a resumed run, the other field's row): follow it.
  if (value !== shownValue) {
    setShownValue(value);
    if (readSetValue(text, field).value !== value) setText(formatSetValue(value, field));
  }
  const reading = readSetValue(text, field);
  const error = isDisabled ? null : reading.error;

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <input
        type="text"
        inputMode={field === 'reps' ? 'numeric' : 'decimal'}
        autoComplete="off"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-set-value={field}
        disabled={isDisabled}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const nextValue = readSetValue(next, field).value;
          if (nextValue !== undefined) {
            setShownValue(nextValue);
            onCommit(nextValue);
          }
        }}
        onBlur={() => {
          if (reading.value !== undefined) setText(formatSetValue(reading.value, field));
        }}
        className={
          'h-12 w-full min-w-0 rounded-xl border border-stone-300 bg-white px-3 text-center font-semibold text-lg text-stone-900 tabular-nums ' +
          'placeholder:font-normal placeholder:text-stone-400 hover:border-stone-400 focus-visible:border-brand-600 ' +
          'aria-invalid:border-red-600 aria-invalid:bg-red-50 disabled:bg-stone-100 disabled:text-stone-500'
        }
      />
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
