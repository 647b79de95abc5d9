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

/** Spec §2: the six kinds of notification, one switch each. */
export function PreferenceToggles({ preferences, onChange }: PreferenceTogglesProps) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-bold text-lg text-stone-900">Ce que vous recevez</h2>
      <div className="mt-2 divide-y divide-stone-100">
        {NOTIFICATION_TYPES.map((type) => {
          const key = PREFERENCE_BY_TYPE[type];
          return (
            <ToggleRow
              key={key}
              label={PREFERENCE_LABELS[key]}
              isOn={preferences[key]}
              onChange={(isOn) => onChange({ [key]: isOn })}
            />
          );
        })}
      </div>
    </Card>
  );
}
