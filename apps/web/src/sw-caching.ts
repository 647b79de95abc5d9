/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

/**
 * What the service worker keeps (issue 12): the app shell, precached at install, and the API reads
 * a member needs to train with no network, network first with the last answer as fallback.
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
const TRAINING_CACHE = 'elan-training';
/** Past this, a fresh answer is better than none: offline the member sees the network error. */
const NETWORK_TIMEOUT_SECONDS = 6;

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
const memberCacheKey = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const authorization = request.headers.get('Authorization');
    const url = new URL(request.url);
    url.searchParams.set('elan-member', authorization ? await sha256(authorization) : 'anonyme');
    return url.href;
  },
};

function isShell(entry: string | PrecacheEntry): boolean {
  return (typeof entry === 'string' ? entry : entry.url).replace(/^\//, '') === 'index.html';
}

export function setUpCaching(manifest: (string | PrecacheEntry)[]): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
  // Every screen's address opens the precached shell offline (the development worker has none).
  if (manifest.some(isShell)) {
    registerRoute(
      new NavigationRoute(createHandlerBoundToURL('/index.html'), {
        denylist: [/^\/api\//, /^\/uploads\//, /^\/sw\.js$/],
      }),
    );
  }
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && TRAINING_READS.some((path) => path.test(url.pathname)),
    new NetworkFirst({
      cacheName: TRAINING_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [memberCacheKey, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 })],
    }),
  );
}
