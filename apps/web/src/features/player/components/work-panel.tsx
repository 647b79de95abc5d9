import { Check, Pause, Play } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { CountdownRing } from './countdown-ring.tsx';
import { SoundToggle } from './sound-toggle.tsx';

type WorkPanelProps = {
  remainingSeconds: number;
  durationSeconds: number;
  isPaused: boolean;
  /** « Gainage · série 2/3 » */
  label: string;
  onPause: () => void;
  onResume: () => void;
  onFinish: () => void;
};

const ACTION_CLASS =
  'inline-flex h-12 items-center justify-center gap-2 whitespace-nowrap rounded-xl px-4 font-semibold shadow-sm transition-colors';

/**
 * A timed set running (issue 13), in the workout mode's bottom bar (issue 29): the work countdown,
 * pause and resume, and « Terminer la série » to stop early (the seconds really done are kept), on
 * one line that never wraps and never scrolls away. At zero the set logs itself and the rest starts.
 */
export function WorkPanel({
  remainingSeconds,
  durationSeconds,
  isPaused,
  label,
  onPause,
  onResume,
  onFinish,
}: WorkPanelProps) {
  const headingId = useId();
  const pauseRef = useRef<HTMLButtonElement>(null);
  // « Démarrer la série » just left the bar: keep the keyboard where the action is.
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body)
      pauseRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      aria-labelledby={headingId}
      className="relative flex flex-col items-center gap-3 text-center text-stone-900 sm:flex-row sm:justify-center sm:gap-6"
    >
      <div className="absolute top-0 right-0">
        <SoundToggle />
      </div>
      <CountdownRing
        remainingSeconds={remainingSeconds}
        durationSeconds={durationSeconds}
        label="Temps d’effort restant : "
        ringClassName="text-brand-500"
        trackClassName="text-brand-200"
        sizeClassName="size-36 sm:size-28"
        digitsClassName="text-5xl sm:text-3xl"
      />
      <div className="flex w-full min-w-0 flex-col items-center gap-3 sm:w-auto sm:flex-1 sm:items-start">
        <div className="max-w-full truncate text-sm text-stone-600">
          <h2 id={headingId} className="inline font-bold text-stone-900">
            {isPaused ? 'Effort en pause' : 'Effort'}
          </h2>
          {' · '}
          <span className="font-semibold text-stone-900">{label}</span>
        </div>
        <div className="flex w-full max-w-md flex-nowrap items-center justify-center gap-2">
          <button
            ref={pauseRef}
            type="button"
            onClick={isPaused ? onResume : onPause}
            className={`${ACTION_CLASS} shrink-0 bg-brand-600 text-white hover:bg-brand-700 active:bg-brand-800`}
          >
            {isPaused ? (
              <Play aria-hidden="true" className="size-5 shrink-0" />
            ) : (
              <Pause aria-hidden="true" className="size-5 shrink-0" />
            )}
            {isPaused ? 'Reprendre' : 'Pause'}
          </button>
          <button
            type="button"
            onClick={onFinish}
            className={`${ACTION_CLASS} min-w-0 flex-1 bg-white text-stone-900 ring-1 ring-stone-300 hover:bg-stone-100`}
          >
            <Check aria-hidden="true" className="size-5 shrink-0" />
            Terminer la série
          </button>
        </div>
      </div>
    </section>
  );
}
