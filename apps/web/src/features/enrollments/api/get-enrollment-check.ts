import type { EnrollmentCheck } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { loadOrFallback } from '../../../lib/load-or-fallback.ts';

export const NOT_ENROLLED: EnrollmentCheck = { enrolled: false, enrollment: null };

/** GET /api/enrollments/check/{programId}. Spec §8: a failure reads as "not enrolled". */
export function getEnrollmentCheck({ programId, signal }: { programId: number; signal?: AbortSignal }) {
  return loadOrFallback(
    apiClient.get<EnrollmentCheck>(`/enrollments/check/${programId}`, { signal }),
    NOT_ENROLLED,
    'inscription au programme',
  );
}

export const enrollmentCheckQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: ['enrollments', 'check', programId] as const,
    queryFn: ({ signal }) => getEnrollmentCheck({ programId, signal }),
  });

/** `isEnabled`: the programme screen waits for the programme itself (a 404 needs no check). */
export function useEnrollmentCheckQuery(programId: number, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...enrollmentCheckQueryOptions(programId), enabled: isEnabled });
}
