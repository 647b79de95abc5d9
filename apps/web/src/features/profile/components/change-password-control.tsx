import { TOAST_TEXTS } from '@elan/domain';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../auth/index.ts';
import { useChangePasswordMutation } from '../api/change-password.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

/** « Changer le mot de passe » on /profile: the dialog, then the member stays signed in with the new token. */
export function ChangePasswordControl({ userId }: { userId: number }) {
  const [isOpen, setIsOpen] = useState(false);
  const { renewSession } = useAuth();
  const change = useChangePasswordMutation({
    userId,
    onSuccess: (result) => {
      renewSession(result);
      setIsOpen(false);
      toast.success(TOAST_TEXTS.passwordChanged);
    },
    onError: (error) => {
      toast.error(getErrorMessage(error));
    },
  });
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        <KeyRound aria-hidden="true" className="size-4" />
        Changer le mot de passe
      </Button>
      {isOpen && (
        <ChangePasswordDialog
          isSaving={change.isPending}
          onSubmit={(body) => change.mutate(body)}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}
