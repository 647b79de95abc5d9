import type { Program } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { programsQueryOptions } from './get-programs.ts';

/** POST /api/programs/{id}/copy → 201: the member's own « {title} (copie) », every session included. */
export function copyProgram({ programId }: { programId: number }) {
  return apiClient.post<Program>(`/programs/${programId}/copy`);
}

export function useCopyProgramMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsQueryOptions().queryKey }),
  });
}
