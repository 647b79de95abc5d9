import { LineChart as LineChartIcon } from 'lucide-react';
import { useState } from 'react';
import { CHART_SERIES } from '../../../components/ui/chart-style.ts';
import { Panel } from '../../../components/ui/panel.tsx';
import { useCompositionTrendQuery } from '../api/get-composition-trend.ts';
import { type TrendDays, useWeightTrendQuery } from '../api/get-weight-trend.ts';
import { TrendChart } from './trend-chart.tsx';

const WINDOWS: TrendDays[] = [30, 90];

function WindowToggle({ days, onChange }: { days: TrendDays; onChange: (days: TrendDays) => void }) {
  return (
    <fieldset className="flex rounded-xl bg-stone-100 p-1">
      <legend className="sr-only">Période</legend>
      {WINDOWS.map((window) => (
        <button
          key={window}
          type="button"
          aria-pressed={days === window}
          onClick={() => onChange(window)}
          className={`h-8 rounded-lg px-3 font-semibold text-sm ${
            days === window ? 'bg-white text-brand-700 shadow-sm' : 'text-stone-600 hover:text-stone-900'
          }`}
        >
          {window} jours
        </button>
      ))}
    </fieldset>
  );
}

/** Spec §2 trends: weight with BMI, body fat with muscle mass, over 30 or 90 days. */
export function TrendsPanel() {
  const [days, setDays] = useState<TrendDays>(90);
  const weight = useWeightTrendQuery(days);
  const composition = useCompositionTrendQuery(days);
  return (
    <Panel title="Tendances" icon={LineChartIcon} action={<WindowToggle days={days} onChange={setDays} />}>
      <div className="grid gap-6 lg:grid-cols-2">
        <TrendChart
          title="Poids et IMC"
          points={weight.data}
          isPending={weight.isPending}
          series={[
            { key: 'weight_kg', name: 'Poids', unit: 'kg', color: CHART_SERIES.brand },
            { key: 'bmi', name: 'IMC', unit: '', color: CHART_SERIES.blue },
          ]}
        />
        <TrendChart
          title="Masse grasse et masse musculaire"
          points={composition.data}
          isPending={composition.isPending}
          series={[
            { key: 'body_fat_percent', name: 'Masse grasse', unit: '%', color: CHART_SERIES.rose },
            { key: 'muscle_mass_kg', name: 'Masse musculaire', unit: 'kg', color: CHART_SERIES.emerald },
          ]}
        />
      </div>
    </Panel>
  );
}
