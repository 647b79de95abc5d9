import { countLabel } from '@elan/domain';
import { ArrowRight, PersonStanding } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PanelError } from '../../../components/ui/panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useMuscleSetsQuery } from '../api/get-muscle-sets.ts';
import { BAND_TEXT, hasSets, topGroups } from '../muscles-format.ts';
import { BandLegend } from './band-legend.tsx';
import { BodyMap } from './body-map.tsx';

const TOP_COUNT = 3;

/**
 * « Muscles cette semaine » in small (the dashboard, the profile): the map, the three most
 * trained groups and the band, then the full page (`/profile/muscles`).
 */
export function MusclesCard() {
  const headingId = useId();
  const muscles = useMuscleSetsQuery();
  return (
    <Card className="flex h-full flex-col p-5 md:p-6">
      <section aria-labelledby={headingId} className="flex flex-1 flex-col gap-4">
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
          <PersonStanding aria-hidden="true" className="size-5 text-brand-600" />
          Muscles cette semaine
        </h2>
        {muscles.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-3">
            <span className="sr-only">Chargement des muscles…</span>
            <Skeleton className="h-36" />
          </div>
        ) : muscles.isError ? (
          <PanelError text="Impossible de charger les muscles." onRetry={() => void muscles.refetch()} />
        ) : !hasSets(muscles.data) ? (
          <p className="text-sm text-stone-600">
            Aucune série ces 7 derniers jours. Termine une séance : chaque série de travail colore ses muscles
            ici.
          </p>
        ) : (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <BodyMap entries={muscles.data} isCompact />
            <div className="flex flex-1 flex-col gap-3 sm:max-w-sm">
              <ol aria-label="Les plus travaillés" className="flex flex-col gap-1.5">
                {topGroups(muscles.data, TOP_COUNT).map((entry) => (
                  <li key={entry.muscle_group} className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="font-semibold text-stone-900">{entry.muscle_group}</span>
                    <span className="text-stone-600 tabular-nums">
                      {countLabel(entry.sets, 'série', 'séries')}
                    </span>
                  </li>
                ))}
              </ol>
              <p className="text-stone-600 text-xs">{BAND_TEXT}</p>
              <BandLegend isStart />
            </div>
          </div>
        )}
        <Link
          to={PATHS.muscles}
          className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'mt-auto self-start' })}
        >
          Voir le détail
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </section>
    </Card>
  );
}
