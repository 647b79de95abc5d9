import { Repeat } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CIRCUIT_MIN_EXERCISES, CIRCUIT_RULE_TEXT } from '../player-circuit.ts';

type CircuitPanelProps = {
  selectedCount: number;
  /** The rule was broken: the rule text turns into an alert. */
  hasError: boolean;
  onStart: () => void;
  onCancel: () => void;
  /** The exercises to tick. */
  children: ReactNode;
};

/**
 * Circuit mode, before it starts: what a circuit is, the ≥2 rule, and the start button. The rule
 * stays on screen as guidance and describes the button, which reads as disabled (aria-disabled, so
 * it stays focusable) until two exercises are ticked; activating it anyway turns the rule into an
 * alert.
 */
export function CircuitPanel({ selectedCount, hasError, onStart, onCancel, children }: CircuitPanelProps) {
  const headingId = useId();
  const ruleId = useId();
  const canStart = selectedCount >= CIRCUIT_MIN_EXERCISES;
  return (
    <Card className="border-violet-200 bg-violet-50/50 p-4 sm:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-violet-100 text-violet-800">
            <Repeat aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id={headingId} className="font-bold text-stone-900 text-xl">
              Mode circuit
            </h2>
            <p className="mt-1 text-stone-700">
              Coche les exercices à enchaîner : une série de chacun, dans l'ordre, avec le repos entre chaque,
              jusqu'à les terminer tous.
            </p>
          </div>
        </div>
        <p
          // A new node when it turns into an alert, so screen readers announce it.
          key={hasError ? 'alert' : 'hint'}
          id={ruleId}
          role={hasError ? 'alert' : undefined}
          className={`rounded-xl px-3 py-2 font-medium text-sm ${
            hasError
              ? 'bg-red-50 text-red-800 ring-1 ring-red-200'
              : 'bg-white text-stone-700 ring-1 ring-violet-200'
          }`}
        >
          {CIRCUIT_RULE_TEXT}
        </p>
        {children}
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            onClick={onStart}
            aria-disabled={!canStart}
            aria-describedby={ruleId}
            className={`inline-flex h-14 items-center justify-center gap-2 rounded-xl px-6 font-semibold text-lg shadow-sm transition-colors sm:flex-1 ${
              canStart
                ? 'bg-violet-700 text-white hover:bg-violet-800 active:bg-violet-900'
                : 'cursor-not-allowed bg-violet-200 text-violet-900/80'
            }`}
          >
            <Repeat aria-hidden="true" className="size-5" />
            Lancer le circuit ({selectedCount})
          </button>
          <Button variant="secondary" size="lg" onClick={onCancel} className="h-14">
            Annuler
          </Button>
        </div>
      </section>
    </Card>
  );
}
