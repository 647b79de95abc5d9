import type { Program } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const LIMIT = 50;

/**
 * What a coach may assign: their own programmes (GET /api/programs?created_by=) and the newest
 * others they can read (GET /api/programs), each programme once.
 */
export async function getAssignablePrograms({ coachId, signal }: { coachId: number; signal?: AbortSignal }) {
  const [own, others] = await Promise.all([
    apiClient.get<Program[]>('/programs', { query: { created_by: coachId, limit: LIMIT }, signal }),
    apiClient.get<Program[]>('/programs', { query: { limit: LIMIT }, signal }),
  ]);
  return { own, others: others.filter((program) => program.created_by !== coachId) };
}

export const assignableProgramsQueryOptions = (coachId: number) =>
  queryOptions({
    queryKey: ['coach', 'assignable-programs', coachId] as const,
    queryFn: ({ signal }) => getAssignablePrograms({ coachId, signal }),
  });

export function useAssignableProgramsQuery(coachId: number) {
  return useQuery(assignableProgramsQueryOptions(coachId));
}
