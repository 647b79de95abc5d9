import { type CoachAthlete, formatShortDate, initials } from '@elan/domain';
import { ChevronRight, RefreshCw, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAthletesQuery } from '../api/get-athletes.ts';
import { coachPaths, sessionsInWords } from '../coach-format.ts';

function AthleteRow({ athlete }: { athlete: CoachAthlete }) {
  const name = `${athlete.first_name} ${athlete.last_name}`;
  return (
    <li>
      <Link
        to={coachPaths.athlete(athlete.id)}
        className="flex items-center gap-3 rounded-2xl border border-stone-200/80 bg-white p-4 shadow-sm transition-colors hover:border-brand-300"
      >
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 font-bold text-brand-700"
        >
          {initials(athlete.first_name, athlete.last_name)}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex flex-wrap items-center gap-2">
            <span className="truncate font-semibold text-stone-900">{name}</span>
            {athlete.needs_attention && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-800 text-xs">
                À relancer
              </span>
            )}
          </span>
          <span className="text-sm text-stone-600">
            {athlete.last_completion_at
              ? `Dernière séance : ${formatShortDate(athlete.last_completion_at)}`
              : 'Aucune séance pour l’instant'}
            {' · '}
            {sessionsInWords(athlete.sessions_last_7_days)} ces 7 derniers jours
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-stone-400" />
      </Link>
    </li>
  );
}

/** The coach's athletes, those with no session for 7 days first (the server's order). */
export function AthletesList() {
  const athletes = useAthletesQuery();
  return (
    <section aria-labelledby="coach-athletes" className="flex flex-col gap-3">
      <h2 id="coach-athletes" className="font-bold text-stone-900 text-xl">
        Mes athlètes
      </h2>
      {athletes.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">Chargement des athlètes…</span>
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : athletes.isError ? (
        <Card role="alert" className="flex flex-col items-start gap-3 p-5 text-red-800">
          <p className="font-semibold">Impossible de charger tes athlètes.</p>
          <Button variant="secondary" size="sm" onClick={() => void athletes.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Réessayer
          </Button>
        </Card>
      ) : athletes.data.length === 0 ? (
        <EmptyState icon={UsersRound} title="Aucun athlète pour l’instant">
          <p className="max-w-sm text-sm text-stone-600">
            Invite un athlète avec un lien : il apparaîtra ici dès qu’il aura accepté.
          </p>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {athletes.data.map((athlete) => (
            <AthleteRow key={athlete.id} athlete={athlete} />
          ))}
        </ul>
      )}
    </section>
  );
}
