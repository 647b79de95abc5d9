import { type CoachInvitation, formatLongDate } from '@elan/domain';
import { Copy, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useCreateInvitationMutation } from '../api/create-invitation.ts';

/** « Inviter un athlète »: a new link valid 7 days, shown with a copy button and its expiry. */
export function InviteCard() {
  const headingId = useId();
  const linkId = useId();
  const [invitation, setInvitation] = useState<CoachInvitation | null>(null);
  const create = useCreateInvitationMutation();
  const link = invitation ? new URL(invitation.url, window.location.origin).toString() : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Lien copié');
    } catch {
      toast.error('Impossible de copier le lien : sélectionne-le et copie-le à la main.');
    }
  };
  return (
    <Card className="p-5 md:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
            <UserPlus aria-hidden="true" className="size-5 text-brand-600" />
            Inviter un athlète
          </h2>
          <Button
            onClick={() =>
              create.mutate(undefined, {
                onSuccess: setInvitation,
                onError: (error) => toast.error(getErrorMessage(error)),
              })
            }
            disabled={create.isPending}
          >
            {invitation ? 'Nouveau lien' : 'Inviter un athlète'}
          </Button>
        </div>
        <p className="text-sm text-stone-600">
          Envoie ce lien à ton athlète : en l’ouvrant, il verra qui tu es et ce que tu verras de son
          entraînement, puis acceptera ou refusera.
        </p>
        {invitation && (
          <div className="flex flex-col gap-2">
            <label htmlFor={linkId} className="font-medium text-sm text-stone-900">
              Lien d’invitation
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id={linkId}
                readOnly
                value={link}
                onFocus={(event) => event.currentTarget.select()}
                className="h-11 min-w-0 rounded-xl sm:flex-1 border border-stone-300 bg-white px-3 text-sm text-stone-900"
              />
              <Button variant="secondary" onClick={() => void copy()}>
                <Copy aria-hidden="true" className="size-4" />
                Copier le lien
              </Button>
            </div>
            <p className="text-sm text-stone-600">
              Valable jusqu’au {formatLongDate(invitation.expires_at)}.
            </p>
          </div>
        )}
      </section>
    </Card>
  );
}
