import { countLabel, type MemberSuggestion } from '@elan/domain';
import { Dumbbell, UserPlus } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useAddConnectionMutation } from '../api/add-connection.ts';
import { useSuggestionsQuery } from '../api/get-suggestions.ts';
import { MemberRow } from './member-row.tsx';

function Suggestion({ member }: { member: MemberSuggestion }) {
  const add = useAddConnectionMutation();
  return (
    <MemberRow member={member}>
      <span className="self-center text-sm text-stone-600">
        {countLabel(member.shared_programs, 'programme', 'programmes')} en commun
      </span>
      <Button
        size="sm"
        disabled={add.isPending}
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
 */
export function ProgramSuggestions() {
  const suggestions = useSuggestionsQuery();
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
          <Suggestion key={member.id} member={member} />
        ))}
      </ul>
    </Card>
  );
}
