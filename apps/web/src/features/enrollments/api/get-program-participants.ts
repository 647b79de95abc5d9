import type { Participant } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { loadOrFallback } from '../../../lib/load-or-fallback.ts';

/** GET /api/enrollments/program/{id}/users. Spec §8: a failure reads as no participants. */
export function getProgramParticipants({ programId, signal }: { programId: number; signal?: AbortSignal }) {
  return loadOrFallback(
    apiClient.get<Participant[]>(`/enrollments/program/${programId}/users`, { signal }),
    [],
    'participants du programme',
  );
}

export const programParticipantsQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: ['enrollments', 'program', programId, 'users'] as const,
    queryFn: ({ signal }) => getProgramParticipants({ programId, signal }),
  });

export function useProgramParticipantsQuery(programId: number) {
  return useQuery(programParticipantsQueryOptions(programId));
}
