import { ArrowLeft, CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useConnectionsQuery } from '../api/get-connections.ts';
import { SOCIAL_PATHS } from '../social-paths.ts';
import { IncomingRequests, OutgoingRequests } from './connection-lists.tsx';
import { FriendsList } from './friends-list.tsx';
import { MemberSearch } from './member-search.tsx';
import { ProgramSuggestions } from './program-suggestions.tsx';

/**
 * Spec /friends (CONTRACT « Friends »): search, members of the same programmes (issue 29), requests
 * in and out, and the friends themselves.
 */
export function FriendsScreen() {
  const connections = useConnectionsQuery();
  const all = connections.data ?? [];
  const incoming = all.filter((item) => item.status === 'pending' && item.direction === 'incoming');
  const outgoing = all.filter((item) => item.status === 'pending' && item.direction === 'outgoing');
  const friends = all.filter((item) => item.status === 'accepted');

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <Link
        to={SOCIAL_PATHS.feed}
        className={buttonClassName({ variant: 'ghost', size: 'sm', className: 'self-start' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Retour au cercle
      </Link>
      <header>
        <h1 className="font-extrabold text-2xl text-stone-900 tracking-tight md:text-3xl">Mes amis</h1>
        <p className="text-stone-600">Invite tes partenaires d'entraînement et réponds à leurs demandes.</p>
      </header>
      <MemberSearch />
      <ProgramSuggestions />
      {connections.isPending ? (
        <Skeleton className="h-40" />
      ) : connections.isError ? (
        <EmptyState icon={CircleAlert} title="Impossible de charger tes amis">
          <Button onClick={() => void connections.refetch()}>Réessayer</Button>
        </EmptyState>
      ) : (
        <>
          <IncomingRequests connections={incoming} />
          <OutgoingRequests connections={outgoing} />
          <FriendsList friends={friends} />
        </>
      )}
    </div>
  );
}
