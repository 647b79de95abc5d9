import { COACH_MESSAGES, COACH_SEES, MESSAGES } from '@elan/domain';
import { Eye, Handshake } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { NotFoundScreen } from '../../components/ui/not-found-screen.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PATHS } from '../../config/paths.ts';
import { useAcceptInvitationMutation } from '../../features/coach/api/accept-invitation.ts';
import { useInvitationQuery } from '../../features/coach/api/get-invitation.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { ApiError, getErrorMessage } from '../../lib/api-client.ts';

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;

function JoinScreen({ code }: { code: string }) {
  const invitation = useInvitationQuery(code);
  const accept = useAcceptInvitationMutation();
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  useDocumentTitle('Invitation d’un coach');

  if (invitation.isPending)
    return (
      <div aria-busy="true" className="mx-auto flex w-full max-w-lg flex-col gap-4">
        <span className="sr-only" role="status">
          Chargement de l’invitation…
        </span>
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  if (invitation.isError) {
    const isGone = invitation.error instanceof ApiError && invitation.error.status === 404;
    return (
      <NotFoundScreen
        title={isGone ? COACH_MESSAGES.invitationNotFound : MESSAGES.genericError}
        text="Demande à ton coach un nouveau lien d’invitation."
        backTo={PATHS.dashboard}
        backLabel="Retour à l’accueil"
      />
    );
  }
  const { coach, current_coach: current } = invitation.data;
  const coachName = fullName(coach);
  const replaces = current && current.id !== coach.id ? current : null;
  const confirm = () =>
    accept.mutate(
      { code },
      {
        onSuccess: () => {
          toast.success(`${coachName} est maintenant ton coach`);
          void navigate(PATHS.profile);
        },
        onError: (error) => {
          setIsConfirming(false);
          toast.error(getErrorMessage(error));
        },
      },
    );

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6">
      <Card className="flex flex-col gap-5 p-5 md:p-6">
        <div className="flex items-center gap-3">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-600">
            <Handshake aria-hidden="true" className="size-6" />
          </span>
          <h1 className="font-extrabold text-2xl text-stone-900">{coachName} te propose d’être ton coach</h1>
        </div>
        <section aria-labelledby="coach-sees" className="flex flex-col gap-2">
          <h2 id="coach-sees" className="flex items-center gap-2 font-bold text-stone-900">
            <Eye aria-hidden="true" className="size-5 text-brand-600" />
            Ce que ton coach verra
          </h2>
          <ul className="list-disc pl-6 text-stone-700">
            {COACH_SEES.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="text-sm text-stone-600">
            Il pourra aussi t’assigner des programmes. Tu pourras le quitter à tout moment depuis ton profil.
          </p>
        </section>
        {replaces && (
          <p className="rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm">
            Tu as déjà un coach : {fullName(replaces)}. Accepter le remplacera.
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={() => void navigate(PATHS.dashboard)}>
            Refuser
          </Button>
          <Button
            size="lg"
            disabled={accept.isPending}
            onClick={() => (replaces ? setIsConfirming(true) : confirm())}
          >
            Accepter
          </Button>
        </div>
      </Card>
      {isConfirming && replaces && (
        <ConfirmDialog
          title="Changer de coach"
          message={`${coachName} remplacera «\u00A0${fullName(replaces)}\u00A0» comme coach.`}
          confirmLabel="Accepter"
          isBusy={accept.isPending}
          onClose={() => setIsConfirming(false)}
          onConfirm={confirm}
        />
      )}
    </div>
  );
}

/** Issue 32 /coach/join/{code}: who invites, what they will see, « Accepter » or « Refuser ». */
export function CoachJoinRoute() {
  const code = useParams().code ?? '';
  return <JoinScreen key={code} code={code} />;
}
