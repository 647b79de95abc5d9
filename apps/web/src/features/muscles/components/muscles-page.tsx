import { countLabel } from '@elan/domain';
import { ArrowLeft, Dumbbell, PersonStanding } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Panel, PanelError } from '../../../components/ui/panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useMuscleSetsQuery } from '../api/get-muscle-sets.ts';
import { BAND_TEXT, hasSets } from '../muscles-format.ts';
import { BandLegend } from './band-legend.tsx';
import { BodyMap } from './body-map.tsx';
import { OFF_MAP_GROUPS } from './body-map-shapes.ts';
import { MuscleHistoryPanel } from './muscle-history-panel.tsx';
import { MuscleTable } from './muscle-table.tsx';

function ThisWeek() {
  const muscles = useMuscleSetsQuery();
  if (muscles.isPending)
    return (
      <div aria-busy="true" className="grid gap-6 lg:grid-cols-2">
        <span className="sr-only">Chargement des muscles…</span>
        <Skeleton className="h-80" />
        <Skeleton className="h-80" />
      </div>
    );
  if (muscles.isError)
    return <PanelError text="Impossible de charger les muscles." onRetry={() => void muscles.refetch()} />;
  if (!hasSets(muscles.data))
    return (
      <EmptyState icon={Dumbbell} title="Aucune série ces 7 derniers jours">
        <p className="max-w-md text-sm text-stone-600">
          Termine une séance : chaque série de travail (hors échauffement) colore ici les muscles qu’elle fait
          travailler.
        </p>
        <Link to={PATHS.programs} className={buttonClassName({ size: 'sm' })}>
          Voir les programmes
        </Link>
      </EmptyState>
    );
  const offMap = muscles.data.filter((entry) => OFF_MAP_GROUPS.includes(entry.muscle_group));
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <div className="flex flex-col gap-4">
        <BodyMap entries={muscles.data} />
        <BandLegend />
        <p className="text-center text-stone-600 text-xs">
          Hors de la carte :{' '}
          {offMap
            .map((entry) => `${entry.muscle_group} ${countLabel(entry.sets, 'série', 'séries')}`)
            .join(', ')}
          .
        </p>
      </div>
      <MuscleTable entries={muscles.data} caption="Séries de travail des 7 derniers jours" />
    </div>
  );
}

/**
 * `/profile/muscles` (issue 33): the member's work sets per muscle group over the last 7 Paris
 * days on a body map and in a table, against the recommended band; then 12 weeks per group.
 */
export function MusclesPage() {
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <Link
          to={PATHS.profile}
          className={buttonClassName({ variant: 'ghost', size: 'sm', className: '-ml-2 self-start' })}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Mon Profil
        </Link>
        <h1 className="font-extrabold text-3xl text-stone-900 tracking-tight md:text-4xl">Mes muscles</h1>
        <p className="text-stone-600">Tes séries de travail par groupe musculaire. Repère : {BAND_TEXT}.</p>
      </header>
      <Panel title="Cette semaine" icon={PersonStanding}>
        <ThisWeek />
      </Panel>
      <MuscleHistoryPanel />
    </div>
  );
}
