import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';

function formatElapsed(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

/** Time since the run started, from its start timestamp; frozen at `endedAt` once finished. */
export function ElapsedTime({ startedAt, endedAt }: { startedAt: number; endedAt: number | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endedAt !== null) return;
    const interval = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(interval);
  }, [endedAt]);
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-3 py-1 font-semibold text-sm text-stone-700 tabular-nums">
      <Timer aria-hidden="true" className="size-4" />
      <span className="sr-only">Durée écoulée : </span>
      {formatElapsed((endedAt ?? now) - startedAt)}
    </span>
  );
}
