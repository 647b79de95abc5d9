import { BODY_TOASTS, type TrendPoint } from '@elan/domain';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox } from '../../../components/ui/chart-box.tsx';
import {
  CHART_AXIS_LINE,
  CHART_DOT,
  CHART_GRID,
  CHART_TICK,
  CHART_TOOLTIP,
} from '../../../components/ui/chart-style.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatAxisDay, formatDay, formatDecimal } from '../body-format.ts';

type Series = {
  key: 'weight_kg' | 'bmi' | 'body_fat_percent' | 'muscle_mass_kg';
  name: string;
  unit: string;
  color: string;
};

type TrendChartProps = {
  title: string;
  points: TrendPoint[] | undefined;
  isPending: boolean;
  series: [Series, Series];
};

const valueText = (value: number | null, unit: string) =>
  value === null ? null : `${formatDecimal(value)}${unit ? `\u00A0${unit}` : ''}`;

/** « Au 24 nov. 2026 : Poids 72,5 kg, IMC 23,7. » The chart's text alternative. */
function latestInWords(points: TrendPoint[], series: [Series, Series]): string {
  const last = points.at(-1);
  if (!last) return '';
  const parts = series.flatMap((item) => {
    const text = valueText(last[item.key], item.unit);
    return text ? [`${item.name} ${text}`] : [];
  });
  return `Au ${formatDay(last.date)} : ${parts.join(', ')}.`;
}

/** One trend chart (spec §8 empty texts below 2 points), two lines on two axes. */
export function TrendChart({ title, points, isPending, series }: TrendChartProps) {
  if (isPending) {
    return (
      <div aria-busy="true">
        <span className="sr-only">Chargement du graphique…</span>
        <Skeleton className="h-56" />
      </div>
    );
  }
  const count = points?.length ?? 0;
  const description = points ? latestInWords(points, series) : '';
  if (count < 2) {
    return (
      <figure className="flex flex-col gap-2">
        <figcaption className="font-semibold text-sm text-stone-700">{title}</figcaption>
        <p className="grid h-40 place-items-center rounded-2xl border border-stone-300 border-dashed px-4 text-center text-sm text-stone-600">
          {count === 0 ? BODY_TOASTS.chartEmpty : BODY_TOASTS.chartTooFewPoints}
        </p>
        {description && <p className="text-stone-600 text-xs">{description}</p>}
      </figure>
    );
  }
  const [left, right] = series;
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-semibold text-sm text-stone-700">{title}</figcaption>
      <ChartBox className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            accessibilityLayer={false}
            data={points}
            margin={{ top: 8, right: 4, bottom: 0, left: -16 }}
          >
            <CartesianGrid stroke={CHART_GRID} strokeDasharray="3 3" />
            <XAxis
              dataKey="date"
              tickFormatter={formatAxisDay}
              tick={CHART_TICK}
              axisLine={CHART_AXIS_LINE}
              tickLine={CHART_AXIS_LINE}
              minTickGap={24}
            />
            <YAxis
              yAxisId="left"
              domain={['auto', 'auto']}
              tick={CHART_TICK}
              axisLine={CHART_AXIS_LINE}
              tickLine={CHART_AXIS_LINE}
              tickFormatter={formatDecimal}
            />
            <YAxis
              yAxisId="right"
              orientation="right"
              domain={['auto', 'auto']}
              tick={CHART_TICK}
              axisLine={CHART_AXIS_LINE}
              tickLine={CHART_AXIS_LINE}
              tickFormatter={formatDecimal}
            />
            <Tooltip
              {...CHART_TOOLTIP}
              labelFormatter={(label) => formatDay(String(label))}
              formatter={(value, name) => {
                const item = series.find((entry) => entry.name === name);
                return [valueText(Number(value), item?.unit ?? ''), name];
              }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {[left, right].map((item, index) => (
              <Line
                key={item.key}
                yAxisId={index === 0 ? 'left' : 'right'}
                type="monotone"
                dataKey={item.key}
                name={item.name}
                stroke={item.color}
                strokeWidth={2.5}
                dot={CHART_DOT}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </ChartBox>
      <p className="text-stone-600 text-xs">{description}</p>
    </figure>
  );
}
