import type { Completion } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { loadOrFallback } from '../../../lib/load-or-fallback.ts';

/** Spec §9: the programme screen fetches 10 and shows 5. */
export const PROGRAM_FEED_LIMIT = 10;

/**
 * GET /api/completions/feed/{programId}?limit=: the programme's latest completions, newest first,
 * with who did them. Like the rest of the programme screen's side cards, a failure shows nothing.
 */
export function getProgramFeed({ programId, signal }: { programId: number; signal?: AbortSignal }) {
  return loadOrFallback(
    apiClient.get<Completion[]>(`/completions/feed/${programId}`, {
      query: { limit: PROGRAM_FEED_LIMIT },
      signal,
    }),
    [],
    'activité du programme',
  );
}

export const programFeedQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: ['completions', 'feed', programId] as const,
    queryFn: ({ signal }) => getProgramFeed({ programId, signal }),
  });

export function useProgramFeedQuery(programId: number) {
  return useQuery(programFeedQueryOptions(programId));
}
