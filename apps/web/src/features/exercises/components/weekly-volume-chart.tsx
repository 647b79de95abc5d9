import type { WeeklyVolume } from '@elan/domain';
import { formatDecimal, formatShortDate } from '@elan/domain';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox } from '../../../components/ui/chart-box.tsx';
import {
  CHART_AXIS_LINE,
  CHART_GRID,
  CHART_SERIES,
  CHART_TICK,
  CHART_TOOLTIP,
} from '../../../components/ui/chart-style.ts';
import { type ChartMetric, chartMetric, workInWords } from '../weekly-volume-format.ts';

const METRIC_NAMES: Record<ChartMetric, string> = {
  volume_kg: 'Volume (kg)',
  sets: 'Séries',
  minutes: 'Minutes',
};
const METRIC_UNITS: Record<ChartMetric, string> = { volume_kg: 'kg', sets: 'séries', minutes: 'minutes' };

const weekDay = (day: string) => formatShortDate(`${day}T12:00:00Z`).replace(/\s\d{4}$/, '');

/**
 * « Cette semaine : 1 100 kg en 1 séance. » and the 12 bars (recharts, loaded with the chart): of
 * kilograms, or of working sets (else minutes) when no week of the 12 lifted a load (a body-weight
 * programme).
 * The tooltip says each week's work in words (« 24 séries et 45 min » for a week without load).
 */
export function WeeklyVolumeChart({ weeks }: { weeks: WeeklyVolume }) {
  const rows = weeks.map((week) => ({ ...week, day: weekDay(week.week_start) }));
  const metric = chartMetric(weeks);
  return (
    <>
      {/* The axis's unit; the figure's caption says the same in words. */}
      <p aria-hidden="true" className="text-stone-500 text-xs">
        En {METRIC_UNITS[metric]}
      </p>
      <ChartBox className="h-48 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -4 }}>
            <CartesianGrid stroke={CHART_GRID} strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="day"
              tick={CHART_TICK}
              axisLine={CHART_AXIS_LINE}
              tickLine={CHART_AXIS_LINE}
              minTickGap={12}
            />
            <YAxis
              tick={CHART_TICK}
              axisLine={CHART_AXIS_LINE}
              tickLine={CHART_AXIS_LINE}
              tickFormatter={(value: number) => formatDecimal(value)}
              allowDecimals={false}
            />
            <Tooltip
              {...CHART_TOOLTIP}
              labelFormatter={(label) => `Semaine du ${String(label)}`}
              formatter={(_value, _name, item) => [
                workInWords(item.payload as WeeklyVolume[number]),
                metric === 'volume_kg' ? 'Volume' : 'Travail',
              ]}
            />
            <Bar
              dataKey={metric}
              name={METRIC_NAMES[metric]}
              fill={CHART_SERIES.bar}
              radius={[6, 6, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartBox>
    </>
  );
}
