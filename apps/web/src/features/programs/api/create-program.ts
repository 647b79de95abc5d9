import type { CreateProgramBody, Program } from '@elan/domain';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { programsQueryOptions } from './get-programs.ts';

/**
 * POST /api/programs with `exercises`: the server makes the programme, 'Session principale'
 * (order 1, day 1) and its exercises in one transaction (spec §4), so nothing is left half made.
 */
export function createProgram(body: CreateProgramBody): Promise<Program> {
  return apiClient.post<Program>('/programs', body);
}

type CreateProgramMutationOptions = Omit<
  UseMutationOptions<Program, Error, CreateProgramBody>,
  'mutationFn' | 'onSuccess'
> & { onSuccess?: (program: Program) => void };

export function useCreateProgramMutation({ onSuccess, ...options }: CreateProgramMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createProgram,
    onSuccess: async (program) => {
      await queryClient.invalidateQueries({ queryKey: programsQueryOptions().queryKey });
      onSuccess?.(program);
    },
  });
}
