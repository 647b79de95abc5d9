import { type InputHTMLAttributes, useId } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
};

/** A labelled input: the label is always visible and tied to the input. */
export function TextField({ label, className = '', ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`.trim()}>
      <label htmlFor={id} className="font-medium text-sm text-stone-700">
        {label}
      </label>
      <input
        id={id}
        className={
          'h-11 rounded-xl border border-stone-300 bg-white px-3.5 text-base text-stone-900 shadow-xs ' +
          'placeholder:text-stone-400 transition-colors hover:border-stone-400 ' +
          'focus-visible:border-brand-600 focus-visible:outline-brand-600 ' +
          'disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500'
        }
        {...inputProps}
      />
    </div>
  );
}
