import type { ProgramStructure } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/programs/{id}/structure (issue 30): the programme, its sessions and their exercises, in order. */
export function getProgramStructure({ programId, signal }: { programId: number; signal?: AbortSignal }) {
  return apiClient.get<ProgramStructure>(`/programs/${programId}/structure`, { signal });
}

export const programStructureQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: ['program-structure', programId] as const,
    queryFn: ({ signal }) => getProgramStructure({ programId, signal }),
    // The editor works on its own copy: a refetch behind the member's back would not reach it anyway.
    refetchOnWindowFocus: false,
  });

export function useProgramStructureQuery(programId: number) {
  return useQuery(programStructureQueryOptions(programId));
}
