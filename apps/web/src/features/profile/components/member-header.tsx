import { countLabel } from '@elan/domain';
import { Award, CalendarCheck, Dumbbell, ShieldCheck } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { MemberSummary } from '../api/get-member.ts';
import { roleChipLabel } from '../profile-format.ts';
import { MemberAvatar } from './member-avatar.tsx';

type MemberHeaderProps = {
  userId: number;
  /** Undefined while loading or when the member could not be loaded. */
  member: MemberSummary | undefined;
  isLoading: boolean;
  activeProgramsCount: number;
  sessionsCount: number;
  badgesCount: number;
};

/** Spec /profile/{userId} header: name, id, active programmes, completed sessions, badges. */
export function MemberHeader({
  userId,
  member,
  isLoading,
  activeProgramsCount,
  sessionsCount,
  badgesCount,
}: MemberHeaderProps) {
  const roleChip = member ? roleChipLabel(member.role) : null;
  const figures = [
    {
      icon: Dumbbell,
      text: countLabel(activeProgramsCount, 'programme actif', 'programmes actifs'),
    },
    {
      icon: CalendarCheck,
      text: countLabel(sessionsCount, 'séance réalisée', 'séances réalisées'),
    },
    { icon: Award, text: countLabel(badgesCount, 'badge', 'badges') },
  ];

  return (
    <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center md:p-8">
      {member ? (
        <MemberAvatar firstName={member.first_name} lastName={member.last_name} />
      ) : (
        <Skeleton className="size-20 rounded-3xl md:size-24" />
      )}
      <div className="min-w-0 flex-1">
        {isLoading ? (
          <>
            <span className="sr-only" role="status">
              Chargement du profil…
            </span>
            <Skeleton className="h-8 w-56" />
          </>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="font-extrabold text-2xl text-stone-900 tracking-tight md:text-3xl">
              {member ? `${member.first_name} ${member.last_name}` : 'Membre'}
            </h1>
            {roleChip && (
              <span className="inline-flex items-center gap-1 rounded-full bg-violet-50 px-2.5 py-0.5 font-semibold text-violet-800 text-xs ring-1 ring-violet-600/20 ring-inset">
                <ShieldCheck aria-hidden="true" className="size-3.5" />
                {roleChip}
              </span>
            )}
          </div>
        )}
        <p className="mt-1 text-sm text-stone-500">
          {member?.username && <span className="font-medium">@{member.username} · </span>}
          Identifiant <span className="tabular-nums">#{userId}</span>
        </p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="En bref">
          {figures.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 text-sm"
            >
              <Icon aria-hidden="true" className="size-4" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
