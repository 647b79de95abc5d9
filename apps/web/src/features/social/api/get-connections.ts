import type { Connection } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { socialApiClient } from '../../../lib/api-client.ts';
import { SOCIAL_QUERY_ROOT } from './social-query-key.ts';

/** GET /social/connections: friends and pending requests, in and out (bounded by the server). */
export function getConnections({ signal }: { signal?: AbortSignal } = {}): Promise<Connection[]> {
  return socialApiClient.get<Connection[]>('/social/connections', { signal });
}

export const connectionsQueryOptions = () =>
  queryOptions({
    queryKey: [SOCIAL_QUERY_ROOT, 'connections'] as const,
    queryFn: ({ signal }) => getConnections({ signal }),
  });

export function useConnectionsQuery() {
  return useQuery(connectionsQueryOptions());
}
