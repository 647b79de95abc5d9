import type { QueryClient } from '@tanstack/react-query';
import { dailyScheduleQueryOptions } from './get-daily-schedule.ts';
import { NEXT_SESSION_QUERY_ROOT } from './get-next-session.ts';
import { weeklyScheduleQueryOptions } from './get-weekly-schedule.ts';
import { weeklyStatsQueryOptions } from './get-weekly-stats.ts';

/** After a join, a leave or a plan change: the agenda and the weekly block must follow. */
export function invalidateScheduleQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dailyScheduleQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: weeklyScheduleQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: weeklyStatsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: NEXT_SESSION_QUERY_ROOT }),
  ]);
}
