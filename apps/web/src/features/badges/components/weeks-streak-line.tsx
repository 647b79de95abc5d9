import type { WeeklyGoalStatus } from '@elan/domain';
import { CalendarRange } from 'lucide-react';
import { weeksStreakLabel } from '../weekly-goal.ts';

/**
 * Issue 34: the weekly streak beside the spec's daily streak, from the weekly goal's read the
 * dashboard already makes (no request of its own). Nothing while that read has no answer.
 */
export function WeeksStreakLine({ status }: { status: WeeklyGoalStatus | null | undefined }) {
  if (!status) return null;
  return (
    <p
      className="-mt-5 flex items-center justify-end gap-2 text-sm text-stone-600"
      data-testid="weeks-streak"
    >
      <CalendarRange aria-hidden="true" className="size-4 text-brand-600" />
      <span>
        Série de semaines :{' '}
        <strong className="font-semibold text-stone-900">{weeksStreakLabel(status)}</strong>
      </span>
    </p>
  );
}
