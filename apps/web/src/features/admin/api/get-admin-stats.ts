import type { AdminStats } from '@elan/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/admin/stats: members, active this week, sessions this week. */
export function useAdminStatsQuery() {
  return useQuery({
    queryKey: ['admin', 'stats'] as const,
    queryFn: ({ signal }) => apiClient.get<AdminStats>('/admin/stats', { signal }),
  });
}
