import { parisDay } from '@elan/domain';
import { ArrowLeft, CircleAlert, Flag, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useChallengesQuery } from '../api/get-challenges.ts';
import { ChallengeCard } from './challenge-card.tsx';

/** /challenges (issue 34): the member's challenges, active first, and « Créer un défi ». */
export function ChallengesScreen() {
  const challenges = useChallengesQuery();
  const today = parisDay(new Date());

  let body: ReactNode;
  if (challenges.isPending) {
    body = (
      <div role="status" aria-label="Chargement des défis…" className="flex flex-col gap-3">
        <Skeleton className="h-36 rounded-2xl" />
        <Skeleton className="h-36 rounded-2xl" />
      </div>
    );
  } else if (challenges.isError) {
    body = (
      <EmptyState icon={CircleAlert} title="Impossible de charger les défis">
        <Button onClick={() => void challenges.refetch()}>Réessayer</Button>
      </EmptyState>
    );
  } else if (challenges.data.length === 0) {
    body = (
      <EmptyState icon={Flag} title="Aucun défi pour l’instant">
        <p className="max-w-sm text-sm text-stone-600">
          Lance un défi à tes amis : un nombre de séances ou de minutes, une date de fin, et que le meilleur
          gagne.
        </p>
        <Link to={PATHS.newChallenge} className={buttonClassName()}>
          <Plus aria-hidden="true" className="size-4" />
          Créer un défi
        </Link>
      </EmptyState>
    );
  } else {
    const active = challenges.data.filter((challenge) => !challenge.is_ended);
    const ended = challenges.data.filter((challenge) => challenge.is_ended);
    body = (
      <div className="flex flex-col gap-6">
        <section aria-labelledby="active-challenges" className="flex flex-col gap-3">
          <h2 id="active-challenges" className="font-bold text-lg text-stone-900">
            En cours
          </h2>
          {active.length === 0 ? (
            <p className="text-stone-600">Aucun défi en cours.</p>
          ) : (
            active.map((challenge) => (
              <ChallengeCard key={challenge.id} challenge={challenge} today={today} />
            ))
          )}
        </section>
        {ended.length > 0 && (
          <section aria-labelledby="ended-challenges" className="flex flex-col gap-3">
            <h2 id="ended-challenges" className="font-bold text-lg text-stone-900">
              Terminés
            </h2>
            {ended.map((challenge) => (
              <ChallengeCard key={challenge.id} challenge={challenge} today={today} />
            ))}
          </section>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <Link
        to={PATHS.feed}
        className="inline-flex items-center gap-1.5 font-medium text-sm text-stone-600 hover:text-stone-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Cercle
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-extrabold text-2xl text-stone-900 tracking-tight md:text-3xl">Défis</h1>
          <p className="text-stone-600">Des objectifs partagés avec tes amis.</p>
        </div>
        <Link to={PATHS.newChallenge} className={buttonClassName()}>
          <Plus aria-hidden="true" className="size-4" />
          Créer un défi
        </Link>
      </header>
      {body}
    </div>
  );
}
