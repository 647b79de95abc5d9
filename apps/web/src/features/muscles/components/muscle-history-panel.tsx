import { countLabel, formatDecimal, type MuscleGroup } from '@elan/domain';
import { History } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Panel, PanelError } from '../../../components/ui/panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMuscleHistoryQuery } from '../api/get-muscle-history.ts';
import { BAND_TEXT } from '../muscles-format.ts';

// recharts comes with the chart only.
const MuscleHistoryChart = lazy(() =>
  import('./muscle-history-chart.tsx').then((module) => ({ default: module.MuscleHistoryChart })),
);

const fieldClassName =
  'h-10 rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900 focus-visible:outline-brand-600';

/**
 * The last 12 weeks of one muscle group at a time (a select, the most trained group first chosen),
 * with the band behind the bars; the caption says the figures in words.
 */
export function MuscleHistoryPanel() {
  const selectId = useId();
  const history = useMuscleHistoryQuery();
  const [chosen, setChosen] = useState<MuscleGroup | null>(null);
  if (history.isPending)
    return (
      <Panel title="12 dernières semaines" icon={History}>
        <Skeleton className="h-52" />
      </Panel>
    );
  if (history.isError)
    return (
      <Panel title="12 dernières semaines" icon={History}>
        <PanelError text="Impossible de charger l’historique." onRetry={() => void history.refetch()} />
      </Panel>
    );
  const total = (weeks: (typeof history.data)[number]['weeks']) =>
    weeks.reduce((sum, week) => sum + week.sets, 0);
  const mostTrained = history.data.reduce((best, entry) =>
    total(entry.weeks) > total(best.weeks) ? entry : best,
  );
  if (total(mostTrained.weeks) === 0)
    return (
      <Panel title="12 dernières semaines" icon={History}>
        <p className="text-sm text-stone-600">
          Pas encore d’historique : tes séries de travail des 12 dernières semaines apparaîtront ici, groupe
          par groupe.
        </p>
      </Panel>
    );
  const group = history.data.find((entry) => entry.muscle_group === chosen) ?? mostTrained;
  const sets = total(group.weeks);
  const thisWeek = group.weeks.at(-1)?.sets ?? 0;
  return (
    <Panel
      title="12 dernières semaines"
      icon={History}
      action={
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="font-medium text-sm text-stone-700">
            Groupe musculaire
          </label>
          <select
            id={selectId}
            value={group.muscle_group}
            onChange={(event) => setChosen(event.target.value as MuscleGroup)}
            className={fieldClassName}
          >
            {history.data.map((entry) => (
              <option key={entry.muscle_group} value={entry.muscle_group}>
                {entry.muscle_group}
              </option>
            ))}
          </select>
        </div>
      }
    >
      <figure className="flex flex-col gap-2">
        <p aria-hidden="true" className="text-stone-500 text-xs">
          En séries par semaine ; la bande verte : {BAND_TEXT.toLowerCase()}
        </p>
        <Suspense fallback={<Skeleton className="h-52" />}>
          <MuscleHistoryChart weeks={group.weeks} />
        </Suspense>
        <figcaption className="text-sm text-stone-600">
          {`${group.muscle_group} : ${countLabel(thisWeek, 'série', 'séries')} cette semaine, ${countLabel(sets, 'série', 'séries')} en 12 semaines (${formatDecimal(sets / group.weeks.length, 1)} par semaine en moyenne).`}
        </figcaption>
      </figure>
    </Panel>
  );
}
