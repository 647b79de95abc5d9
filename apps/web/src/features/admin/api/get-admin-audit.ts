import type { AdminAuditEntry } from '@elan/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ADMIN_PAGE_SIZE } from './get-admin-users.ts';

/** GET /api/admin/audit?limit=&offset=: every admin action, newest first. */
export function useAdminAuditQuery(page: number) {
  return useQuery({
    queryKey: ['admin', 'audit', { page }] as const,
    queryFn: ({ signal }) =>
      apiClient.get<AdminAuditEntry[]>('/admin/audit', {
        query: { limit: ADMIN_PAGE_SIZE, offset: page * ADMIN_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
