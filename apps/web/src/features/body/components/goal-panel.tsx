import { BODY_TOASTS } from '@elan/domain';
import { Plus, Target } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Panel, PanelError } from '../../../components/ui/panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useActiveGoalQuery } from '../api/get-active-goal.ts';
import { useUpdateGoalStatusMutation } from '../api/update-goal-status.ts';
import { ActiveGoal } from './active-goal.tsx';
import { GoalFormModal } from './goal-form-modal.tsx';
import { PastGoals } from './past-goals.tsx';

/** Spec §4 body goal: none (create form), active, then completed or abandoned. */
export function GoalPanel({ onChanged }: { onChanged?: () => void }) {
  const activeGoal = useActiveGoalQuery();
  const [isCreating, setIsCreating] = useState(false);
  const [isConfirmingAbandon, setIsConfirmingAbandon] = useState(false);
  const updateStatus = useUpdateGoalStatusMutation({
    onSuccess: (goal) => {
      toast.success(goal.status === 'completed' ? BODY_TOASTS.goalReached : BODY_TOASTS.goalAbandoned);
      setIsConfirmingAbandon(false);
      onChanged?.();
    },
  });
  const goal = activeGoal.data;
  const setStatus = (status: 'completed' | 'abandoned') => {
    if (!goal) return;
    updateStatus.mutate(
      { goalId: goal.id, status },
      { onError: () => toast.error(BODY_TOASTS.goalUpdateFailed) },
    );
  };

  return (
    <Panel title="Mon objectif" icon={Target}>
      {activeGoal.isPending ? (
        <Skeleton className="h-32" />
      ) : activeGoal.isError ? (
        <PanelError text="Impossible de charger l'objectif." onRetry={() => void activeGoal.refetch()} />
      ) : goal ? (
        <ActiveGoal
          goal={goal}
          isBusy={updateStatus.isPending}
          onComplete={() => setStatus('completed')}
          onAbandon={() => setIsConfirmingAbandon(true)}
        />
      ) : (
        <EmptyState icon={Target} title="Aucun objectif en cours">
          <p className="max-w-sm text-sm text-stone-600">
            Perte de poids, prise de muscle, maintien : fixe une cible et une date, on suit le chemin avec
            toi.
          </p>
          <Button onClick={() => setIsCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Définir un objectif
          </Button>
        </EmptyState>
      )}
      <PastGoals />
      {isCreating && <GoalFormModal onClose={() => setIsCreating(false)} onCreated={onChanged} />}
      {isConfirmingAbandon && (
        <ConfirmDialog
          title="Abandonner l'objectif"
          message={BODY_TOASTS.abandonConfirm}
          confirmLabel="Abandonner"
          isBusy={updateStatus.isPending}
          onConfirm={() => setStatus('abandoned')}
          onClose={() => setIsConfirmingAbandon(false)}
        />
      )}
    </Panel>
  );
}
