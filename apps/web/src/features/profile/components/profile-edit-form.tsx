import type { User } from '@elan/domain';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { ProfileEditBody } from '../api/update-profile.ts';

type ProfileEditFormProps = {
  user: User;
  isSaving: boolean;
  onSubmit: (body: ProfileEditBody) => void;
  onCancel: () => void;
};

const valuesFrom = (user: User): ProfileEditBody => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  // A session stored before the switch existed has no such field: public, as the server defaults.
  is_private: user.is_private === true,
});

/**
 * Spec /profile edit form: Prénom, Nom, Email; 'Enregistrer' and 'Annuler'. Spec §5: no client
 * validation beyond the e-mail input type; the server's French message answers the rest.
 */
export function ProfileEditForm({ user, isSaving, onSubmit, onCancel }: ProfileEditFormProps) {
  const [values, setValues] = useState<ProfileEditBody>(() => valuesFrom(user));
  const firstFieldRef = useRef<HTMLInputElement>(null);

  // 'Modifier' replaced the text by the form: the keyboard starts on its first field.
  useEffect(() => {
    firstFieldRef.current?.focus();
  }, []);

  const onChange =
    (field: 'first_name' | 'last_name' | 'email') => (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
    };

  const [currentPassword, setCurrentPassword] = useState('');
  // Issue 33: the member's own maximum heart rate, for the strap's zones; empty: 220 − age.
  const [maxHeartRate, setMaxHeartRate] = useState(() =>
    user.max_heart_rate == null ? '' : String(user.max_heart_rate),
  );
  // Issue 15: a new e-mail needs the password (the server compares the normalised address).
  const emailChanged = values.email.trim().toLowerCase() !== user.email;

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const withHeartRate = {
      ...values,
      max_heart_rate: maxHeartRate.trim() === '' ? null : Number(maxHeartRate),
    };
    onSubmit(emailChanged ? { ...withHeartRate, current_password: currentPassword } : withHeartRate);
  };

  // Annuler restores the current values, then leaves edit mode.
  const onCancelClick = () => {
    setValues(valuesFrom(user));
    setMaxHeartRate(user.max_heart_rate == null ? '' : String(user.max_heart_rate));
    onCancel();
  };

  return (
    <form onSubmit={onFormSubmit} aria-label="Modifier mon profil" className="flex w-full flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          ref={firstFieldRef}
          label="Prénom"
          name="first_name"
          autoComplete="given-name"
          value={values.first_name}
          onChange={onChange('first_name')}
          disabled={isSaving}
        />
        <TextField
          label="Nom"
          name="last_name"
          autoComplete="family-name"
          value={values.last_name}
          onChange={onChange('last_name')}
          disabled={isSaving}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={onChange('email')}
          disabled={isSaving}
          className="sm:col-span-2"
        />
        {emailChanged && (
          <TextField
            label="Mot de passe actuel"
            name="current_password"
            type="password"
            autoComplete="current-password"
            hint="Nécessaire pour changer d'email."
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
            disabled={isSaving}
            className="sm:col-span-2"
          />
        )}
        <TextField
          label="Fréquence cardiaque max"
          name="max_heart_rate"
          type="number"
          inputMode="numeric"
          min={100}
          max={240}
          step={1}
          hint="Facultatif, de 100 à 240 bpm : sinon 220 moins ton âge. Sert aux zones d'une ceinture cardio."
          value={maxHeartRate}
          onChange={(event) => setMaxHeartRate(event.target.value)}
          disabled={isSaving}
        />
      </div>
      <label className="flex items-start gap-3 rounded-xl border border-stone-200 p-3">
        <input
          type="checkbox"
          role="switch"
          name="is_private"
          checked={values.is_private}
          aria-checked={values.is_private}
          onChange={(event) => setValues((current) => ({ ...current, is_private: event.target.checked }))}
          disabled={isSaving}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        <span>
          <span className="block font-medium text-sm text-stone-900">Profil privé</span>
          <span className="block text-stone-600 text-xs">
            Ta page publique /u/{user.username} n'est plus visible ; ton cercle voit toujours ton activité.
          </span>
        </span>
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancelClick} disabled={isSaving}>
          Annuler
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving && <Spinner size="sm" label="Enregistrement en cours" className="text-white" />}
          Enregistrer
        </Button>
      </div>
    </form>
  );
}
