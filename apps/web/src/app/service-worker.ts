import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';
import { env } from '../config/env.ts';
import { whenIdle } from '../lib/idle.ts';

/** How often an open tab asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** How long after `load` the worker registers: past a first screen's reads on a slow phone. */
const REGISTER_AFTER_LOAD_MS = 2000;

let applyWaitingUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

function offerUpdate(workbox: Workbox): void {
  applyWaitingUpdate = () => {
    // Reload once the new worker controls the page, then it serves the new shell.
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  };
  for (const listener of listeners) listener();
}

/**
 * Registers Élan's service worker (src/sw.ts): the built `/sw.js`, or vite-plugin-pwa's
 * development worker. A new version waits for the member (« Nouvelle version disponible »).
 * Without a worker the settings say push is not available here.
 */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const url = env.isDevServer ? '/dev-sw.js?dev-sw' : '/sw.js';
  const type: WorkerType = env.isDevServer ? 'module' : 'classic';
  const register = async () => {
    try {
      // Loaded after the page: not part of what draws the first screen.
      const { Workbox } = await import('workbox-window');
      const workbox = new Workbox(url, { scope: '/', type });
      workbox.addEventListener('waiting', () => offerUpdate(workbox));
      await workbox.register();
      window.setInterval(() => void workbox.update().catch(() => undefined), UPDATE_CHECK_MS);
    } catch (error) {
      console.error('Service worker non enregistré', error);
    }
  };
  // The worker's install downloads the whole precache (about 1.5 MB): started once the first
  // screen has had its chunks and reads, not alongside them (decision 043).
  window.addEventListener('load', () => {
    window.setTimeout(() => whenIdle(() => void register(), 2000), REGISTER_AFTER_LOAD_MS);
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The reload that switches to the waiting version, or null while there is none. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(
    subscribe,
    () => applyWaitingUpdate,
    () => null,
  );
}
