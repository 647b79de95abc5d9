import type { Measurement, MeasurementBody } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateBodyQueries } from './invalidate-body-queries.ts';

/** POST /api/body-composition/measurements: the server computes the BMI. */
export function createMeasurement(body: MeasurementBody): Promise<Measurement> {
  return apiClient.post<Measurement>('/body-composition/measurements', body);
}

/** A measurement moves the stats, trends, goal progress and body badges: all reload. */
export function useCreateMeasurementMutation({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeasurement,
    onSuccess: async () => {
      onSuccess?.();
      await invalidateBodyQueries(queryClient);
    },
  });
}
