import type { AuthResult, LoginBody } from '@elan/domain';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/login. Public: a 401 here means wrong credentials, not an expired session. */
export function login(body: LoginBody): Promise<AuthResult> {
  return apiClient.post<AuthResult>('/auth/login', body, { isPublic: true });
}

type LoginMutationOptions = Omit<UseMutationOptions<AuthResult, Error, LoginBody>, 'mutationFn'>;

export function useLoginMutation(options?: LoginMutationOptions) {
  return useMutation({ ...options, mutationFn: login });
}
