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
import { isTrainingRead, memberCacheKey, NAVIGATION_DENYLIST, NETWORK_TIMEOUT_SECONDS } from './sw-rules.ts';

/**
 * What the service worker keeps (issue 12): the app shell, precached at install, and the API reads
 * a member needs to train with no network (`sw-rules.ts`), network first with the last answer as
 * fallback.
 */

export const TRAINING_CACHE = 'elan-training';

/** The training reads' strategy: the network first, this member's last answer when it fails. */
export function trainingReadStrategy(): NetworkFirst {
  return new NetworkFirst({
    cacheName: TRAINING_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [memberCacheKey, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  });
}

function isShell(entry: string | PrecacheEntry): boolean {
  return (typeof entry === 'string' ? entry : entry.url).replace(/^\//, '') === 'index.html';
}

export function setUpCaching(manifest: (string | PrecacheEntry)[]): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
  // Every screen's address opens the precached shell offline (the development worker has none).
  if (manifest.some(isShell)) {
    registerRoute(
      new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }),
    );
  }
  registerRoute(isTrainingRead, trainingReadStrategy());
}
