import type { SessionDetail } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/sessions/{id} also names its programme. */
export type SessionWithProgram = SessionDetail;

/** GET /api/sessions/{id}: 404 « Session non trouvée ». */
export function getSession({ sessionId, signal }: { sessionId: number; signal?: AbortSignal }) {
  return apiClient.get<SessionWithProgram>(`/sessions/${sessionId}`, { signal });
}

export const sessionQueryOptions = (sessionId: number) =>
  queryOptions({
    queryKey: ['session', sessionId] as const,
    queryFn: ({ signal }) => getSession({ sessionId, signal }),
  });

export function useSessionQuery(sessionId: number) {
  return useQuery(sessionQueryOptions(sessionId));
}
