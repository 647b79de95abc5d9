import type { MemberSummary } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type { MemberSummary };

/** GET /api/users/{id}: 404 « Utilisateur introuvable ». */
export function getMember({
  userId,
  signal,
}: {
  userId: number;
  signal?: AbortSignal;
}): Promise<MemberSummary> {
  return apiClient.get<MemberSummary>(`/users/${userId}`, { signal });
}

export const memberQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId] as const,
    queryFn: ({ signal }) => getMember({ userId, signal }),
  });

export function useMemberQuery(userId: number) {
  return useQuery(memberQueryOptions(userId));
}
