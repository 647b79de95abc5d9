import {
  NOTIFICATION_TYPES,
  PREFERENCE_BY_TYPE,
  PREFERENCE_LABELS,
  type PushPreferences,
  type PushPreferencesUpdate,
} from '@elan/domain';
import { Card } from '../../../components/ui/card.tsx';
import { ToggleRow } from './toggle-row.tsx';

type PreferenceTogglesProps = {
  preferences: PushPreferences;
  onChange: (changes: PushPreferencesUpdate) => void;
};

/**
 * Spec §2: one switch per preference, in the order of the types; several types may share one
 * (issue 34: an invitation and a won challenge are both « Défis »).
 */
const PREFERENCES = [...new Set(NOTIFICATION_TYPES.map((type) => PREFERENCE_BY_TYPE[type]))];

export function PreferenceToggles({ preferences, onChange }: PreferenceTogglesProps) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-bold text-lg text-stone-900">Ce que vous recevez</h2>
      <div className="mt-2 divide-y divide-stone-100">
        {PREFERENCES.map((key) => (
          <ToggleRow
            key={key}
            label={PREFERENCE_LABELS[key]}
            isOn={preferences[key]}
            onChange={(isOn) => onChange({ [key]: isOn })}
          />
        ))}
      </div>
    </Card>
  );
}
