import type { Program } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/programs/{id}: 404 « Programme non trouvé ». */
export function getProgram({ programId, signal }: { programId: number; signal?: AbortSignal }) {
  return apiClient.get<Program>(`/programs/${programId}`, { signal });
}

export const programQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: ['program', programId] as const,
    queryFn: ({ signal }) => getProgram({ programId, signal }),
  });

export function useProgramQuery(programId: number) {
  return useQuery(programQueryOptions(programId));
}
