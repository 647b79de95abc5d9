import { type PushPreferences, type PushPreferencesUpdate, REMINDER_MINUTES_CHOICES } from '@elan/domain';
import { useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { ToggleRow } from './toggle-row.tsx';

type AdvancedSettingsProps = {
  preferences: PushPreferences;
  onChange: (changes: PushPreferencesUpdate) => void;
};

const FIELD =
  'mt-1 h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-stone-900 disabled:bg-stone-100 disabled:text-stone-500';

const isTime = (value: string) => /^\d{2}:\d{2}(:\d{2})?$/.test(value);

/** Spec §2 « Avancé »: quiet hours (start and end) and how long before a slot the reminder comes. */
export function AdvancedSettings({ preferences, onChange }: AdvancedSettingsProps) {
  const startId = useId();
  const endId = useId();
  const reminderId = useId();
  const isQuiet = preferences.quiet_hours_enabled;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-bold text-lg text-stone-900">Avancé</h2>
      <ToggleRow
        label="Heures calmes"
        description="Aucune notification pendant ces heures (heure de Paris)."
        isOn={isQuiet}
        onChange={(isOn) => onChange({ quiet_hours_enabled: isOn })}
      />
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={startId} className="font-medium text-sm text-stone-800">
            Début
          </label>
          <input
            id={startId}
            type="time"
            value={preferences.quiet_hours_start.slice(0, 5)}
            disabled={!isQuiet}
            onChange={(event) =>
              isTime(event.target.value) && onChange({ quiet_hours_start: event.target.value })
            }
            className={FIELD}
          />
        </div>
        <div>
          <label htmlFor={endId} className="font-medium text-sm text-stone-800">
            Fin
          </label>
          <input
            id={endId}
            type="time"
            value={preferences.quiet_hours_end.slice(0, 5)}
            disabled={!isQuiet}
            onChange={(event) =>
              isTime(event.target.value) && onChange({ quiet_hours_end: event.target.value })
            }
            className={FIELD}
          />
        </div>
      </div>
      <div className="mt-4">
        <label htmlFor={reminderId} className="font-medium text-sm text-stone-800">
          Rappel avant une séance planifiée
        </label>
        <select
          id={reminderId}
          value={preferences.reminder_minutes_before}
          onChange={(event) => onChange({ reminder_minutes_before: Number(event.target.value) })}
          className={FIELD}
        >
          {REMINDER_MINUTES_CHOICES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes} minutes avant
            </option>
          ))}
        </select>
      </div>
    </Card>
  );
}
