import { type BodyStats, bmiCategory } from '@elan/domain';
import { Activity } from 'lucide-react';
import { Panel, PanelError } from '../../../components/ui/panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { daysLabel, formatChange, formatDay, formatDecimal, formatMeasure } from '../body-format.ts';

type Figure = { label: string; value: string; detail?: string };

function figuresOf({ overview, latest }: BodyStats): Figure[] {
  const { starting_weight, total_weight_change, starting_body_fat, total_body_fat_change } = overview;
  return [
    {
      label: 'Poids actuel',
      value: latest ? formatMeasure(latest.weight_kg, 'kg') : '—',
      detail: starting_weight === null ? undefined : `Départ : ${formatMeasure(starting_weight, 'kg')}`,
    },
    {
      label: 'Évolution du poids',
      value: total_weight_change === null ? '—' : formatChange(total_weight_change, 'kg'),
      detail: 'Depuis la première mesure',
    },
    {
      label: 'IMC',
      value: latest ? formatDecimal(latest.bmi) : '—',
      detail: latest ? bmiCategory(latest.bmi) : undefined,
    },
    {
      label: 'Masse grasse',
      value: latest?.body_fat_percent == null ? '—' : formatMeasure(latest.body_fat_percent, '%'),
      detail:
        total_body_fat_change === null || starting_body_fat === null
          ? undefined
          : `${formatChange(total_body_fat_change, '%')} depuis ${formatMeasure(starting_body_fat, '%')}`,
    },
    {
      label: 'Mesures',
      value: String(overview.total_measurements),
      detail: `Suivi : ${daysLabel(overview.tracking_days)}`,
    },
  ];
}

/** Stats panel: where the member started, where they are, and for how long they have tracked. */
export function BodyStatsPanel({
  stats,
  isPending,
  onRetry,
}: {
  stats: BodyStats | undefined;
  isPending: boolean;
  onRetry: () => void;
}) {
  return (
    <Panel title="Mes mesures" icon={Activity}>
      {isPending ? (
        <div aria-busy="true" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <span className="sr-only">Chargement des statistiques…</span>
          {[1, 2, 3, 4, 5].map((key) => (
            <Skeleton key={key} className="h-20" />
          ))}
        </div>
      ) : !stats ? (
        <PanelError text="Impossible de charger les statistiques." onRetry={onRetry} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
            {figuresOf(stats).map((figure) => (
              <div key={figure.label} className="flex flex-col gap-0.5 rounded-2xl bg-stone-50 px-4 py-3">
                <dt className="text-sm text-stone-600">{figure.label}</dt>
                <dd className="font-extrabold text-stone-900 text-xl tabular-nums">{figure.value}</dd>
                {figure.detail && <dd className="text-stone-500 text-xs">{figure.detail}</dd>}
              </div>
            ))}
          </dl>
          {stats.latest && (
            <p className="text-sm text-stone-500">
              Dernière mesure le {formatDay(stats.latest.measurement_date)}
            </p>
          )}
        </>
      )}
    </Panel>
  );
}
