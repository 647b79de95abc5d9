import { countLabel, initials } from '@elan/domain';
import { ChevronRight, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useProgramParticipantsQuery } from '../api/get-program-participants.ts';

/** Spec §9: the programme screen shows five participants. */
export const PARTICIPANTS_SHOWN = 5;

/**
 * Spec text, as is: '+N autres participants', N = the programme's active members beyond the names
 * listed — at most five, and only those the viewer may see (a private member's name shows to their
 * friends alone: decision 062). The members left out are counted, never named, as the header's
 * `active_users` counts them all (decision 086). Nothing when N ≤ 0.
 */
export function otherParticipantsLabel(activeUsers: number, listed: number): string | null {
  const others = activeUsers - listed;
  if (others <= 0) return null;
  return `+${others} autres participants`;
}

function sessionsDoneLabel(count: number): string {
  return countLabel(count, 'séance réalisée', 'séances réalisées');
}

type ParticipantsCardProps = {
  programId: number;
  /** From the programme stats; when they could not load, the list length stands in. */
  activeUsers: number | null | undefined;
};

/** Spec /programs/{id} participants card: first five, each opening /profile/{userId}. */
export function ParticipantsCard({ programId, activeUsers }: ParticipantsCardProps) {
  const headingId = useId();
  const participants = useProgramParticipantsQuery(programId);
  const list = participants.data ?? [];
  const listed = list.slice(0, PARTICIPANTS_SHOWN);
  const others = otherParticipantsLabel(activeUsers ?? list.length, listed.length);

  return (
    <Card className="p-5 md:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
          <Users aria-hidden="true" className="size-5 text-brand-600" />
          Participants
        </h2>
        {participants.isPending ? (
          <div className="mt-4 flex flex-col gap-3" aria-hidden="true">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : list.length === 0 && !others ? (
          <p className="mt-3 text-sm text-stone-600">
            Aucun participant pour le moment. Lance-toi le premier !
          </p>
        ) : (
          <>
            <ul className="-mx-2 mt-3 flex flex-col">
              {listed.map((participant) => (
                <li key={participant.id}>
                  <Link
                    to={pathTo.memberProfile(participant.user_id)}
                    className="flex items-center gap-3 rounded-xl px-2 py-2 transition-colors hover:bg-stone-50"
                  >
                    <span
                      aria-hidden="true"
                      className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-700 text-sm"
                    >
                      {initials(participant.first_name, participant.last_name)}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-stone-900">
                        {participant.first_name} {participant.last_name}
                      </span>
                      <span className="block text-stone-500 text-xs">
                        {sessionsDoneLabel(participant.sessions_completed)}
                      </span>
                    </span>
                    <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-stone-400" />
                  </Link>
                </li>
              ))}
            </ul>
            {others && <p className="mt-2 font-medium text-sm text-stone-600">{others}</p>}
          </>
        )}
      </section>
    </Card>
  );
}
