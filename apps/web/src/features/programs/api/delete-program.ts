import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { programQueryOptions } from './get-program.ts';
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
      // The programme is gone: its page's read is dropped, not refetched into a 404 (the editor,
      // still on screen until it leaves, keeps its own).
      queryClient.removeQueries({ queryKey: programQueryOptions(programId).queryKey });
      await queryClient.invalidateQueries({ queryKey: programsQueryOptions().queryKey });
    },
  });
}
