import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { programQueryOptions } from './get-program.ts';
import { programStructureQueryOptions } from './get-program-structure.ts';
import { programsQueryOptions } from './get-programs.ts';

/** DELETE /api/programs/{id} (creator only): the members' completions stay readable. */
export function deleteProgram({ programId }: { programId: number }) {
  return apiClient.delete<unknown>(`/programs/${programId}`);
}

export function useDeleteProgramMutation(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProgram({ programId }),
    onSuccess: async () => {
      // The programme is gone: its own reads are dropped, not refetched into a 404.
      queryClient.removeQueries({ queryKey: programQueryOptions(programId).queryKey });
      queryClient.removeQueries({ queryKey: programStructureQueryOptions(programId).queryKey });
      await queryClient.invalidateQueries({ queryKey: programsQueryOptions().queryKey });
    },
  });
}
