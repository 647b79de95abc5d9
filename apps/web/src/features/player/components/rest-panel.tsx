import { FastForward } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { CountdownRing } from './countdown-ring.tsx';

type RestPanelProps = {
  remainingSeconds: number;
  durationSeconds: number;
  /** « Squat · série 2/3 » */
  nextLabel: string | null;
  onSkip: () => void;
};

/** The rest countdown screen: big digits, a ring, what comes next, and 'Passer le repos'. */
export function RestPanel({ remainingSeconds, durationSeconds, nextLabel, onSkip }: RestPanelProps) {
  const headingId = useId();
  const skipRef = useRef<HTMLButtonElement>(null);
  // 'Valider' just left the screen: keep the keyboard where the action is.
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) skipRef.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col items-center gap-5 rounded-3xl bg-gradient-to-br from-stone-900 to-stone-800 px-6 py-8 text-center text-white shadow-lg"
    >
      <h2 id={headingId} className="font-bold text-xl">
        Repos
      </h2>
      <CountdownRing
        remainingSeconds={remainingSeconds}
        durationSeconds={durationSeconds}
        label="Temps de repos restant : "
        ringClassName="text-brand-400"
      />
      {nextLabel && (
        <p className="text-stone-200">
          À suivre : <span className="font-semibold text-white">{nextLabel}</span>
        </p>
      )}
      <button
        ref={skipRef}
        type="button"
        onClick={onSkip}
        className="inline-flex h-14 w-full max-w-xs items-center justify-center gap-2 rounded-xl bg-white px-6 font-semibold text-lg text-stone-900 shadow-sm transition-colors hover:bg-stone-100 focus-visible:outline-white active:bg-stone-200"
      >
        <FastForward aria-hidden="true" className="size-5" />
        Passer le repos
      </button>
    </section>
  );
}
