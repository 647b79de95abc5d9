import type { PushPreferences, PushPreferencesUpdate } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { pushPreferencesQueryOptions } from './get-push-preferences.ts';
import { PUSH_QUERY_ROOT } from './notifications-query-key.ts';

const mutationKey = [PUSH_QUERY_ROOT, 'preferences', 'update'] as const;

/** PUT /api/push/preferences with the changed fields only (spec §7). */
export function updatePushPreferences(changes: PushPreferencesUpdate): Promise<PushPreferences> {
  return apiClient.put<PushPreferences>('/push/preferences', changes);
}

/**
 * Spec §5: a preference change shows at once; when the server refuses it, the preferences are
 * reloaded from the server.
 */
export function useUpdatePushPreferencesMutation() {
  const queryClient = useQueryClient();
  const { queryKey } = pushPreferencesQueryOptions();
  return useMutation({
    mutationKey,
    mutationFn: updatePushPreferences,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<PushPreferences>(queryKey, (current) =>
        current ? ({ ...current, ...changes } as PushPreferences) : current,
      );
    },
    onSuccess: (saved) => {
      // A later change still on its way: its optimistic value stays until it answers.
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(queryKey, saved);
    },
    onError: async (error) => {
      console.error('Échec de la mise à jour des préférences', error);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
