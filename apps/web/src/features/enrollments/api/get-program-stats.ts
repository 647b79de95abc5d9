import type { ProgramStats } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { loadOrFallback } from '../../../lib/load-or-fallback.ts';

/** GET /api/enrollments/program/{id}/stats. Spec §8: a failure means no stats (`null`). */
export function getProgramStats({ programId, signal }: { programId: number; signal?: AbortSignal }) {
  return loadOrFallback<ProgramStats | null>(
    apiClient.get<ProgramStats>(`/enrollments/program/${programId}/stats`, { signal }),
    null,
    'statistiques du programme',
  );
}

export const programStatsQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: ['enrollments', 'program', programId, 'stats'] as const,
    queryFn: ({ signal }) => getProgramStats({ programId, signal }),
  });

/** `isEnabled`: the programme screen waits for the programme itself (a 404 needs no stats). */
export function useProgramStatsQuery(programId: number, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...programStatsQueryOptions(programId), enabled: isEnabled });
}
