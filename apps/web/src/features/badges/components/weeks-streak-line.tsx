import type { WeeklyGoalStatus } from '@elan/domain';
import { CalendarRange } from 'lucide-react';
import { weeksStreakLabel } from '../weekly-goal.ts';

/**
 * Issue 34: the weekly streak beside the spec's daily streak, from the weekly goal's read the
 * screen already makes (no request of its own). Nothing while that read has no answer.
 */
export function WeeksStreakLine({
  status,
  className = '-mt-5 justify-end',
}: {
  status: WeeklyGoalStatus | null | undefined;
  /** Its placement (the dashboard's: tucked under the figures, to the right). */
  className?: string;
}) {
  if (!status) return null;
  return (
    <p className={`flex items-center gap-2 text-sm text-stone-600 ${className}`} data-testid="weeks-streak">
      <CalendarRange aria-hidden="true" className="size-4 text-brand-600" />
      <span>
        Série de semaines :{' '}
        <strong className="font-semibold text-stone-900">{weeksStreakLabel(status)}</strong>
      </span>
    </p>
  );
}
