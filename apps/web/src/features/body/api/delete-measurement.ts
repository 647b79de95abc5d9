import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateBodyQueries } from './invalidate-body-queries.ts';

/** DELETE /api/body-composition/measurements/{id}. */
export function deleteMeasurement(measurementId: number): Promise<{ id: number }> {
  return apiClient.delete<{ id: number }>(`/body-composition/measurements/${measurementId}`);
}

export function useDeleteMeasurementMutation({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeasurement,
    onSuccess: async () => {
      onSuccess?.();
      await invalidateBodyQueries(queryClient);
    },
  });
}
