import { FastForward } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { CountdownRing } from './countdown-ring.tsx';

type RestPanelProps = {
  remainingSeconds: number;
  durationSeconds: number;
  /** « Squat · série 2/3 » */
  nextLabel: string | null;
  onSkip: () => void;
  /** « −15 s » / « +15 s »: the workout mode's bar offers them (issue 29). */
  onAdjust?: (seconds: number) => void;
};

const ADJUST_CLASS =
  'inline-flex h-12 w-[4.5rem] shrink-0 items-center justify-center whitespace-nowrap rounded-xl bg-stone-100 px-1 ' +
  'font-semibold text-stone-900 tabular-nums ring-1 ring-stone-300 hover:bg-stone-200';
const SKIP_CLASS =
  'inline-flex h-12 min-w-0 items-center justify-center gap-2 whitespace-nowrap rounded-xl px-3 font-semibold shadow-sm transition-colors';

/**
 * The rest countdown: a ring with big digits, what comes next, and « Passer le repos »; with
 * `onAdjust`, −15 s / +15 s beside it, on one line that never wraps.
 */
export function RestPanel({
  remainingSeconds,
  durationSeconds,
  nextLabel,
  onSkip,
  onAdjust,
}: RestPanelProps) {
  const headingId = useId();
  // In the bottom bar (with −15 s / +15 s) it is a card of the workout mode's surfaces; alone
  // (the linear player) the dark panel it always was.
  const isInBar = onAdjust !== undefined;
  const skipRef = useRef<HTMLButtonElement>(null);
  // 'Valider' just left the screen: keep the keyboard where the action is.
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) skipRef.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col items-center gap-3 text-center ${
        isInBar
          ? 'text-stone-900 sm:flex-row sm:justify-center sm:gap-6'
          : 'rounded-3xl bg-gradient-to-br from-stone-900 to-stone-800 px-6 py-8 text-white shadow-lg'
      }`}
    >
      <h2 id={headingId} className={isInBar ? 'sr-only' : 'font-bold text-xl'}>
        Repos
      </h2>
      <CountdownRing
        remainingSeconds={remainingSeconds}
        durationSeconds={durationSeconds}
        label="Temps de repos restant : "
        ringClassName={isInBar ? 'text-brand-500' : 'text-brand-400'}
        trackClassName={isInBar ? 'text-stone-200' : undefined}
        sizeClassName={isInBar ? 'size-36 sm:size-28' : undefined}
        digitsClassName={isInBar ? 'text-5xl sm:text-3xl' : undefined}
      />
      <div className="flex w-full min-w-0 flex-col items-center gap-3 sm:w-auto sm:flex-1 sm:items-start">
        {nextLabel && (
          <p className={`max-w-full truncate text-sm ${isInBar ? 'text-stone-600' : 'text-stone-200'}`}>
            À suivre :{' '}
            <span className={`font-semibold ${isInBar ? 'text-stone-900' : 'text-white'}`}>{nextLabel}</span>
          </p>
        )}
        <div className="flex w-full max-w-md flex-nowrap items-center justify-center gap-2">
          {onAdjust && (
            <button type="button" onClick={() => onAdjust(-15)} className={ADJUST_CLASS}>
              <span aria-hidden="true">−15 s</span>
              <span className="sr-only">Retirer 15 secondes au repos</span>
            </button>
          )}
          {onAdjust && (
            <button type="button" onClick={() => onAdjust(15)} className={ADJUST_CLASS}>
              <span aria-hidden="true">+15 s</span>
              <span className="sr-only">Ajouter 15 secondes au repos</span>
            </button>
          )}
          <button
            ref={skipRef}
            type="button"
            onClick={onSkip}
            className={`${SKIP_CLASS} ${
              isInBar
                ? 'min-w-0 flex-1 bg-brand-600 text-white hover:bg-brand-700'
                : 'h-14 w-full max-w-xs bg-white px-6 text-lg text-stone-900 hover:bg-stone-100 focus-visible:outline-white active:bg-stone-200'
            }`}
          >
            <FastForward aria-hidden="true" className="size-5 shrink-0" />
            Passer le repos
          </button>
        </div>
      </div>
    </section>
  );
}
