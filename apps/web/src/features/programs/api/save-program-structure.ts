import type { ProgramStructure, PutProgramStructureBody } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { programStructureQueryOptions } from './get-program-structure.ts';
import { invalidateProgramQueries } from './invalidate-program-queries.ts';

/** PUT /api/programs/{id}/structure: every session and exercise in one transaction (creator only). */
export function saveProgramStructure({
  programId,
  body,
}: {
  programId: number;
  body: PutProgramStructureBody;
}) {
  return apiClient.put<ProgramStructure>(`/programs/${programId}/structure`, body);
}

export function useSaveProgramStructureMutation(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutProgramStructureBody) => saveProgramStructure({ programId, body }),
    onSuccess: async (structure) => {
      queryClient.setQueryData(programStructureQueryOptions(programId).queryKey, structure);
      await invalidateProgramQueries(queryClient, programId);
    },
  });
}
