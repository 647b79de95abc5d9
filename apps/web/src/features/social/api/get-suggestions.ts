import type { MemberSuggestion } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { socialApiClient } from '../../../lib/api-client.ts';
import { SOCIAL_QUERY_ROOT } from './social-query-key.ts';

/** GET /social/suggestions: members of the caller's programmes to add (issue 29, decision 076). */
export function getSuggestions({ signal }: { signal?: AbortSignal } = {}): Promise<MemberSuggestion[]> {
  return socialApiClient.get<MemberSuggestion[]>('/social/suggestions', { signal });
}

export const suggestionsQueryOptions = () =>
  queryOptions({
    queryKey: [SOCIAL_QUERY_ROOT, 'suggestions'] as const,
    queryFn: ({ signal }) => getSuggestions({ signal }),
  });

export function useSuggestionsQuery() {
  return useQuery(suggestionsQueryOptions());
}
