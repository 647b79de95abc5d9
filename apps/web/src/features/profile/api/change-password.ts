import type { AuthResult, ChangePasswordBody } from '@elan/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

type ChangePasswordMutationOptions = {
  userId: number;
  onSuccess?: (result: AuthResult) => void;
  onError?: (error: Error) => void;
};

/** PUT /api/users/{id}/password: a fresh token and the member; every older token is revoked. */
export function useChangePasswordMutation({ userId, onSuccess, onError }: ChangePasswordMutationOptions) {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => apiClient.put<AuthResult>(`/users/${userId}/password`, body),
    onSuccess,
    onError,
  });
}
