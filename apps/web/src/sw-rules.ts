/**
 * What the service worker may keep (issue 12, decision 020), as plain rules with no workbox import,
 * so they are unit-tested in node (`sw-rules.test.ts`); `sw-caching.ts` wires them to workbox.
 * Never auth, uploads, photos, or another member's data.
 */

/** GET reads kept for training offline (paths under the API's base). */
export const TRAINING_READS = [
  /^\/api\/programs(\/\d+)?$/,
  /^\/api\/sessions(\/\d+)?$/,
  /^\/api\/session-exercises$/,
  /^\/api\/exercises$/,
  /^\/api\/schedule\/(daily|weekly|weekly-stats)$/,
  /^\/api\/users\/me$/,
  /^\/api\/completions\/last-sets$/,
];

/** Addresses a navigation never answers with the app shell: the API, photos, the worker itself. */
export const NAVIGATION_DENYLIST = [/^\/api\//, /^\/uploads\//, /^\/sw\.js$/];

/** Past this, a fresh answer is better than none: offline the member sees the network error. */
export const NETWORK_TIMEOUT_SECONDS = 6;

/** Whether a request goes through the training cache (network first, the last answer offline). */
export function isTrainingRead({
  url,
  request,
  sameOrigin,
}: {
  url: URL;
  request: { method: string };
  sameOrigin: boolean;
}): boolean {
  return sameOrigin && request.method === 'GET' && TRAINING_READS.some((path) => path.test(url.pathname));
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest).slice(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * Each member's answers are kept apart: the cache key carries a hash of the bearer token, so the
 * next member on this device (or a signed-out one) never reads the previous member's cache.
 */
export const memberCacheKey = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const authorization = request.headers.get('Authorization');
    const url = new URL(request.url);
    url.searchParams.set('elan-member', authorization ? await sha256(authorization) : 'anonyme');
    return url.href;
  },
};
