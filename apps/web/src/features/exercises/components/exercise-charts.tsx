import { formatDecimal, type HistoryPoint } from '@elan/domain';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartBox } from '../../../components/ui/chart-box.tsx';
import {
  CHART_AXIS_LINE,
  CHART_DOT,
  CHART_GRID,
  CHART_SERIES,
  CHART_TICK,
  CHART_TOOLTIP,
} from '../../../components/ui/chart-style.ts';
import { chartRows, formatKg, historyInWords } from '../exercise-format.ts';

const legend = { fontSize: 12 };
/** The axes' figures in French (« 12 500 », « 62,5 »). */
const axisValue = (value: number) => formatDecimal(value);
const tooltipValue = (value: unknown, name: unknown) =>
  [formatKg(Number(value)), String(name)] as [string, string];

/** The exercise page's two charts (recharts, loaded with the page only): 1RM and best set, volume. */
export function ExerciseCharts({ points }: { points: HistoryPoint[] }) {
  const rows = chartRows(points);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <figure className="flex flex-col gap-2">
          <figcaption className="font-semibold text-sm text-stone-700">
            1RM estimé et meilleure série
          </figcaption>
          <ChartBox className="h-56 w-full">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart
                accessibilityLayer={false}
                data={rows}
                margin={{ top: 8, right: 8, bottom: 0, left: -12 }}
              >
                <CartesianGrid stroke={CHART_GRID} strokeDasharray="3 3" />
                <XAxis
                  dataKey="day"
                  tick={CHART_TICK}
                  axisLine={CHART_AXIS_LINE}
                  tickLine={CHART_AXIS_LINE}
                  minTickGap={16}
                />
                <YAxis
                  tick={CHART_TICK}
                  axisLine={CHART_AXIS_LINE}
                  tickLine={CHART_AXIS_LINE}
                  domain={['auto', 'auto']}
                  tickFormatter={axisValue}
                />
                <Tooltip
                  {...CHART_TOOLTIP}
                  labelFormatter={(_, payload) => payload?.[0]?.payload?.date ?? ''}
                  formatter={tooltipValue}
                />
                <Legend wrapperStyle={legend} />
                <Line
                  type="monotone"
                  dataKey="one_rep_max"
                  name="1RM estimé"
                  stroke={CHART_SERIES.brand}
                  strokeWidth={2.5}
                  dot={CHART_DOT}
                  connectNulls
                  isAnimationActive={false}
                />
                <Line
                  type="monotone"
                  dataKey="best_weight"
                  name="Charge de la meilleure série"
                  stroke={CHART_SERIES.blue}
                  strokeWidth={2}
                  dot={CHART_DOT}
                  connectNulls
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </ChartBox>
        </figure>
        <figure className="flex flex-col gap-2">
          <figcaption className="font-semibold text-sm text-stone-700">Volume par séance</figcaption>
          <ChartBox className="h-56 w-full">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                accessibilityLayer={false}
                data={rows}
                margin={{ top: 8, right: 8, bottom: 0, left: -4 }}
              >
                <CartesianGrid stroke={CHART_GRID} strokeDasharray="3 3" vertical={false} />
                <XAxis
                  dataKey="day"
                  tick={CHART_TICK}
                  axisLine={CHART_AXIS_LINE}
                  tickLine={CHART_AXIS_LINE}
                  minTickGap={16}
                />
                <YAxis
                  tick={CHART_TICK}
                  axisLine={CHART_AXIS_LINE}
                  tickLine={CHART_AXIS_LINE}
                  tickFormatter={axisValue}
                />
                <Tooltip
                  {...CHART_TOOLTIP}
                  labelFormatter={(_, payload) => payload?.[0]?.payload?.date ?? ''}
                  formatter={tooltipValue}
                />
                <Bar
                  dataKey="volume_kg"
                  name="Volume"
                  fill={CHART_SERIES.bar}
                  radius={[6, 6, 0, 0]}
                  isAnimationActive={false}
                />
              </BarChart>
            </ResponsiveContainer>
          </ChartBox>
        </figure>
      </div>
      <p className="text-sm text-stone-600">{historyInWords(points)}</p>
    </div>
  );
}
