import { BarChart3 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Panel, PanelError } from '../../../components/ui/panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useWeeklyVolumeQuery } from '../api/exercise-progress.ts';
import { volumeInWords } from '../weekly-volume-format.ts';

// recharts comes with the chart only, when the profile shows it.
const WeeklyVolumeChart = lazy(() =>
  import('./weekly-volume-chart.tsx').then((module) => ({ default: module.WeeklyVolumeChart })),
);

/**
 * `/profile`: the working volume (kg × répétitions, warm-ups aside) of the last 12 weeks; weeks
 * without load (body weight) show their working sets and minutes instead.
 */
export function WeeklyVolumePanel() {
  const weeks = useWeeklyVolumeQuery();
  return (
    <Panel title="Volume par semaine" icon={BarChart3}>
      {weeks.isPending ? (
        <Skeleton className="h-48" />
      ) : weeks.isError ? (
        <PanelError text="Impossible de charger le volume." onRetry={() => void weeks.refetch()} />
      ) : (
        <figure className="flex flex-col gap-2">
          <Suspense fallback={<Skeleton className="h-48" />}>
            <WeeklyVolumeChart weeks={weeks.data} />
          </Suspense>
          <figcaption className="text-sm text-stone-600">{volumeInWords(weeks.data)}</figcaption>
        </figure>
      )}
    </Panel>
  );
}
