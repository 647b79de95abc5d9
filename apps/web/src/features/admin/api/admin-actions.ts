import type { AdminUser, Role } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Every admin list and figure is read again after an action (the journal gains a line). */
function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin'] });
}

/** PUT /api/admin/users/{id}/role. */
export function useChangeRoleMutation() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: Role }) =>
      apiClient.put<AdminUser>(`/admin/users/${userId}/role`, { role }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/users/{id}/deactivate or /reactivate. */
export function useSetActiveMutation() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ userId, isActive }: { userId: number; isActive: boolean }) =>
      apiClient.post<AdminUser>(`/admin/users/${userId}/${isActive ? 'reactivate' : 'deactivate'}`),
    onSuccess: refresh,
  });
}

/** PUT /api/admin/programs/{id} {is_hidden}. */
export function useSetProgramHiddenMutation() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ programId, isHidden }: { programId: number; isHidden: boolean }) =>
      apiClient.put<{ id: number; is_hidden: boolean }>(`/admin/programs/${programId}`, {
        is_hidden: isHidden,
      }),
    onSuccess: refresh,
  });
}
