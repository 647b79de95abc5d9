import { useId } from 'react';

type ToggleRowProps = {
  label: string;
  description?: string;
  isOn: boolean;
  isDisabled?: boolean;
  onChange: (isOn: boolean) => void;
};

/** A labelled switch (`role="switch"`), the whole row its target. */
export function ToggleRow({ label, description, isOn, isDisabled = false, onChange }: ToggleRowProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={labelId} className="font-medium text-sm text-stone-900">
          {label}
        </p>
        {description && (
          <p id={descriptionId} className="text-stone-500 text-xs">
            {description}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        disabled={isDisabled}
        onClick={() => onChange(!isOn)}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${isOn ? 'bg-brand-600' : 'bg-stone-300'}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${isOn ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </div>
  );
}
