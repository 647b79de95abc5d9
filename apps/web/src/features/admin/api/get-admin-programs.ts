import type { AdminProgram } from '@elan/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ADMIN_PAGE_SIZE } from './get-admin-users.ts';

/** GET /api/admin/programs?query=&limit=&offset=: the programmes every member may see, hidden ones too. */
export function useAdminProgramsQuery(search: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'programs', { search, page }] as const,
    queryFn: ({ signal }) =>
      apiClient.get<AdminProgram[]>('/admin/programs', {
        query: { query: search || undefined, limit: ADMIN_PAGE_SIZE, offset: page * ADMIN_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
