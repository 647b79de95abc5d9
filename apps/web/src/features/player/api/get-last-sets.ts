import type { LastSets } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { keptOnDevice } from '../../../lib/kept-reads.ts';
import { loadOrFallback } from '../../../lib/load-or-fallback.ts';

/**
 * GET /api/completions/last-sets?exercise_ids=1,2,3: what the member did last time on each
 * exercise, to pre-fill reps and load. Only a convenience: offline, the answer kept on the device
 * (decision 053); with none, the player starts from the programme's targets.
 */
export function getLastSets({ exerciseIds, signal }: { exerciseIds: number[]; signal?: AbortSignal }) {
  if (exerciseIds.length === 0) return Promise.resolve<LastSets>([]);
  const ids = exerciseIds.join(',');
  return loadOrFallback(
    keptOnDevice(`/completions/last-sets?exercise_ids=${ids}`, () =>
      apiClient.get<LastSets>('/completions/last-sets', { query: { exercise_ids: ids }, signal }),
    ),
    [],
    'dernières séries',
  );
}

export const lastSetsQueryOptions = (exerciseIds: number[]) => {
  // The server takes at most 50 ids; the order does not change the answer.
  const ids = [...new Set(exerciseIds)].sort((a, b) => a - b).slice(0, 50);
  return queryOptions({
    queryKey: ['completions', 'last-sets', ids] as const,
    queryFn: ({ signal }) => getLastSets({ exerciseIds: ids, signal }),
    // Fresh for each run: the previous run may have just ended.
    staleTime: 0,
  });
};

export function useLastSetsQuery(exerciseIds: number[], { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...lastSetsQueryOptions(exerciseIds), enabled: isEnabled });
}
