import type { AthleteDetail } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { COACH_KEYS } from './coach-keys.ts';

/** GET /api/coach/athletes/{id}: programmes, last 20 sessions with sets, records, volume, body if shared. */
export function getAthlete({ athleteId, signal }: { athleteId: number; signal?: AbortSignal }) {
  return apiClient.get<AthleteDetail>(`/coach/athletes/${athleteId}`, { signal });
}

export const athleteQueryOptions = (athleteId: number) =>
  queryOptions({
    queryKey: COACH_KEYS.athlete(athleteId),
    queryFn: ({ signal }) => getAthlete({ athleteId, signal }),
  });

export function useAthleteQuery(athleteId: number) {
  return useQuery(athleteQueryOptions(athleteId));
}
