import { env } from '../config/env.ts';

/**
 * Registers Élan's service worker (src/sw.ts): the built `/sw.js`, or vite-plugin-pwa's
 * development worker. Without it the settings say push is not available here.
 */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const url = env.isDevServer ? '/dev-sw.js?dev-sw' : '/sw.js';
  const type: WorkerType = env.isDevServer ? 'module' : 'classic';
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(url, { scope: '/', type }).catch((error) => {
      console.error('Service worker non enregistré', error);
    });
  });
}
