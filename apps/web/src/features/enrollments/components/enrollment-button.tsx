import { type EnrollmentCheck, TOAST_TEXTS } from '@elan/domain';
import { LogOut, UserPlus } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useEnrollMutation } from '../api/enroll.ts';
import { useUnenrollMutation } from '../api/unenroll.ts';

type EnrollmentButtonProps = {
  programId: number;
  userId: number;
  /** undefined while the check loads. */
  check: EnrollmentCheck | undefined;
  /** After a join or a leave: the route refreshes what other areas show (schedule). */
  onChange?: () => void;
};

/** Spec §4 Enrolment: 'Rejoindre le programme' or 'Quitter le programme', each with its toast. */
export function EnrollmentButton({ programId, userId, check, onChange }: EnrollmentButtonProps) {
  const onError = (error: Error) => toast.error(getErrorMessage(error));
  const enroll = useEnrollMutation({
    programId,
    userId,
    onSuccess: () => {
      toast.success(TOAST_TEXTS.enrolled);
      onChange?.();
    },
    onError,
  });
  const unenroll = useUnenrollMutation({
    programId,
    userId,
    onSuccess: () => {
      toast.success(TOAST_TEXTS.unenrolled);
      onChange?.();
    },
    onError,
  });

  if (!check) return <Skeleton className="h-12 w-56 rounded-xl" />;

  const isBusy = enroll.isPending || unenroll.isPending;
  const { enrollment } = check;

  if (check.enrolled && enrollment) {
    return (
      // Issue 29: a secondary action, under the next session's « Commencer ».
      <Button
        variant="ghost"
        size="md"
        disabled={isBusy}
        onClick={() => unenroll.mutate({ enrollmentId: enrollment.id })}
        className="-ml-2 lg:ml-0"
      >
        {isBusy ? (
          <Spinner size="sm" label="Désinscription en cours" />
        ) : (
          <LogOut aria-hidden="true" className="size-4" />
        )}
        Quitter le programme
      </Button>
    );
  }

  return (
    <Button size="lg" disabled={isBusy} onClick={() => enroll.mutate()} className="w-full lg:w-auto">
      {isBusy ? (
        <Spinner size="sm" label="Inscription en cours" className="text-white" />
      ) : (
        <UserPlus aria-hidden="true" className="size-5" />
      )}
      Rejoindre le programme
    </Button>
  );
}
