import type { User } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { CURRENT_USER_QUERY_KEY } from './current-user-key.ts';

/** GET /api/users/me: the signed-in member as the server knows them now. */
export function getCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<User> {
  return apiClient.get<User>('/users/me', { signal });
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => getCurrentUser({ signal }),
  });

export function useCurrentUserQuery({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...currentUserQueryOptions(), enabled: isEnabled });
}
