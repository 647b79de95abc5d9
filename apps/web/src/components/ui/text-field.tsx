import { type ComponentPropsWithRef, useId } from 'react';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  /** Shown under the input and read after the label. */
  hint?: string | undefined;
  /** Shown in red under the input; marks the input invalid. */
  error?: string | undefined;
  /** Classes of the input itself (the outer `className` sizes the whole field). */
  inputClassName?: string;
};

export const INPUT_CLASS_NAME =
  'h-11 w-full rounded-xl border border-stone-300 bg-white px-3.5 text-base text-stone-900 shadow-xs ' +
  'placeholder:text-stone-400 transition-colors hover:border-stone-400 ' +
  'focus-visible:border-brand-600 focus-visible:outline-brand-600 ' +
  'aria-invalid:border-red-600 ' +
  'disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500';

/** A labelled input: the label is always visible and tied to the input, and so are hint and error. */
export function TextField({
  label,
  hint,
  error,
  className = '',
  inputClassName = '',
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`.trim()}>
      <label htmlFor={id} className="font-medium text-sm text-stone-700">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${INPUT_CLASS_NAME} ${inputClassName}`.trim()}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="text-stone-500 text-xs">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}

/** A field's error line, in red, announced when it appears. */
export function FieldError({ id, message }: { id?: string; message: string }) {
  return (
    <p id={id} role="alert" className="font-medium text-red-700 text-sm">
      {message}
    </p>
  );
}
