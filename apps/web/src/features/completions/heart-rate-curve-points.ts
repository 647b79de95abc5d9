import { type HeartRateSample, summariseHeartRate } from '@elan/domain';

/** Past this many seconds without a sample the strap was away: the curve breaks (decision 117). */
export const GAP_SECONDS = 15;

export type CurvePoint = { minute: number; bpm: number | null };

/** The curve's points, minutes on x; a null point inside each gap so the line breaks there. */
export function curvePoints(samples: readonly HeartRateSample[]): { points: CurvePoint[]; gaps: number } {
  const points: CurvePoint[] = [];
  let gaps = 0;
  let previous: number | null = null;
  for (const [second, bpm] of samples) {
    if (previous !== null && second - previous > GAP_SECONDS) {
      points.push({ minute: (previous + 1) / 60, bpm: null });
      gaps += 1;
    }
    points.push({ minute: second / 60, bpm });
    previous = second;
  }
  return { points, gaps };
}

/** The curve's text alternative: range, average, and how many times the signal dropped. */
export function curveInWords(samples: readonly HeartRateSample[], gaps: number): string {
  const summary = summariseHeartRate(samples);
  if (!summary) return '';
  const min = Math.min(...samples.map(([, bpm]) => bpm));
  const drops =
    gaps === 0 ? '' : gaps === 1 ? ' Une interruption du signal.' : ` ${gaps} interruptions du signal.`;
  return `De ${min} à ${summary.max} bpm, ${summary.average} bpm en moyenne.${drops}`;
}
