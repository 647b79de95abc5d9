import { useQueryClient } from '@tanstack/react-query';
import { Check, UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { REQUEST_SENT, useAddConnectionMutation, useConnectionsQuery } from '../../social/index.ts';

/**
 * The private profile's call to action (decision 027): ask to join the member's circle, or say
 * the request is on its way. The tie comes from the caller's own requests (the profile itself is
 * closed); accepting their request opens the profile at once.
 */
export function PrivateProfileRequest({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const connections = useConnectionsQuery();
  const add = useAddConnectionMutation();
  const tie = connections.data?.find((connection) => connection.member.id === userId);
  const isIncoming = tie?.status === 'pending' && tie.direction === 'incoming';

  if (connections.isPending) return <Skeleton className="h-12 w-60 rounded-xl" />;
  if (add.isSuccess || (tie?.status === 'pending' && tie.direction === 'outgoing')) {
    return (
      <div role="status" className="flex flex-col items-center gap-1">
        <p className="inline-flex items-center gap-2 font-semibold text-emerald-800">
          <Check aria-hidden="true" className="size-5" /> {REQUEST_SENT}
        </p>
        <p className="text-sm text-stone-600">
          {tie ? `${tie.member.name} doit` : 'Ce membre doit'} l’accepter pour que tu voies son profil.
        </p>
      </div>
    );
  }

  const onClick = () =>
    add.mutate(
      { friendId: userId },
      // Their request accepted: friends now, the whole profile loads again.
      { onSuccess: () => (isIncoming ? queryClient.invalidateQueries() : undefined) },
    );

  return (
    <div className="flex flex-col items-center gap-2">
      {isIncoming && (
        <p className="text-sm text-stone-600">{tie.member.name} t’a demandé de rejoindre son cercle.</p>
      )}
      <Button size="lg" onClick={onClick} disabled={add.isPending}>
        {add.isPending ? (
          <Spinner size="sm" label="Envoi…" className="text-white" />
        ) : (
          <UserPlus aria-hidden="true" className="size-5" />
        )}
        {isIncoming ? 'Accepter sa demande' : 'Ajouter à mon cercle'}
      </Button>
      {add.isError && (
        <p role="alert" className="font-medium text-red-700 text-sm">
          {getErrorMessage(add.error)}
        </p>
      )}
    </div>
  );
}
