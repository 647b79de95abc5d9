import type { WeeklyVolume } from '@elan/domain';
import { formatDecimal, formatShortDate } from '@elan/domain';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox } from '../../../components/ui/chart-box.tsx';
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
            <CartesianGrid stroke="#e7e5e4" strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={12} />
            <YAxis
              tick={{ fontSize: 12 }}
              tickFormatter={(value: number) => formatDecimal(value)}
              allowDecimals={false}
            />
            <Tooltip
              labelFormatter={(label) => `Semaine du ${String(label)}`}
              formatter={(_value, _name, item) => [
                workInWords(item.payload as WeeklyVolume[number]),
                metric === 'volume_kg' ? 'Volume' : 'Travail',
              ]}
            />
            <Bar
              dataKey={metric}
              name={METRIC_NAMES[metric]}
              fill="#e8703a"
              radius={[6, 6, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartBox>
    </>
  );
}
