import type { Session } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/sessions?program_id=: a programme's sessions, in order. */
export function getSessions({ programId, signal }: { programId: number; signal?: AbortSignal }) {
  return apiClient.get<Session[]>('/sessions', { query: { program_id: programId }, signal });
}

export const sessionsQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: ['sessions', { programId }] as const,
    queryFn: ({ signal }) => getSessions({ programId, signal }),
  });

export function useSessionsQuery(programId: number) {
  return useQuery(sessionsQueryOptions(programId));
}
