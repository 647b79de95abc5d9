import { GOAL_TYPE_LABELS, type WeeklyGoal, withUnit } from '@elan/domain';
import { Flame } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import {
  goalProgressLabel,
  goalRemainingLabel,
  WEEKLY_GOAL_ACHIEVED,
  weeksInARowLabel,
} from '../weekly-goal.ts';

/** The week so far: current over target, the bar, what is left, and the weeks in a row. */
export function GoalProgress({ goal }: { goal: WeeklyGoal }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-end justify-between gap-3">
        <p className="font-extrabold text-3xl text-stone-900 tabular-nums">
          {goal.current}
          <span className="font-semibold text-lg text-stone-500">
            {' '}
            / {goal.goalTarget} {GOAL_TYPE_LABELS[goal.goalType]}
          </span>
        </p>
        <span className="font-bold text-brand-700 tabular-nums">{withUnit(goal.progress_percent, '%')}</span>
      </div>
      <ProgressBar
        percent={goal.progress_percent}
        label={`Objectif de la semaine : ${goalProgressLabel(goal)}`}
        tone={goal.achieved ? 'success' : 'brand'}
        className="h-3"
      />
      {goal.achieved ? (
        <p className="rounded-xl bg-emerald-50 px-3 py-2 font-semibold text-emerald-800 text-sm">
          {WEEKLY_GOAL_ACHIEVED}
        </p>
      ) : (
        <p className="text-sm text-stone-600">{goalRemainingLabel(goal)}</p>
      )}
      <p className="inline-flex items-center gap-1.5 text-sm text-stone-600">
        <Flame aria-hidden="true" className="size-4 shrink-0 text-brand-500" />
        {goal.weeks_in_a_row > 0 ? (
          <span>
            Série :{' '}
            <span className="font-semibold text-stone-800">{weeksInARowLabel(goal.weeks_in_a_row)}</span>
          </span>
        ) : (
          <span>Atteins-le pour lancer ta série de semaines.</span>
        )}
      </p>
    </div>
  );
}
