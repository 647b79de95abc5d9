import type { PushPreferences } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { PUSH_QUERY_ROOT } from './notifications-query-key.ts';

/** GET /api/push/preferences */
export function getPushPreferences({ signal }: { signal?: AbortSignal } = {}): Promise<PushPreferences> {
  return apiClient.get<PushPreferences>('/push/preferences', { signal });
}

export const pushPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: [PUSH_QUERY_ROOT, 'preferences'] as const,
    queryFn: ({ signal }) => getPushPreferences({ signal }),
  });

export function usePushPreferencesQuery() {
  return useQuery(pushPreferencesQueryOptions());
}
