import { HEART_RATE_SAMPLES_MAX, type HeartRateMeasurement, type HeartRateSample } from '@elan/domain';

/** The bounds the server accepts (CONTRACT « Insight »): a reading outside is not a sample. */
const BPM_MIN = 30;
const BPM_MAX = 240;

/**
 * Adds one reading at `second` of the run: at most one sample a second (the latest reading of that
 * second wins), at most 7,200, and nothing while the strap has lost the skin or reads out of bounds —
 * a gap stays a gap, nothing is invented to fill it.
 */
export function withReading(
  samples: readonly HeartRateSample[],
  second: number,
  reading: HeartRateMeasurement,
): readonly HeartRateSample[] {
  if (reading.contact === false || reading.bpm < BPM_MIN || reading.bpm > BPM_MAX || second < 0)
    return samples;
  const last = samples.at(-1);
  if (last && second < last[0]) return samples;
  if (last && second === last[0]) return [...samples.slice(0, -1), [second, reading.bpm]];
  if (samples.length >= HEART_RATE_SAMPLES_MAX) return samples;
  return [...samples, [second, reading.bpm]];
}

/** Backoff before the `attempt`-th reconnection (1-based): 1 s, 2 s, 4 s … at most 30 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
}
