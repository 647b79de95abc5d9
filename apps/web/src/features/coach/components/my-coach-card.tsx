import type { User } from '@elan/domain';
import { useMutation } from '@tanstack/react-query';
import { Handshake } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { apiClient, getErrorMessage } from '../../../lib/api-client.ts';
import { useLeaveCoachMutation, useMyCoachQuery } from '../api/my-coach.ts';

/** The consent switch's exact text (issue 32). */
export const SHARE_BODY_LABEL = 'Partager ma composition corporelle avec mon coach';

/** « Partager ma composition corporelle avec mon coach »: PUT /api/users/{id} {share_body_with_coach}. */
function ShareBodySwitch({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const labelId = useId();
  const hintId = useId();
  const save = useMutation({
    mutationFn: (isOn: boolean) => apiClient.put<User>(`/users/${user.id}`, { share_body_with_coach: isOn }),
    onSuccess: onSaved,
    onError: (error) => toast.error(getErrorMessage(error)),
  });
  const isOn = save.isPending && save.variables !== undefined ? save.variables : user.share_body_with_coach;
  return (
    <div className="flex items-center justify-between gap-4 border-stone-200 border-t pt-4">
      <div className="min-w-0">
        <p id={labelId} className="font-medium text-sm text-stone-900">
          {SHARE_BODY_LABEL}
        </p>
        <p id={hintId} className="text-sm text-stone-600">
          Ton poids et tes mesures restent à toi seul tant que ce réglage est coupé.
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={save.isPending}
        onClick={() => save.mutate(!isOn)}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${isOn ? 'bg-brand-600' : 'bg-stone-300'}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${isOn ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </div>
  );
}

/** Profile (issue 32): « Mon coach », « Quitter mon coach » after a confirmation, the consent switch. */
export function MyCoachCard({ user, onUserSaved }: { user: User; onUserSaved: (user: User) => void }) {
  const headingId = useId();
  const coach = useMyCoachQuery();
  const leave = useLeaveCoachMutation();
  const [isConfirming, setIsConfirming] = useState(false);
  const name = coach.data ? `${coach.data.first_name} ${coach.data.last_name}` : '';
  return (
    <Card className="p-5 md:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
          <Handshake aria-hidden="true" className="size-5 text-brand-600" />
          Mon coach
        </h2>
        {coach.isPending ? (
          <Skeleton className="h-11" />
        ) : coach.data ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-stone-700">
              <span className="font-semibold text-stone-900">{name}</span> suit tes séances et tes programmes.
            </p>
            <Button variant="secondary" onClick={() => setIsConfirming(true)}>
              Quitter mon coach
            </Button>
          </div>
        ) : (
          <p className="text-stone-600">
            Tu n’as pas de coach. Un coach peut t’inviter avec un lien : tu choisiras alors d’accepter ou non.
          </p>
        )}
        <ShareBodySwitch user={user} onSaved={onUserSaved} />
      </section>
      {isConfirming && (
        <ConfirmDialog
          title="Quitter mon coach"
          message={`${name} ne verra plus tes séances, tes records ni tes programmes.`}
          confirmLabel="Quitter mon coach"
          isBusy={leave.isPending}
          onClose={() => setIsConfirming(false)}
          onConfirm={() =>
            leave.mutate(undefined, {
              onSuccess: () => {
                setIsConfirming(false);
                toast.success('Tu n’as plus de coach');
              },
              onError: (error) => toast.error(getErrorMessage(error)),
            })
          }
        />
      )}
    </Card>
  );
}
