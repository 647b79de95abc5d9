import { ArrowRight, PartyPopper } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';

type FinishedPanelProps = {
  durationMinutes: number;
  /** Sets done, skipped ones left out. */
  doneSets: number;
  /** Exercises with at least one set done. */
  doneExercises: number;
  onShowSummary: () => void;
};

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <div className="rounded-2xl bg-white/15 px-3 py-3">
      <dt className="text-sm text-white/85">{label}</dt>
      <dd className="font-extrabold text-3xl tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * Spec: on finish, 'Bien joué' and 'Voir le résumé'. The figures count what was done, never what
 * was skipped (decision 052).
 */
export function FinishedPanel({
  durationMinutes,
  doneSets,
  doneExercises,
  onShowSummary,
}: FinishedPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The screen changed under the member's finger: move focus to the news.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col items-center gap-6 rounded-3xl bg-gradient-to-br from-emerald-600 to-emerald-800 px-6 py-10 text-center text-white shadow-emerald-700/20 shadow-lg"
    >
      <span className="grid size-16 place-items-center rounded-full bg-white/15">
        <PartyPopper aria-hidden="true" className="size-8" />
      </span>
      <div>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="font-extrabold text-3xl focus:outline-none"
        >
          Bien joué
        </h2>
        <p className="mt-2 text-white/90">Séance terminée. Chaque série compte, et tu viens d'en ajouter.</p>
      </div>
      <dl className="grid w-full max-w-md grid-cols-3 gap-2">
        <Figure value={durationMinutes} label="Minutes" />
        <Figure value={doneSets} label="Séries faites" />
        <Figure value={doneExercises} label="Exercices faits" />
      </dl>
      <button
        type="button"
        onClick={onShowSummary}
        className="inline-flex h-14 w-full max-w-xs items-center justify-center gap-2 rounded-xl bg-white px-6 font-semibold text-emerald-800 text-lg shadow-sm transition-colors hover:bg-emerald-50 focus-visible:outline-white"
      >
        Voir le résumé
        <ArrowRight aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
