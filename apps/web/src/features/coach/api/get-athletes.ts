import type { CoachAthlete } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { COACH_KEYS } from './coach-keys.ts';

/** GET /api/coach/athletes: the coach's athletes, those « à relancer » first. */
export function getAthletes({ signal }: { signal?: AbortSignal } = {}) {
  return apiClient.get<CoachAthlete[]>('/coach/athletes', { signal });
}

export const athletesQueryOptions = () =>
  queryOptions({ queryKey: COACH_KEYS.athletes, queryFn: ({ signal }) => getAthletes({ signal }) });

export function useAthletesQuery() {
  return useQuery(athletesQueryOptions());
}
