import type { QueryClient } from '@tanstack/react-query';

/**
 * After a completion is saved or changed: every completion list, detail and the player's
 * last-sets share the `completions` prefix of their query options.
 */
export function invalidateCompletionQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['completions'] });
}
