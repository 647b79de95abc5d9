import { countLabel } from '@elan/domain';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useSetWeeklyGoalMutation } from '../api/set-weekly-goal.ts';
import { WEEKLY_GOAL_SAVED_TOAST } from '../weekly-goal.ts';

/** The sessions-a-week goals offered in one tap (issue 29); « Autre objectif » opens the form. */
const WEEKLY_GOAL_CHIPS = [2, 3, 4, 5] as const;

type WeeklyGoalChipsProps = {
  userId: number;
  /** « Autre objectif… »: the full form (minutes, another number). */
  onCustom: () => void;
};

/**
 * Issue 29 « Today first »: with no goal yet, the dashboard offers goals as chips rather than a form.
 * A chip goes through the same check (the domain's `weeklyGoalBody`) and the same
 * `POST /badges/user/{id}/weekly-goal` as the form.
 */
export function WeeklyGoalChips({ userId, onCustom }: WeeklyGoalChipsProps) {
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const saveGoal = useSetWeeklyGoalMutation({
    userId,
    onSuccess: () => toast.success(WEEKLY_GOAL_SAVED_TOAST),
  });

  const choose = async (target: number) => {
    if (saveGoal.isPending) return;
    setError(null);
    setPending(target);
    // The server's schema, loaded with the first tap rather than with the dashboard.
    const { checkWeeklyGoal } = await import('../weekly-goal-check.ts');
    const checked = checkWeeklyGoal({ goalType: 'sessions', goalTarget: String(target) });
    if (checked.errors) {
      setError(Object.values(checked.errors)[0] ?? null);
      setPending(null);
      return;
    }
    saveGoal.mutate(checked.body, {
      onError: (failure) => setError(getErrorMessage(failure)),
      onSettled: () => setPending(null),
    });
  };

  return (
    <div className="flex flex-col gap-3">
      {error && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>{error}</p>
        </div>
      )}
      <ul aria-label="Séances par semaine" className="flex flex-wrap gap-2">
        {WEEKLY_GOAL_CHIPS.map((target) => (
          <li key={target}>
            <button
              type="button"
              onClick={() => void choose(target)}
              disabled={saveGoal.isPending}
              className="inline-flex h-11 items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-4 font-semibold text-brand-700 text-sm transition-colors hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {pending === target && <Spinner size="sm" label="Enregistrement en cours" />}
              {countLabel(target, 'séance', 'séances')}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={onCustom}
            disabled={saveGoal.isPending}
            className="inline-flex h-11 items-center rounded-full border border-stone-300 bg-white px-4 font-semibold text-sm text-stone-700 transition-colors hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-60"
          >
            Autre objectif…
          </button>
        </li>
      </ul>
    </div>
  );
}
