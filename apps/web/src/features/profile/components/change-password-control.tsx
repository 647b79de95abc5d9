import { MESSAGES, TOAST_TEXTS } from '@elan/domain';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../auth/index.ts';
import { useChangePasswordMutation } from '../api/change-password.ts';
import { ChangePasswordDialog, type ChangePasswordErrors } from './change-password-dialog.tsx';

/** The server's refusals that concern one field: said under it rather than in a toast. */
function fieldErrorOf(message: string): ChangePasswordErrors | undefined {
  if (message === MESSAGES.currentPasswordWrong) return { current_password: message };
  if (message === MESSAGES.passwordTooCommon) return { new_password: message };
  return undefined;
}

/** « Changer le mot de passe » on /profile: the dialog, then the member stays signed in with the new token. */
export function ChangePasswordControl({ userId }: { userId: number }) {
  const [isOpen, setIsOpen] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<ChangePasswordErrors>({});
  const { renewSession } = useAuth();
  const change = useChangePasswordMutation({
    userId,
    onSuccess: (result) => {
      renewSession(result);
      setIsOpen(false);
      toast.success(TOAST_TEXTS.passwordChanged);
    },
    onError: (error) => {
      const message = getErrorMessage(error);
      const fieldError = fieldErrorOf(message);
      if (fieldError) setFieldErrors(fieldError);
      else toast.error(message);
    },
  });
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setFieldErrors({});
          setIsOpen(true);
        }}
      >
        <KeyRound aria-hidden="true" className="size-4" />
        Changer le mot de passe
      </Button>
      {isOpen && (
        <ChangePasswordDialog
          isSaving={change.isPending}
          errors={fieldErrors}
          onEdit={(field) => setFieldErrors((current) => ({ ...current, [field]: undefined }))}
          onSubmit={(body) => {
            setFieldErrors({});
            change.mutate(body);
          }}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}
