import { countLabel, type MemberSuggestion } from '@elan/domain';
import { Dumbbell, UserPlus } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useAddConnectionMutation } from '../api/add-connection.ts';
import { useSuggestionsQuery } from '../api/get-suggestions.ts';
import { MemberRow } from './member-row.tsx';

type AddMutation = ReturnType<typeof useAddConnectionMutation>;

function Suggestion({ member, add }: { member: MemberSuggestion; add: AddMutation }) {
  return (
    <MemberRow member={member}>
      <span className="self-center text-sm text-stone-600">
        {countLabel(member.shared_programs, 'programme', 'programmes')} en commun
      </span>
      <Button
        size="sm"
        disabled={add.isPending && add.variables?.friendId === member.id}
        aria-label={`Ajouter ${member.name}`}
        onClick={() =>
          add.mutate(
            { friendId: member.id },
            {
              onSuccess: () => toast.success('Demande envoyée !'),
              onError: (error) => toast.error(getErrorMessage(error)),
            },
          )
        }
      >
        <UserPlus aria-hidden="true" className="size-4" />
        Ajouter
      </Button>
    </MemberRow>
  );
}

/**
 * « Dans tes programmes » (issue 29, decision 076): members who follow the same programmes, not yet
 * in the circle nor asked; nothing is shown when there is none (or the list cannot load).
 * The add mutation lives here, not in each row: the request's success reloads the list without the
 * member asked, which unmounts their row before TanStack Query runs the row's own `onSuccess`, and the
 * « Demande envoyée ! » confirmation was then lost (a CI run caught it).
 */
export function ProgramSuggestions() {
  const suggestions = useSuggestionsQuery();
  const add = useAddConnectionMutation();
  const members = suggestions.data ?? [];
  if (members.length === 0) return null;
  return (
    <Card className="flex flex-col gap-1 p-5">
      <h2 className="flex items-center gap-2 font-bold text-lg text-stone-900">
        <Dumbbell aria-hidden="true" className="size-5 text-brand-600" />
        Dans tes programmes
      </h2>
      <ul aria-label="Dans tes programmes" className="divide-y divide-stone-100">
        {members.map((member) => (
          <Suggestion key={member.id} member={member} add={add} />
        ))}
      </ul>
    </Card>
  );
}
