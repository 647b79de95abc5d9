import type { UpdateUserBody, User } from '@elan/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Spec §3 profile edit payload, plus the CONTRACT's privacy switch (`is_private`). */
export type ProfileEditBody = Required<
  Pick<UpdateUserBody, 'first_name' | 'last_name' | 'email' | 'is_private'>
> &
  Pick<UpdateUserBody, 'current_password' | 'max_heart_rate'>;

/**
 * PUT /api/users/{id} {first_name, last_name, email, is_private}: the saved member (409 if the
 * e-mail is taken). A new e-mail also sends `current_password` (issue 15).
 */
export function updateProfile({ userId, body }: { userId: number; body: ProfileEditBody }): Promise<User> {
  return apiClient.put<User>(`/users/${userId}`, body);
}

type UpdateProfileMutationOptions = {
  userId: number;
  onSuccess?: (user: User) => void;
  onError?: (error: Error) => void;
};

/** The page reloads after a save (spec /profile), so nothing cached needs invalidating here. */
export function useUpdateProfileMutation({ userId, onSuccess, onError }: UpdateProfileMutationOptions) {
  return useMutation({
    mutationFn: (body: ProfileEditBody) => updateProfile({ userId, body }),
    onSuccess,
    onError,
  });
}
