import type { QueryClient } from '@tanstack/react-query';
import { MUSCLES_QUERY_ROOT } from './get-muscle-sets.ts';

/** After a completion is saved: the map and the weeks count its sets at once. */
export function invalidateMuscleQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [MUSCLES_QUERY_ROOT] });
}
