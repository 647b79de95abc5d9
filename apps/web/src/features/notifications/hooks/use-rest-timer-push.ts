import { useCallback, useEffect, useRef } from 'react';
import { cancelRestTimer, startRestTimer } from '../api/rest-timer.ts';
import { currentPushSubscription } from '../push-browser.ts';
import { RestTimerSync } from '../rest-timer-sync.ts';

/**
 * A rest seen ending on screen needs no push: it is cancelled this long before its end (the
 * server would otherwise already be sending it).
 */
const ON_SCREEN_CANCEL_LEAD_MS = 1_000;

/** One for the tab: the 15 s window holds across players and screens. */
let sync: RestTimerSync | null = null;
function restTimerSync(): RestTimerSync {
  sync ??= new RestTimerSync({
    now: () => Date.now(),
    setTimer: (callback, delayMs) => window.setTimeout(callback, delayMs),
    clearTimer: (handle) => window.clearTimeout(handle as number),
    start: startRestTimer,
    cancel: cancelRestTimer,
  });
  return sync;
}

/**
 * The rest-end alert with the phone locked (issue 10): while push is enabled on this browser, a
 * rest that starts asks the server for a push at its end; a rest skipped, left, or ending while
 * the page is on screen (the in-app alert rings) cancels it. Returns the player's `onRestChange`.
 */
export function useRestTimerPush(): (endsAt: number | null) => void {
  const isEnabledRef = useRef(false);
  const currentRef = useRef<number | null>(null);
  const endTimerRef = useRef<number | undefined>(undefined);

  useEffect(() => {
    let isCurrent = true;
    currentPushSubscription()
      .then((subscription) => {
        if (!isCurrent) return;
        isEnabledRef.current = subscription !== null;
        // A rest already running when the subscription was found (a resumed run).
        if (subscription && currentRef.current !== null) restTimerSync().want(currentRef.current);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
      window.clearTimeout(endTimerRef.current);
      // Leaving the player: its rest is no longer on screen to be pushed for.
      if (isEnabledRef.current && currentRef.current !== null) restTimerSync().want(null);
    };
  }, []);

  return useCallback((endsAt: number | null) => {
    if (endsAt === currentRef.current) return;
    currentRef.current = endsAt;
    window.clearTimeout(endTimerRef.current);
    if (!isEnabledRef.current) return;
    restTimerSync().want(endsAt);
    if (endsAt === null) return;
    endTimerRef.current = window.setTimeout(
      () => {
        if (document.visibilityState === 'visible') restTimerSync().want(null);
      },
      Math.max(0, endsAt - Date.now() - ON_SCREEN_CANCEL_LEAD_MS),
    );
  }, []);
}
