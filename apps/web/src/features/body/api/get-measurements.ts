import type { Measurement } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { BODY_QUERY_ROOT } from './body-query-key.ts';

/** Spec §9: the measurements list fetches 50, newest first. */
const LIST_LIMIT = 50;

/** GET /api/body-composition/measurements?limit=50: newest first. */
export function getMeasurements({ signal }: { signal?: AbortSignal } = {}): Promise<Measurement[]> {
  return apiClient.get<Measurement[]>('/body-composition/measurements', {
    query: { limit: LIST_LIMIT },
    signal,
  });
}

export const measurementsQueryOptions = () =>
  queryOptions({
    queryKey: [BODY_QUERY_ROOT, 'measurements'] as const,
    queryFn: ({ signal }) => getMeasurements({ signal }),
  });

export function useMeasurementsQuery() {
  return useQuery(measurementsQueryOptions());
}
