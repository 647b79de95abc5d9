import type { Connection } from '@elan/domain';
import { UserMinus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useAnswerConnectionMutation } from '../api/answer-connection.ts';
import { MemberRow } from './member-row.tsx';

/** The accepted friends; removing one asks first (friendship is mutual: both lose the other). */
export function FriendsList({ friends }: { friends: readonly Connection[] }) {
  const answer = useAnswerConnectionMutation();
  const [toRemove, setToRemove] = useState<Connection | null>(null);

  const onConfirm = () => {
    if (!toRemove) return;
    answer.mutate(
      { id: toRemove.id, action: 'remove' },
      {
        onSuccess: () => {
          toast.success(`${toRemove.member.name} ne fait plus partie de ton cercle`);
          setToRemove(null);
        },
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  };

  return (
    <Card className="flex flex-col gap-1 p-5">
      <h2 className="flex items-center gap-2 font-bold text-lg text-stone-900">
        <UsersRound aria-hidden="true" className="size-5 text-brand-600" />
        Mes amis ({friends.length})
      </h2>
      {friends.length === 0 ? (
        <p className="py-3 text-stone-600">
          Ton cercle est encore vide. Cherche un ami ci-dessus : vos séances se motiveront l'une l'autre.
        </p>
      ) : (
        <ul aria-label="Mes amis" className="divide-y divide-stone-100">
          {friends.map((connection) => (
            <MemberRow key={connection.id} member={connection.member}>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Retirer ${connection.member.name} de mon cercle`}
                onClick={() => setToRemove(connection)}
              >
                <UserMinus aria-hidden="true" className="size-4" />
                Retirer
              </Button>
            </MemberRow>
          ))}
        </ul>
      )}
      {toRemove && (
        <ConfirmDialog
          title="Retirer cet ami ?"
          message={`${toRemove.member.name} ne verra plus ton activité et tu ne verras plus la sienne.`}
          confirmLabel="Retirer"
          isBusy={answer.isPending}
          onConfirm={onConfirm}
          onClose={() => setToRemove(null)}
        />
      )}
    </Card>
  );
}
