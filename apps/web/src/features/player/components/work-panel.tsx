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
  'inline-flex h-14 whitespace-nowrap items-center justify-center gap-2 rounded-xl px-6 font-semibold text-lg shadow-sm transition-colors';

/**
 * A timed set running (issue 13): the work countdown, pause and resume, and « Terminer la série »
 * to stop early (the seconds really done are kept). At zero the set logs itself and the rest starts.
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
  const sectionRef = useRef<HTMLElement>(null);
  // The countdown appears above the card the member tapped: bring it into view, below the header.
  useEffect(() => {
    const section = sectionRef.current;
    if (section && section.getBoundingClientRect().top < 80) section.scrollIntoView({ block: 'start' });
    if (document.activeElement === null || document.activeElement === document.body)
      pauseRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className="relative flex scroll-mt-24 flex-col items-center gap-5 rounded-3xl bg-brand-50 px-6 py-8 text-center text-stone-900 shadow-lg ring-1 ring-brand-300"
    >
      <div className="absolute top-3 right-3">
        <SoundToggle />
      </div>
      <h2 id={headingId} className="font-bold text-xl">
        {isPaused ? 'Effort en pause' : 'Effort'}
      </h2>
      <p className="-mt-3 text-stone-700">{label}</p>
      <CountdownRing
        remainingSeconds={remainingSeconds}
        durationSeconds={durationSeconds}
        label="Temps d’effort restant : "
        ringClassName="text-brand-500"
        trackClassName="text-brand-200"
      />
      <div className="flex w-full max-w-md flex-col gap-3 sm:flex-row">
        <button
          ref={pauseRef}
          type="button"
          onClick={isPaused ? onResume : onPause}
          className={`${ACTION_CLASS} bg-brand-600 text-white hover:bg-brand-700 active:bg-brand-800 sm:flex-1`}
        >
          {isPaused ? (
            <Play aria-hidden="true" className="size-5" />
          ) : (
            <Pause aria-hidden="true" className="size-5" />
          )}
          {isPaused ? 'Reprendre' : 'Pause'}
        </button>
        <button
          type="button"
          onClick={onFinish}
          className={`${ACTION_CLASS} bg-white text-stone-900 ring-1 ring-stone-300 hover:bg-stone-100 sm:flex-1`}
        >
          <Check aria-hidden="true" className="size-5" />
          Terminer la série
        </button>
      </div>
    </section>
  );
}
