import type { SessionExercise } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { keptOnDevice } from '../../../lib/kept-reads.ts';

/**
 * GET /api/session-exercises?session_id=: one session's exercises, in order. Kept on the device:
 * the player runs from them offline (decision 053).
 */
export function getSessionExercises({ sessionId, signal }: { sessionId: number; signal?: AbortSignal }) {
  return keptOnDevice(`/session-exercises?session_id=${sessionId}`, () =>
    apiClient.get<SessionExercise[]>('/session-exercises', { query: { session_id: sessionId }, signal }),
  );
}

export const sessionExercisesQueryOptions = (sessionId: number) =>
  queryOptions({
    queryKey: ['session-exercises', { sessionId }] as const,
    queryFn: ({ signal }) => getSessionExercises({ sessionId, signal }),
  });

export function useSessionExercisesQuery(sessionId: number, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...sessionExercisesQueryOptions(sessionId), enabled: isEnabled });
}
