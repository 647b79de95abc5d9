import type { QueryClient } from '@tanstack/react-query';
import { BODY_QUERY_ROOT } from './body-query-key.ts';

/** After a measurement or a goal is written: stats, trends, goal and badges all move together. */
export function invalidateBodyQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [BODY_QUERY_ROOT] });
}
