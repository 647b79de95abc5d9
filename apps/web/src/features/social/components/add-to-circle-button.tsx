import { Check, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAddConnectionMutation } from '../api/add-connection.ts';
import { useSocialProfileQuery } from '../api/get-social-profile.ts';
import { publicProfilePath, signupPathBackTo } from '../social-paths.ts';

export const REQUEST_SENT = 'Demande envoyée !';
const REQUEST_FAILED = "Erreur lors de l'envoi de la demande";

type AddToCircleButtonProps = {
  member: { id: number; username: string; name: string };
  /** The signed-in visitor's id; undefined for an anonymous visitor. */
  viewerId: number | undefined;
};

function Sent({ text, detail }: { text: string; detail?: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-1 text-center">
      <p className="inline-flex items-center gap-2 font-semibold text-emerald-800">
        <Check aria-hidden="true" className="size-5" /> {text}
      </p>
      {detail && <p className="text-sm text-stone-600">{detail}</p>}
    </div>
  );
}

/**
 * Spec §4 friend request on the public profile: idle, sending, then « Demande envoyée ! » (the
 * notification comes when the person accepts). Anonymous visitors create an account first and
 * come back here.
 */
export function AddToCircleButton({ member, viewerId }: AddToCircleButtonProps) {
  const navigate = useNavigate();
  const add = useAddConnectionMutation();
  const [error, setError] = useState<string | null>(null);
  const isSignedIn = viewerId !== undefined;
  const profile = useSocialProfileQuery(member.id, { isEnabled: isSignedIn && viewerId !== member.id });
  const relation = profile.data?.relation ?? 'none';

  if (viewerId === member.id) return null;
  if (relation === 'friend') return <Sent text={`${member.name} fait partie de ton cercle`} />;
  if (add.isSuccess || relation === 'outgoing') {
    return (
      <Sent text={REQUEST_SENT} detail="Tu recevras une notification dès que ta demande sera acceptée." />
    );
  }

  const onClick = () => {
    if (!isSignedIn) {
      navigate(signupPathBackTo(publicProfilePath(member.username)));
      return;
    }
    setError(null);
    add.mutate(
      { friendId: member.id },
      {
        onError: (caught) => {
          const message =
            caught instanceof ApiError && caught.serverMessage ? caught.serverMessage : REQUEST_FAILED;
          setError(message);
          window.alert(message);
        },
      },
    );
  };

  return (
    <div className="flex flex-col items-center gap-2">
      <Button size="lg" onClick={onClick} disabled={add.isPending}>
        {add.isPending ? (
          <Spinner size="sm" label="Envoi…" className="text-white" />
        ) : (
          <UserPlus aria-hidden="true" className="size-5" />
        )}
        {relation === 'incoming' ? 'Accepter dans mon cercle' : 'Ajouter à mon cercle'}
      </Button>
      {error && <p className="font-medium text-red-700 text-sm">{error}</p>}
    </div>
  );
}
