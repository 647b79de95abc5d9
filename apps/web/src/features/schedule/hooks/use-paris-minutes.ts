import { parisClock } from '@elan/domain';
import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** Minutes since midnight in Paris, updated at the turn of every minute (spec §4 agenda colours). */
export function useParisMinutes(): number {
  const [minutes, setMinutes] = useState(() => parisClock(new Date()).minutes);

  useEffect(() => {
    const tick = () => setMinutes(parisClock(new Date()).minutes);
    let interval: ReturnType<typeof setInterval> | undefined;
    // First wait for the next whole minute, then tick every minute.
    const timeout = setTimeout(
      () => {
        tick();
        interval = setInterval(tick, MINUTE_MS);
      },
      MINUTE_MS - (Date.now() % MINUTE_MS),
    );
    return () => {
      clearTimeout(timeout);
      if (interval) clearInterval(interval);
    };
  }, []);

  return minutes;
}
