import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

type Field = 'current_password' | 'new_password';
/** The server's refusal of a field, shown under it. */
export type ChangePasswordErrors = Partial<Record<Field, string | undefined>>;

type ChangePasswordDialogProps = {
  isSaving: boolean;
  errors: ChangePasswordErrors;
  /** The member types in a field: its error goes. */
  onEdit: (field: Field) => void;
  onSubmit: (body: { current_password: string; new_password: string }) => void;
  onClose: () => void;
};

/**
 * Issue 15: the current password, then the new one (8 to 128 characters, not a common one).
 * The server's French message answers any refusal: under its field when it names one (a wrong
 * current password, a too common new one), else in a toast.
 */
export function ChangePasswordDialog({
  isSaving,
  errors,
  onEdit,
  onSubmit,
  onClose,
}: ChangePasswordDialogProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const formId = useId();

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSaving) onSubmit({ current_password: currentPassword, new_password: newPassword });
  };

  return (
    <Modal
      title="Changer le mot de passe"
      description="Tes autres appareils seront déconnectés."
      onClose={onClose}
      initialFocusRef={firstFieldRef}
      size="md"
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isSaving}>
            Annuler
          </Button>
          <Button type="submit" form={formId} disabled={isSaving}>
            {isSaving && <Spinner size="sm" label="Enregistrement en cours" className="text-white" />}
            Changer le mot de passe
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={onFormSubmit} className="flex flex-col gap-4">
        <TextField
          ref={firstFieldRef}
          label="Mot de passe actuel"
          name="current_password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          error={errors.current_password}
          onChange={(event) => {
            setCurrentPassword(event.target.value);
            onEdit('current_password');
          }}
          disabled={isSaving}
        />
        <TextField
          label="Nouveau mot de passe"
          name="new_password"
          type="password"
          autoComplete="new-password"
          hint="8 à 128 caractères, pas un mot de passe courant."
          value={newPassword}
          error={errors.new_password}
          onChange={(event) => {
            setNewPassword(event.target.value);
            onEdit('new_password');
          }}
          disabled={isSaving}
        />
      </form>
    </Modal>
  );
}
