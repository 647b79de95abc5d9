import type { QueryClient } from '@tanstack/react-query';
import { programQueryOptions } from './get-program.ts';
import { programStructureQueryOptions } from './get-program-structure.ts';
import { programsQueryOptions } from './get-programs.ts';
import { sessionsQueryOptions } from './get-sessions.ts';

/** After an edit or a deletion: the lists, the programme, its sessions and every session's exercises. */
export function invalidateProgramQueries(queryClient: QueryClient, programId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: programsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: programQueryOptions(programId).queryKey }),
    queryClient.invalidateQueries({ queryKey: programStructureQueryOptions(programId).queryKey }),
    queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(programId).queryKey }),
    queryClient.invalidateQueries({ queryKey: ['session-exercises'] }),
  ]);
}
