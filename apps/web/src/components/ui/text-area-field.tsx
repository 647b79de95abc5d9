import { type TextareaHTMLAttributes, useId } from 'react';
import { FieldError } from './text-field.tsx';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string | undefined;
};

export function TextAreaField({ label, error, className = '', ...textAreaProps }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`.trim()}>
      <label htmlFor={id} className="font-medium text-sm text-stone-700">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={
          'min-h-24 w-full resize-y rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-xs ' +
          'placeholder:text-stone-400 transition-colors hover:border-stone-400 ' +
          'focus-visible:border-brand-600 focus-visible:outline-brand-600 aria-invalid:border-red-600 ' +
          'disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500'
        }
        {...textAreaProps}
      />
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
