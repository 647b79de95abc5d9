import type { SessionDetail } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { keptOnDevice } from '../../../lib/kept-reads.ts';

/** GET /api/sessions/{id} also names its programme. */
export type SessionWithProgram = SessionDetail;

/** GET /api/sessions/{id}: 404 « Session non trouvée ». Kept on the device for the player offline. */
export function getSession({ sessionId, signal }: { sessionId: number; signal?: AbortSignal }) {
  const path = `/sessions/${sessionId}`;
  return keptOnDevice(path, () => apiClient.get<SessionWithProgram>(path, { signal }));
}

export const sessionQueryOptions = (sessionId: number) =>
  queryOptions({
    queryKey: ['session', sessionId] as const,
    queryFn: ({ signal }) => getSession({ sessionId, signal }),
  });

export function useSessionQuery(sessionId: number) {
  return useQuery(sessionQueryOptions(sessionId));
}
