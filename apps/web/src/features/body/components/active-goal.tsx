import { BODY_GOAL_TYPE_LABELS, type BodyGoal, withUnit } from '@elan/domain';
import { CalendarClock, Flag } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { daysLabel, formatDay, formatMeasure } from '../body-format.ts';

/** « Poids cible : 75 kg · Masse grasse cible : 18 % ». */
function targetsOf(goal: BodyGoal): string[] {
  return [
    goal.target_weight_kg === null ? null : `Poids cible : ${formatMeasure(goal.target_weight_kg, 'kg')}`,
    goal.target_body_fat_percent === null
      ? null
      : `Masse grasse cible : ${formatMeasure(goal.target_body_fat_percent, '%')}`,
    goal.target_muscle_mass_kg === null
      ? null
      : `Masse musculaire cible : ${formatMeasure(goal.target_muscle_mass_kg, 'kg')}`,
  ].filter((text): text is string => text !== null);
}

type ActiveGoalProps = { goal: BodyGoal; isBusy: boolean; onComplete: () => void; onAbandon: () => void };

/** The goal in progress: its targets, a progress bar, the days left, and its two endings. */
export function ActiveGoal({ goal, isBusy, onComplete, onAbandon }: ActiveGoalProps) {
  const { progress_percent: percent, days_remaining: daysLeft } = goal.progress;
  const isReached = percent >= 100;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 text-sm">
          <Flag aria-hidden="true" className="size-4" />
          {BODY_GOAL_TYPE_LABELS[goal.goal_type]}
        </span>
        {goal.description && <p className="text-sm text-stone-600">{goal.description}</p>}
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
        {targetsOf(goal).map((target) => (
          <li key={target}>{target}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-2">
        <div className="flex items-end justify-between gap-3">
          <span className="font-extrabold text-3xl text-stone-900 tabular-nums">
            {withUnit(percent, '%')}
          </span>
          <span className="inline-flex items-center gap-1.5 text-sm text-stone-600">
            <CalendarClock aria-hidden="true" className="size-4" />
            {daysLeft > 0 ? `${daysLabel(daysLeft)} restants` : 'Date cible atteinte'}
          </span>
        </div>
        <ProgressBar
          percent={percent}
          label={`Progression de l'objectif : ${withUnit(percent, '%')}`}
          tone={isReached ? 'success' : 'brand'}
          className="h-3"
        />
        <p className="text-stone-500 text-xs">
          Du {formatDay(goal.start_date)} au {formatDay(goal.target_date)}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onAbandon} disabled={isBusy}>
          Abandonner
        </Button>
        <Button onClick={onComplete} disabled={isBusy || !isReached}>
          Objectif atteint
        </Button>
      </div>
      {!isReached && (
        <p className="text-stone-500 text-xs sm:text-right">
          « Objectif atteint » s'active quand tes mesures atteignent la cible.
        </p>
      )}
    </div>
  );
}
