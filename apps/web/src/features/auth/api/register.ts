import type { AuthResult, RegisterBody } from '@elan/domain';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/register: answers 201 with the same `{token, user}` as login. */
export function register(body: RegisterBody): Promise<AuthResult> {
  return apiClient.post<AuthResult>('/auth/register', body, { isPublic: true });
}

type RegisterMutationOptions = Omit<UseMutationOptions<AuthResult, Error, RegisterBody>, 'mutationFn'>;

export function useRegisterMutation(options?: RegisterMutationOptions) {
  return useMutation({ ...options, mutationFn: register });
}
