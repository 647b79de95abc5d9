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
import { chartRows, formatKg, historyInWords } from '../exercise-format.ts';

const axis = { fontSize: 12 };
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
                <CartesianGrid stroke="#e7e5e4" strokeDasharray="3 3" />
                <XAxis dataKey="day" tick={axis} minTickGap={16} />
                <YAxis tick={axis} domain={['auto', 'auto']} tickFormatter={axisValue} />
                <Tooltip
                  labelFormatter={(_, payload) => payload?.[0]?.payload?.date ?? ''}
                  formatter={tooltipValue}
                />
                <Legend wrapperStyle={axis} />
                <Line
                  type="monotone"
                  dataKey="one_rep_max"
                  name="1RM estimé"
                  stroke="#cc4410"
                  strokeWidth={2.5}
                  dot={{ r: 3 }}
                  connectNulls
                  isAnimationActive={false}
                />
                <Line
                  type="monotone"
                  dataKey="best_weight"
                  name="Charge de la meilleure série"
                  stroke="#2D7FF9"
                  strokeWidth={2}
                  dot={{ r: 3 }}
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
                <CartesianGrid stroke="#e7e5e4" strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="day" tick={axis} minTickGap={16} />
                <YAxis tick={axis} tickFormatter={axisValue} />
                <Tooltip
                  labelFormatter={(_, payload) => payload?.[0]?.payload?.date ?? ''}
                  formatter={tooltipValue}
                />
                <Bar
                  dataKey="volume_kg"
                  name="Volume"
                  fill="#e8703a"
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
