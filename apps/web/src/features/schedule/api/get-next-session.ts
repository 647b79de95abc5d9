import type { NextSession } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { loadOrFallback } from '../../../lib/load-or-fallback.ts';

/**
 * GET /api/schedule/next-session/{programId}: the member's next session of a programme, its exercise
 * count and estimated minutes, and the sessions done this week (issue 29). Spec §7: null on failure.
 */
function getNextSession(programId: number, { signal }: { signal?: AbortSignal } = {}) {
  return loadOrFallback(
    apiClient.get<NextSession>(`/schedule/next-session/${programId}`, { signal }),
    null,
    'prochaine séance',
  );
}

/** Every programme's next session, refetched with the agenda after a join, a leave or a plan change. */
export const NEXT_SESSION_QUERY_ROOT = ['schedule', 'next-session'] as const;

const nextSessionQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: [...NEXT_SESSION_QUERY_ROOT, programId] as const,
    queryFn: ({ signal }) => getNextSession(programId, { signal }),
  });

/** Disabled while `programId` is unknown (the dashboard falls back to it only without an agenda). */
export function useNextSessionQuery(programId: number | undefined) {
  return useQuery({
    ...nextSessionQueryOptions(programId ?? 0),
    enabled: programId !== undefined,
  });
}
