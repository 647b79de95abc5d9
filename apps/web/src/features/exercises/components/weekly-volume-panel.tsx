import { countLabel, type WeeklyVolume } from '@elan/domain';
import { BarChart3 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Panel, PanelError } from '../../../components/ui/panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useWeeklyVolumeQuery } from '../api/exercise-progress.ts';
import { formatKg } from '../exercise-format.ts';

// recharts comes with the chart only, when the profile shows it.
const WeeklyVolumeChart = lazy(() =>
  import('./weekly-volume-chart.tsx').then((module) => ({ default: module.WeeklyVolumeChart })),
);

/** The chart's text: this week's and the 12 weeks' volume. */
function volumeInWords(weeks: WeeklyVolume): string {
  const current = weeks.at(-1);
  const total = weeks.reduce((sum, week) => sum + week.volume_kg, 0);
  const sessions = weeks.reduce((sum, week) => sum + week.sessions, 0);
  return `Cette semaine : ${formatKg(current?.volume_kg ?? 0)}. Sur 12 semaines : ${formatKg(total)} en ${countLabel(sessions, 'séance', 'séances')}.`;
}

/** `/profile`: the working volume (kg × répétitions, warm-ups aside) of the last 12 weeks. */
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
