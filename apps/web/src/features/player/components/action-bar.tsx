import { Check, SkipForward, Timer } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { buttonClassName } from '../../../components/ui/button.tsx';

/**
 * Workout mode's bar, fixed at the bottom of the screen (issue 29): the current action, or the
 * rest's ring while one runs. It never scrolls away; the player leaves room for it below.
 */
export function ActionBar({ children }: { children: ReactNode }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-stone-200 border-t bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur">
      <div className="mx-auto w-full max-w-2xl px-3 py-3">{children}</div>
    </div>
  );
}

/** What the player leaves free at its bottom for the bar: more while a ring (rest or timed set) shows. */
export function actionBarSpace(isCounting: boolean): string {
  return isCounting ? 'pb-80 sm:pb-48' : 'pb-28';
}

const ICON_BUTTON =
  'grid size-14 shrink-0 place-items-center rounded-xl border border-stone-300 bg-white text-stone-800 ' +
  'transition-colors hover:bg-stone-50 active:bg-stone-100';

type SetActionsProps = {
  setNumber: number;
  /** A timed set: « Démarrer la série 2 · 20 s » leads, « Valider » is the quiet one. */
  workSeconds: number | null;
  onStartWork: () => void;
  onCompleteSet: () => void;
  onSkipExercise: () => void;
};

/**
 * « Valider la série n » (or « Démarrer la série n · 20 s ») and « Passer l'exercice », on one
 * line: the main action takes the room, the others are square icons with their names.
 */
export function SetActions({
  setNumber,
  workSeconds,
  onStartWork,
  onCompleteSet,
  onSkipExercise,
}: SetActionsProps) {
  const mainRef = useRef<HTMLButtonElement>(null);
  const hasMounted = useRef(false);
  // A rest ended or the next exercise came up: the member's next tap is the main action, unless
  // they are typing in a field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the set changing is the trigger.
  useEffect(() => {
    if (!hasMounted.current) {
      hasMounted.current = true;
      return;
    }
    if (document.activeElement === null || document.activeElement === document.body) mainRef.current?.focus();
  }, [setNumber]);
  const isTimed = workSeconds !== null;
  return (
    <div className="flex flex-nowrap items-center gap-2">
      <button
        ref={mainRef}
        type="button"
        onClick={isTimed ? onStartWork : onCompleteSet}
        className={buttonClassName({
          size: 'lg',
          className: 'h-14 min-w-0 flex-1 whitespace-nowrap px-3 text-lg',
        })}
      >
        {isTimed ? (
          <Timer aria-hidden="true" className="size-6 shrink-0" />
        ) : (
          <Check aria-hidden="true" className="size-6 shrink-0" />
        )}
        <span className="truncate">
          {isTimed ? `Démarrer la série ${setNumber} · ${workSeconds} s` : `Valider la série ${setNumber}`}
        </span>
      </button>
      {isTimed && (
        <button
          type="button"
          onClick={onCompleteSet}
          title={`Valider la série ${setNumber}`}
          className={ICON_BUTTON}
        >
          <Check aria-hidden="true" className="size-6" />
          <span className="sr-only">Valider la série {setNumber}</span>
        </button>
      )}
      <button type="button" onClick={onSkipExercise} title="Passer l'exercice" className={ICON_BUTTON}>
        <SkipForward aria-hidden="true" className="size-6" />
        <span className="sr-only">Passer l'exercice</span>
      </button>
    </div>
  );
}
