import { Flame, TrendingUp } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { DayTarget } from '../player-state.ts';

/** The rule's reason in one French line under the exercise's name (issue 31). */
export function TargetReason({ target }: { target: DayTarget | null | undefined }) {
  if (!target?.reason) return null;
  return (
    <p className="mt-1 flex items-start gap-1.5 font-medium text-brand-800 text-sm">
      <TrendingUp aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="sr-only">Objectif du jour : </span>
        {target.reason}
      </span>
    </p>
  );
}

/** « Décharge »: a deload week, lighter loads and halved sets. */
export function DeloadChip() {
  return (
    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900 text-sm">
      Décharge
    </span>
  );
}

type WarmupButtonProps = { exerciseName: string; onAdd: () => void; className?: string };

/** « Échauffement »: the warm-up ramp's sets before the first work set, in one tap. */
export function WarmupButton({ exerciseName, onAdd, className = 'h-10 px-3' }: WarmupButtonProps) {
  return (
    <Button variant="ghost" className={className} onClick={onAdd}>
      <Flame aria-hidden="true" className="size-4" />
      Échauffement<span className="sr-only"> ({exerciseName})</span>
    </Button>
  );
}
