import { HEART_RATE_SAMPLES_MAX, type HeartRateSample } from '@elan/domain';
import { z } from 'zod';

/**
 * A run's heart-rate samples survive a reload beside the run itself (decision 117): under the
 * run's storage key + `:heart-rate`, with the run's id so another run never inherits them.
 */
const storedSamplesSchema = z.object({
  runId: z.string(),
  samples: z.array(z.tuple([z.number().int().min(0), z.number().int()])).max(HEART_RATE_SAMPLES_MAX),
});

const keyOf = (runKey: string) => `${runKey}:heart-rate`;

export function loadHeartRateSamples(runKey: string, runId: string): HeartRateSample[] {
  try {
    const raw = window.localStorage.getItem(keyOf(runKey));
    if (!raw) return [];
    const parsed = storedSamplesSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.runId === runId ? parsed.data.samples : [];
  } catch {
    return [];
  }
}

export function saveHeartRateSamples(runKey: string, runId: string, samples: HeartRateSample[]): void {
  try {
    window.localStorage.setItem(keyOf(runKey), JSON.stringify({ runId, samples }));
  } catch {
    // Full or blocked storage: the samples stay in memory for this page.
  }
}

export function clearHeartRateSamples(runKey: string): void {
  try {
    window.localStorage.removeItem(keyOf(runKey));
  } catch {
    // Nothing to clear.
  }
}
