import { formatDecimal, formatShortDate, type MuscleHistory, WEEKLY_SET_BAND } from '@elan/domain';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartBox } from '../../../components/ui/chart-box.tsx';
import {
  CHART_AXIS_LINE,
  CHART_GRID,
  CHART_SERIES,
  CHART_TICK,
  CHART_TOOLTIP,
} from '../../../components/ui/chart-style.ts';

const weekDay = (day: string) => formatShortDate(`${day}T12:00:00Z`).replace(/\s\d{4}$/, '');

/** One group's weeks as bars, the 10–20 band shaded behind them (recharts, loaded with the page). */
export function MuscleHistoryChart({ weeks }: { weeks: MuscleHistory[number]['weeks'] }) {
  const rows = weeks.map((week) => ({ ...week, day: weekDay(week.week_start) }));
  const top = Math.max(WEEKLY_SET_BAND.max + 4, ...weeks.map((week) => week.sets));
  return (
    <ChartBox className="h-52 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
          <CartesianGrid stroke={CHART_GRID} strokeDasharray="3 3" vertical={false} />
          <ReferenceArea
            y1={WEEKLY_SET_BAND.min}
            y2={WEEKLY_SET_BAND.max}
            fill="var(--color-emerald-500)"
            fillOpacity={0.15}
            stroke="var(--color-emerald-600)"
            strokeDasharray="4 3"
            ifOverflow="extendDomain"
          />
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
            domain={[0, top]}
          />
          <Tooltip
            {...CHART_TOOLTIP}
            labelFormatter={(label) => `Semaine du ${String(label)}`}
            formatter={(value) => [formatDecimal(Number(value)), 'Séries']}
          />
          <Bar
            dataKey="sets"
            name="Séries"
            fill={CHART_SERIES.bar}
            radius={[6, 6, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartBox>
  );
}
