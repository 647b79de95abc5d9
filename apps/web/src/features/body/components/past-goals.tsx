import { BODY_GOAL_TYPE_LABELS } from '@elan/domain';
import { useBodyGoalsQuery } from '../api/get-body-goals.ts';
import { formatDay } from '../body-format.ts';

const SHOWN = 5;

/** Goals that ended, newest first: reached (with their points) or abandoned. */
export function PastGoals() {
  const goals = useBodyGoalsQuery();
  const past = (goals.data ?? []).filter((goal) => goal.status !== 'active').slice(0, SHOWN);
  if (past.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 border-stone-100 border-t pt-4">
      <h4 className="font-semibold text-sm text-stone-700">Objectifs précédents</h4>
      <ul className="flex flex-col gap-2">
        {past.map((goal) => {
          const isReached = goal.status === 'completed';
          return (
            <li key={goal.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="text-stone-800">
                {BODY_GOAL_TYPE_LABELS[goal.goal_type]}
                <span className="text-stone-500"> · {formatDay(goal.target_date)}</span>
              </span>
              <span
                className={`rounded-full px-2.5 py-0.5 font-semibold text-xs ${
                  isReached ? 'bg-emerald-50 text-emerald-800' : 'bg-stone-100 text-stone-600'
                }`}
              >
                {isReached ? `Atteint · +${goal.points_awarded} pts` : 'Abandonné'}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
