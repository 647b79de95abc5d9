import type { AddConnectionBody, Connection } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { socialApiClient } from '../../../lib/api-client.ts';
import { invalidateSocialQueries } from './social-query-key.ts';

/** POST /social/connections/add {friendId}: a request, or a friendship if they had asked first. */
export function addConnection(body: AddConnectionBody): Promise<Connection> {
  return socialApiClient.post<Connection>('/social/connections/add', body);
}

export function useAddConnectionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addConnection,
    onSuccess: () => invalidateSocialQueries(queryClient),
  });
}
