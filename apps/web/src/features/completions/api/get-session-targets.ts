import type { PlateSettings, SessionTarget } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/sessions/{id}/targets: what the rules say for next time, rounded to the member's plates. */
export function getSessionTargets({
  sessionId,
  plates,
  signal,
}: {
  sessionId: number;
  plates: PlateSettings;
  signal?: AbortSignal;
}) {
  const query = new URLSearchParams({ bar_kg: String(plates.bar_kg), plates_kg: plates.plates_kg.join(',') });
  return apiClient.get<SessionTarget[]>(`/sessions/${sessionId}/targets?${query}`, { signal });
}

/** Every targets read of the summary, whatever the plates: what an applied suggestion invalidates. */
export const SESSION_TARGETS_KEY = ['completions', 'next-targets'] as const;

export const sessionTargetsQueryOptions = (sessionId: number, plates: PlateSettings) =>
  queryOptions({
    queryKey: [...SESSION_TARGETS_KEY, sessionId, plates.bar_kg, plates.plates_kg.join(',')] as const,
    queryFn: ({ signal }) => getSessionTargets({ sessionId, plates, signal }),
  });

/** Read after the save, never from before it: the targets move with the completion just made. */
export function useSessionTargetsQuery(sessionId: number, plates: PlateSettings) {
  return useQuery({ ...sessionTargetsQueryOptions(sessionId, plates), refetchOnMount: 'always' });
}
