import { formatDecimal, type HeartRateSample } from '@elan/domain';
import { HeartPulse } from 'lucide-react';
import { useId } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '../../../components/ui/card.tsx';
import { ChartBox } from '../../../components/ui/chart-box.tsx';
import {
  CHART_AXIS_LINE,
  CHART_GRID,
  CHART_SERIES,
  CHART_TICK,
  CHART_TOOLTIP,
} from '../../../components/ui/chart-style.ts';
import { curveInWords, curvePoints } from '../heart-rate-curve-points.ts';

/**
 * /completion/{id}'s heart-rate curve (issue 33): bpm over the session's minutes, each signal drop
 * a break in the line (nothing drawn where the strap was away); the figure's text says it in words.
 */
export function HeartRateCurve({
  samples,
  durationMinutes,
}: {
  samples: HeartRateSample[];
  durationMinutes: number;
}) {
  const headingId = useId();
  const { points, gaps } = curvePoints(samples);
  return (
    <Card className="p-5 md:p-6">
      <figure aria-labelledby={headingId} className="flex flex-col gap-3">
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
          <HeartPulse aria-hidden="true" className="size-5 text-brand-600" />
          Fréquence cardiaque
        </h2>
        <ChartBox className="h-56 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              accessibilityLayer={false}
              data={points}
              margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
            >
              <CartesianGrid stroke={CHART_GRID} strokeDasharray="3 3" />
              <XAxis
                dataKey="minute"
                type="number"
                domain={[0, Math.max(durationMinutes, points.at(-1)?.minute ?? 0)]}
                tickFormatter={(minute: number) => `${Math.round(minute)} min`}
                tick={CHART_TICK}
                axisLine={CHART_AXIS_LINE}
                tickLine={CHART_AXIS_LINE}
                minTickGap={24}
              />
              <YAxis
                domain={['dataMin - 10', 'dataMax + 10']}
                tick={CHART_TICK}
                axisLine={CHART_AXIS_LINE}
                tickLine={CHART_AXIS_LINE}
                tickFormatter={(value: number) => formatDecimal(value)}
              />
              <Tooltip
                {...CHART_TOOLTIP}
                labelFormatter={(label) => `${formatDecimal(Math.round(Number(label) * 10) / 10)} min`}
                formatter={(value) => [`${value}\u00A0bpm`, 'Fréquence cardiaque']}
              />
              <Line
                type="monotone"
                dataKey="bpm"
                stroke={CHART_SERIES.rose}
                strokeWidth={2}
                dot={false}
                connectNulls={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </ChartBox>
        <figcaption className="text-sm text-stone-600">{curveInWords(samples, gaps)}</figcaption>
      </figure>
    </Card>
  );
}
