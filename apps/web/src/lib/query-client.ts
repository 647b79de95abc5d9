import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { attachSessionCache } from './session-cache.ts';

const MAX_QUERY_RETRIES = 2;

/** A 4xx will answer the same next time; only network failures and 5xx are worth retrying. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  // Offline, the service worker already answered from its cache if it could: fail now, not later.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
        // Offline, a read still goes out: the service worker answers it from its cache (issue 12).
        networkMode: 'offlineFirst',
      },
      // A save offline fails at once (or goes to the outbox) instead of waiting, paused, for the network.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();

// Signing in or out clears this cache; a login or profile edit seeds the member under the auth
// feature's own query key (features/auth/auth-provider.tsx).
attachSessionCache({
  clear: () => queryClient.removeQueries(),
  seed: (queryKey, data) => queryClient.setQueryData(queryKey, data),
});
