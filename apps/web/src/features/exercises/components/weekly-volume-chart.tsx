import type { WeeklyVolume } from '@elan/domain';
import { formatShortDate } from '@elan/domain';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox } from '../../../components/ui/chart-box.tsx';
import { formatKg } from '../exercise-format.ts';

const weekDay = (day: string) => formatShortDate(`${day}T12:00:00Z`).replace(/\s\d{4}$/, '');

/** « Cette semaine : 1 100 kg en 1 séance. » and the 12 bars (recharts, loaded with the chart). */
export function WeeklyVolumeChart({ weeks }: { weeks: WeeklyVolume }) {
  const rows = weeks.map((week) => ({ ...week, day: weekDay(week.week_start) }));
  return (
    <ChartBox className="h-48 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -4 }}>
          <CartesianGrid stroke="#e7e5e4" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={12} />
          <YAxis tick={{ fontSize: 12 }} />
          <Tooltip
            labelFormatter={(label) => `Semaine du ${String(label)}`}
            formatter={(value) => [formatKg(Number(value)), 'Volume']}
          />
          <Bar dataKey="volume_kg" fill="#e8703a" radius={[6, 6, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartBox>
  );
}
