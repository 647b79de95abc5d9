import { type MemberSearchResult, SOCIAL_LIMITS } from '@elan/domain';
import { Check, Search, UserPlus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useAddConnectionMutation } from '../api/add-connection.ts';
import { useAnswerConnectionMutation } from '../api/answer-connection.ts';
import { useMemberSearchQuery } from '../api/search-members.ts';
import { MemberRow } from './member-row.tsx';

const SEARCH_DELAY_MS = 300;

function ResultAction({ result }: { result: MemberSearchResult }) {
  const add = useAddConnectionMutation();
  const answer = useAnswerConnectionMutation();
  const onError = (error: unknown) => toast.error(getErrorMessage(error));
  const isBusy = add.isPending || answer.isPending;

  switch (result.relation) {
    case 'self':
      return <span className="text-sm text-stone-500">C'est toi</span>;
    case 'friend':
      return (
        <span className="inline-flex items-center gap-1 font-medium text-emerald-800 text-sm">
          <Check aria-hidden="true" className="size-4" /> Ami
        </span>
      );
    case 'outgoing':
      return <span className="text-sm text-stone-600">Demande envoyée</span>;
    case 'incoming':
      return (
        <Button
          size="sm"
          disabled={isBusy || result.connection_id === null}
          onClick={() =>
            result.connection_id !== null &&
            answer.mutate({ id: result.connection_id, action: 'accept' }, { onError })
          }
        >
          Accepter
        </Button>
      );
    default:
      return (
        <Button
          size="sm"
          disabled={isBusy}
          aria-label={`Ajouter ${result.name}`}
          onClick={() =>
            add.mutate(
              { friendId: result.id },
              { onSuccess: () => toast.success('Demande envoyée !'), onError },
            )
          }
        >
          <UserPlus aria-hidden="true" className="size-4" />
          Ajouter
        </Button>
      );
  }
}

/** Spec /friends: find members by name or username (debounced), then ask them into the circle. */
export function MemberSearch() {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, SEARCH_DELAY_MS);
  const search = useMemberSearchQuery(debounced);
  const isShort = debounced.trim().length < SOCIAL_LIMITS.searchMin;
  const results = search.data ?? [];

  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="flex items-center gap-2 font-bold text-lg text-stone-900">
        <Search aria-hidden="true" className="size-5 text-brand-600" />
        Trouver des amis
      </h2>
      <TextField
        label="Nom ou nom d'utilisateur"
        type="search"
        placeholder="Ex. : Camille, camille.durand"
        value={query}
        maxLength={SOCIAL_LIMITS.searchMax}
        onChange={(event) => setQuery(event.target.value)}
      />
      {isShort ? (
        <p className="text-sm text-stone-600">Saisis au moins 2 caractères pour lancer la recherche.</p>
      ) : search.isPending ? (
        <Spinner label="Recherche…" />
      ) : search.isError ? (
        <p className="font-medium text-red-700 text-sm">{getErrorMessage(search.error)}</p>
      ) : results.length === 0 ? (
        <p className="text-sm text-stone-600">Aucun membre ne correspond à « {debounced.trim()} ».</p>
      ) : (
        <ul aria-label="Résultats de la recherche" className="divide-y divide-stone-100">
          {results.map((result) => (
            <MemberRow key={result.id} member={result}>
              <ResultAction result={result} />
            </MemberRow>
          ))}
        </ul>
      )}
    </Card>
  );
}
