import type { Connection } from '@elan/domain';
import { Inbox, Send } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { type ConnectionAction, useAnswerConnectionMutation } from '../api/answer-connection.ts';
import { MemberRow } from './member-row.tsx';

type RequestListProps = { connections: readonly Connection[] };

function useConnectionAction() {
  const answer = useAnswerConnectionMutation();
  const run = (id: number, action: ConnectionAction, success: string) =>
    answer.mutate(
      { id, action },
      {
        onSuccess: () => toast.success(success),
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  return { run, isBusy: answer.isPending };
}

/** Requests other members sent: Accepter or Refuser (only the addressee may answer). */
export function IncomingRequests({ connections }: RequestListProps) {
  const { run, isBusy } = useConnectionAction();
  if (connections.length === 0) return null;
  return (
    <Card className="flex flex-col gap-1 p-5">
      <h2 className="flex items-center gap-2 font-bold text-lg text-stone-900">
        <Inbox aria-hidden="true" className="size-5 text-brand-600" />
        Demandes reçues ({connections.length})
      </h2>
      <ul aria-label="Demandes reçues" className="divide-y divide-stone-100">
        {connections.map(({ id, member }) => (
          <MemberRow key={id} member={member}>
            <Button
              size="sm"
              disabled={isBusy}
              aria-label={`Accepter la demande de ${member.name}`}
              onClick={() => run(id, 'accept', `${member.name} fait maintenant partie de ton cercle 🎉`)}
            >
              Accepter
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={isBusy}
              aria-label={`Refuser la demande de ${member.name}`}
              onClick={() => run(id, 'decline', 'Demande refusée')}
            >
              Refuser
            </Button>
          </MemberRow>
        ))}
      </ul>
    </Card>
  );
}

/** Requests the member sent and that wait for an answer: Annuler withdraws one. */
export function OutgoingRequests({ connections }: RequestListProps) {
  const { run, isBusy } = useConnectionAction();
  if (connections.length === 0) return null;
  return (
    <Card className="flex flex-col gap-1 p-5">
      <h2 className="flex items-center gap-2 font-bold text-lg text-stone-900">
        <Send aria-hidden="true" className="size-5 text-brand-600" />
        Demandes envoyées ({connections.length})
      </h2>
      <p className="text-sm text-stone-600">Tu recevras une notification dès qu'elles seront acceptées.</p>
      <ul aria-label="Demandes envoyées" className="divide-y divide-stone-100">
        {connections.map(({ id, member }) => (
          <MemberRow key={id} member={member}>
            <Button
              size="sm"
              variant="ghost"
              disabled={isBusy}
              aria-label={`Annuler la demande à ${member.name}`}
              onClick={() => run(id, 'remove', 'Demande annulée')}
            >
              Annuler
            </Button>
          </MemberRow>
        ))}
      </ul>
    </Card>
  );
}
