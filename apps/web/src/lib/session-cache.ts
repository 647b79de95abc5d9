/**
 * What the signed-in session asks of the data layer's cache (React Query, `lib/query-client.ts`).
 * The keys are the features' own: the auth feature seeds the member under its query key, so this
 * layer, below the features, knows none of them.
 */
type SessionCache = { clear: () => void; seed: (queryKey: readonly unknown[], data: object) => void };

let attached: SessionCache | null = null;

/**
 * The query cache attaches itself when its chunk loads. /login does not load React Query at all
 * (issue 12 budget): until a screen that reads the API has opened, nothing is cached for anyone.
 */
export function attachSessionCache(cache: SessionCache): void {
  attached = cache;
}

/** Used by the auth provider: a no-op while the query cache is not loaded (it is then empty). */
export const sessionCache: SessionCache = {
  clear: () => attached?.clear(),
  seed: (queryKey, data) => attached?.seed(queryKey, data),
};
