import { useEffect } from 'react';

/**
 * Keeps the screen on while `isActive` (Screen Wake Lock API where available). The browser drops
 * the lock when the page is hidden, so it is taken again when the page comes back.
 */
export function useWakeLock(isActive: boolean): void {
  useEffect(() => {
    if (!isActive || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let isCancelled = false;

    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (isCancelled) void lock.release();
        else sentinel = lock;
      } catch {
        // Refused (battery saver, no permission): the session goes on without it.
      }
    };

    void acquire();
    const onVisibilityChange = () => void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      isCancelled = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      if (sentinel && !sentinel.released) void sentinel.release().catch(() => undefined);
    };
  }, [isActive]);
}
