import type { PushStats } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { loadOrFallback } from '../../../lib/load-or-fallback.ts';
import { PUSH_QUERY_ROOT } from './notifications-query-key.ts';

/** GET /api/push/stats. Spec §7: null on failure (the block is then not shown). */
export function getPushStats({ signal }: { signal?: AbortSignal } = {}): Promise<PushStats | null> {
  return loadOrFallback(apiClient.get<PushStats>('/push/stats', { signal }), null, 'statistiques push');
}

export const pushStatsQueryOptions = () =>
  queryOptions({
    queryKey: [PUSH_QUERY_ROOT, 'stats'] as const,
    queryFn: ({ signal }) => getPushStats({ signal }),
  });

export function usePushStatsQuery() {
  return useQuery(pushStatsQueryOptions());
}
