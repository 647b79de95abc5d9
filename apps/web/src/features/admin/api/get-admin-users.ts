import type { AdminUser } from '@elan/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const ADMIN_PAGE_SIZE = 20;

/** GET /api/admin/users?query=&limit=&offset=: members by name or e-mail, newest first. */
export const adminUsersQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'users', { search, page }] as const,
    queryFn: ({ signal }) =>
      apiClient.get<AdminUser[]>('/admin/users', {
        query: { query: search || undefined, limit: ADMIN_PAGE_SIZE, offset: page * ADMIN_PAGE_SIZE },
        signal,
      }),
  });

export function useAdminUsersQuery(search: string, page: number) {
  return useQuery({ ...adminUsersQueryOptions(search, page), placeholderData: keepPreviousData });
}
