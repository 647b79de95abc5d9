import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

type DeleteAccountDialogProps = {
  isDeleting: boolean;
  onSubmit: (password: string) => void;
  onClose: () => void;
};

/** Issue 15: the account goes only after the password is typed again; nothing can bring it back. */
export function DeleteAccountDialog({ isDeleting, onSubmit, onClose }: DeleteAccountDialogProps) {
  const [password, setPassword] = useState('');
  const fieldRef = useRef<HTMLInputElement>(null);
  const formId = useId();

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isDeleting && password) onSubmit(password);
  };

  return (
    <Modal
      title="Supprimer mon compte"
      description="Cette action est définitive."
      onClose={onClose}
      initialFocusRef={fieldRef}
      size="md"
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isDeleting}>
            Annuler
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={isDeleting || !password}>
            {isDeleting && <Spinner size="sm" label="Suppression en cours" className="text-white" />}
            Supprimer définitivement
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={onFormSubmit} className="flex flex-col gap-4">
        <p className="text-stone-700">
          Tes séances, mesures, programmes, photos, badges et amis seront effacés, et tu seras déconnecté de
          tous tes appareils. Pense à télécharger tes données avant.
        </p>
        <TextField
          ref={fieldRef}
          label="Mot de passe"
          name="password"
          type="password"
          autoComplete="current-password"
          hint="Tape ton mot de passe pour confirmer."
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={isDeleting}
          required
        />
      </form>
    </Modal>
  );
}
