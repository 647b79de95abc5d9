import { WEEKDAY_LONG_LABELS, WEEKDAY_SHORT_LABELS, WEEKDAYS } from '@elan/domain';
import { useId } from 'react';
import { FieldError } from '../../../components/ui/text-field.tsx';

type TrainingDaysPickerProps = {
  days: number[];
  error: string | undefined;
  isDisabled: boolean;
  onToggle: (day: number) => void;
};

/** « Jours d'entraînement »: seven toggle buttons, Monday first, and how many are chosen. */
export function TrainingDaysPicker({ days, error, isDisabled, onToggle }: TrainingDaysPickerProps) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 font-medium text-sm text-stone-700">Jours d'entraînement</legend>
      <div className="grid grid-cols-7 gap-1.5">
        {WEEKDAYS.map((day) => {
          const isOn = days.includes(day);
          return (
            <button
              key={day}
              type="button"
              aria-pressed={isOn}
              disabled={isDisabled}
              onClick={() => onToggle(day)}
              className={`h-10 rounded-xl font-semibold text-sm transition-colors ${
                isOn
                  ? 'bg-brand-600 text-white shadow-sm hover:bg-brand-700'
                  : 'bg-stone-100 text-stone-700 hover:bg-stone-200'
              }`}
            >
              {/* The whole day is the name; the short one is what fits on screen. */}
              <span aria-hidden="true">{WEEKDAY_SHORT_LABELS[day]}</span>
              <span className="sr-only">{WEEKDAY_LONG_LABELS[day]}</span>
            </button>
          );
        })}
      </div>
      <p id={hintId} className="text-stone-500 text-xs">
        {days.length === 0
          ? "Aucun jour choisi : tes séances sont proposées n'importe quel jour."
          : `${days.length} ${days.length > 1 ? 'jours choisis' : 'jour choisi'}.`}
      </p>
      {error && <FieldError message={error} />}
    </fieldset>
  );
}
