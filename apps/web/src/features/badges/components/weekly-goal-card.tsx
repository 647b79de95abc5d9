import { Pencil, Target } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useWeeklyGoalQuery } from '../api/get-weekly-goal.ts';
import { goalOf } from '../weekly-goal.ts';
import { GoalProgress } from './goal-progress.tsx';
import { WeeklyGoalChips } from './weekly-goal-chips.tsx';
import { WeeklyGoalForm } from './weekly-goal-form.tsx';

/**
 * Dashboard « Objectif de la semaine » (issue 5): progress over the current week, Monday to Sunday
 * in Paris, with the weeks in a row; the member sets or changes it in place. With no goal yet, goals
 * are offered as one-tap chips, the form behind « Autre objectif… » (issue 29).
 */
export function WeeklyGoalCard({ userId }: { userId: number }) {
  const headingId = useId();
  const weeklyGoal = useWeeklyGoalQuery(userId);
  const [isEditing, setIsEditing] = useState(false);
  const goal = goalOf(weeklyGoal.data);

  return (
    <Card className="flex h-full flex-col p-5 md:p-6">
      <section aria-labelledby={headingId} className="flex flex-1 flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
            <Target aria-hidden="true" className="size-5 text-brand-600" />
            Objectif de la semaine
          </h2>
          {goal && !isEditing && (
            <Button variant="ghost" size="sm" onClick={() => setIsEditing(true)} className="-mr-2">
              <Pencil aria-hidden="true" className="size-4" />
              Modifier
            </Button>
          )}
        </div>

        {weeklyGoal.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-3">
            <span className="sr-only">Chargement de l'objectif…</span>
            <Skeleton className="h-9 w-40" />
            <Skeleton className="h-3" />
          </div>
        ) : goal && !isEditing ? (
          <GoalProgress goal={goal} />
        ) : !goal && !isEditing ? (
          <>
            <p className="text-sm text-stone-600">
              Combien de séances cette semaine ? L'objectif se remet à zéro chaque lundi.
            </p>
            <WeeklyGoalChips userId={userId} onCustom={() => setIsEditing(true)} />
          </>
        ) : (
          <>
            {!goal && (
              <p className="text-sm text-stone-600">
                Fixe-toi un cap pour la semaine, en séances ou en minutes : il se remet à zéro chaque lundi.
              </p>
            )}
            <WeeklyGoalForm
              userId={userId}
              goal={goal}
              onSaved={() => setIsEditing(false)}
              onCancel={() => setIsEditing(false)}
            />
          </>
        )}
      </section>
    </Card>
  );
}
