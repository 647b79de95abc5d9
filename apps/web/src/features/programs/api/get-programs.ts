import type { Program } from '@elan/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const PROGRAMS_PAGE_SIZE = 24;

type GetProgramsParams = { search?: string; offset?: number; signal?: AbortSignal };

/** GET /api/programs?q=&limit=&offset=: newest first; `q` matches title or description, any case. */
export function getPrograms({ search, offset = 0, signal }: GetProgramsParams = {}): Promise<Program[]> {
  return apiClient.get<Program[]>('/programs', {
    query: { q: search || undefined, limit: PROGRAMS_PAGE_SIZE, offset },
    signal,
  });
}

/** Without a search, the key is `['programs']`: invalidating it refreshes every searched list too. */
export const programsQueryOptions = ({ search = '' }: { search?: string } = {}) =>
  infiniteQueryOptions({
    queryKey: search ? (['programs', { search }] as const) : (['programs'] as const),
    queryFn: ({ pageParam, signal }) => getPrograms({ search, offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages) =>
      lastPage.length < PROGRAMS_PAGE_SIZE ? undefined : allPages.length * PROGRAMS_PAGE_SIZE,
  });

export function useProgramsQuery({ search }: { search: string }) {
  // While a new search loads, the previous cards stay instead of a blank grid.
  return useInfiniteQuery({ ...programsQueryOptions({ search }), placeholderData: keepPreviousData });
}
