import type { QueryClient } from '@tanstack/react-query';
import { enrollmentCheckQueryOptions } from './get-enrollment-check.ts';
import { programParticipantsQueryOptions } from './get-program-participants.ts';
import { programStatsQueryOptions } from './get-program-stats.ts';
import { userProgramsQueryOptions } from './get-user-programs.ts';

/** Everything a join or a leave changes, through each call's own query options. */
export function invalidateEnrollmentQueries(
  queryClient: QueryClient,
  { programId, userId }: { programId: number; userId: number },
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: enrollmentCheckQueryOptions(programId).queryKey }),
    queryClient.invalidateQueries({ queryKey: programStatsQueryOptions(programId).queryKey }),
    queryClient.invalidateQueries({ queryKey: programParticipantsQueryOptions(programId).queryKey }),
    queryClient.invalidateQueries({ queryKey: userProgramsQueryOptions(userId).queryKey }),
  ]);
}
