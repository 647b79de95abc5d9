import { FastForward } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';

type RestPanelProps = {
  remainingSeconds: number;
  durationSeconds: number;
  /** « Squat · série 2/3 » */
  nextLabel: string | null;
  onSkip: () => void;
};

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The rest countdown screen: big digits, a ring, what comes next, and 'Passer le repos'. */
export function RestPanel({ remainingSeconds, durationSeconds, nextLabel, onSkip }: RestPanelProps) {
  const headingId = useId();
  const skipRef = useRef<HTMLButtonElement>(null);
  // 'Valider' just left the screen: keep the keyboard where the action is.
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) skipRef.current?.focus();
  }, []);
  const shown = Math.min(remainingSeconds, durationSeconds);
  const fraction = durationSeconds > 0 ? shown / durationSeconds : 0;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col items-center gap-5 rounded-3xl bg-gradient-to-br from-stone-900 to-stone-800 px-6 py-8 text-center text-white shadow-lg"
    >
      <h2 id={headingId} className="font-bold text-xl">
        Repos
      </h2>
      <div className="relative grid size-48 place-items-center sm:size-56">
        <svg aria-hidden="true" viewBox="0 0 120 120" className="-rotate-90 absolute inset-0 size-full">
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            fill="none"
            stroke="currentColor"
            strokeWidth="8"
            className="text-white/10"
          />
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            fill="none"
            stroke="currentColor"
            strokeWidth="8"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
            className="text-brand-400 transition-[stroke-dashoffset] duration-300 ease-linear"
          />
        </svg>
        <p role="timer" className="font-extrabold text-6xl tabular-nums">
          <span className="sr-only">Temps de repos restant : </span>
          {formatCountdown(shown)}
        </p>
      </div>
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
