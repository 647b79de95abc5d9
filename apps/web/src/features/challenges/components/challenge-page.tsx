import {
  CHALLENGE_MESSAGES,
  type ChallengeDetail,
  type ChallengeParticipant,
  countLabel,
  parisDay,
} from '@elan/domain';
import { ArrowLeft, CalendarDays, CircleAlert, Hourglass, Trophy } from 'lucide-react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { BadgeMedallion } from '../../../components/ui/badge-medallion.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { NotFoundScreen } from '../../../components/ui/not-found-screen.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { PATHS } from '../../../config/paths.ts';
import { ApiError, getErrorMessage } from '../../../lib/api-client.ts';
import { useAnswerChallengeMutation } from '../api/answer-challenge.ts';
import { useChallengeQuery } from '../api/get-challenge.ts';
import {
  challengeGoal,
  challengePeriod,
  challengeTimeLabel,
  progressAmount,
  progressPercent,
} from '../challenge-format.ts';

const RANK_STYLES: Record<number, string> = {
  1: 'bg-amber-100 text-amber-800',
  2: 'bg-stone-200 text-stone-800',
  3: 'bg-orange-100 text-orange-800',
};

function ParticipantRow({
  participant,
  challenge,
  isMe,
}: {
  participant: ChallengeParticipant;
  challenge: ChallengeDetail;
  isMe: boolean;
}) {
  const name = isMe ? `${participant.first_name} (toi)` : participant.first_name;
  return (
    <li className="flex items-center gap-3 py-3">
      <span
        className={`grid size-9 shrink-0 place-items-center rounded-full font-bold text-sm ${
          RANK_STYLES[participant.rank] ?? 'bg-stone-100 text-stone-700'
        }`}
        role="img"
        aria-label={`Rang ${participant.rank}`}
      >
        {participant.rank}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <span className={`truncate text-stone-900 ${isMe ? 'font-bold' : 'font-semibold'}`}>{name}</span>
          <span className="shrink-0 text-sm text-stone-600">
            {progressAmount(challenge.metric, participant.progress)}
          </span>
        </div>
        <ProgressBar
          label={`Progression de ${participant.first_name}`}
          percent={progressPercent(participant.progress, challenge.target)}
          tone={participant.has_reached_target ? 'success' : 'brand'}
        />
      </div>
    </li>
  );
}

/** The end: the top rank, and the « Défi relevé » badge of those who reached the target. */
function ChallengeEnd({ challenge }: { challenge: ChallengeDetail }) {
  const reached = challenge.participants.filter((participant) => participant.has_reached_target);
  const winners = challenge.winners ?? [];
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <h2 className="flex items-center gap-2 font-bold text-lg text-stone-900">
        <Trophy aria-hidden="true" className="size-5 text-amber-600" />
        {winners.length > 1 ? 'Vainqueurs' : 'Vainqueur'}
      </h2>
      <p className="text-stone-800">
        {winners.length === 0
          ? 'Personne ne s’est entraîné pendant ce défi.'
          : winners.map((winner) => winner.first_name).join(', ')}
      </p>
      <div className="flex items-center gap-3 rounded-xl bg-stone-50 p-3">
        <BadgeMedallion code={challenge.badge_code} state={reached.length ? 'earned' : 'locked'} size="md" />
        <p className="text-sm text-stone-700">
          {reached.length === 0
            ? 'Personne n’a atteint l’objectif : pas de badge « Défi relevé » cette fois.'
            : `Badge « Défi relevé » pour ${reached.map((participant) => participant.first_name).join(', ')}.`}
        </p>
      </div>
    </Card>
  );
}

function InvitationActions({ challenge }: { challenge: ChallengeDetail }) {
  const answer = useAnswerChallengeMutation();
  const onAnswer = (choice: 'join' | 'decline') =>
    answer.mutate(
      { id: challenge.id, answer: choice },
      {
        onSuccess: () => toast.success(choice === 'join' ? 'Défi rejoint !' : 'Invitation déclinée'),
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
      <p className="text-stone-800">
        {challenge.status === 'declined'
          ? 'Tu as décliné ce défi. Tu peux encore le rejoindre.'
          : `${challenge.creator_first_name} t’invite à ce défi.`}
      </p>
      <div className="flex gap-2">
        <Button size="sm" disabled={answer.isPending} onClick={() => onAnswer('join')}>
          Rejoindre
        </Button>
        {challenge.status === 'invited' && (
          <Button
            size="sm"
            variant="secondary"
            disabled={answer.isPending}
            onClick={() => onAnswer('decline')}
          >
            Décliner
          </Button>
        )}
      </div>
    </Card>
  );
}

/** /challenges/{id} (issue 34): each participant's bar and rank, the days left, and at the end the winners. */
export function ChallengePage({ challengeId, viewerId }: { challengeId: number; viewerId: number }) {
  const query = useChallengeQuery(challengeId);
  const today = parisDay(new Date());

  if (query.isPending)
    return (
      <div
        role="status"
        aria-label="Chargement du défi…"
        className="mx-auto flex w-full max-w-3xl flex-col gap-4"
      >
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 403)
      return (
        <NotFoundScreen
          title={status === 404 ? CHALLENGE_MESSAGES.notFound : CHALLENGE_MESSAGES.notParticipant}
          text="Retrouve tes défis et ceux où tes amis t’invitent dans la liste."
          backTo={PATHS.challenges}
          backLabel="Mes défis"
        />
      );
    return (
      <EmptyState icon={CircleAlert} title="Impossible de charger le défi">
        <Button onClick={() => void query.refetch()}>Réessayer</Button>
      </EmptyState>
    );
  }

  const challenge = query.data;
  const isAnswerable = !challenge.is_ended && challenge.status !== 'joined';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <Link
        to={PATHS.challenges}
        className="inline-flex items-center gap-1.5 font-medium text-sm text-stone-600 hover:text-stone-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Défis
      </Link>
      <header className="flex flex-col gap-2">
        <h1 className="font-extrabold text-2xl text-stone-900 tracking-tight md:text-3xl">
          {challenge.title}
        </h1>
        <p className="font-semibold text-brand-700">{challengeGoal(challenge)}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            {challengePeriod(challenge)}
          </span>
          <span className="inline-flex items-center gap-1.5 font-semibold text-stone-800">
            <Hourglass aria-hidden="true" className="size-4" />
            {challengeTimeLabel(challenge, today)}
          </span>
        </p>
      </header>
      {isAnswerable && <InvitationActions challenge={challenge} />}
      {challenge.is_ended && <ChallengeEnd challenge={challenge} />}
      <Card className="p-5 sm:p-6">
        <h2 className="font-bold text-lg text-stone-900">Classement</h2>
        {challenge.participants.length === 0 ? (
          <p className="py-3 text-stone-600">Personne n’a encore rejoint ce défi.</p>
        ) : (
          <ol aria-label="Classement" className="divide-y divide-stone-100">
            {challenge.participants.map((participant) => (
              <ParticipantRow
                key={participant.user_id}
                participant={participant}
                challenge={challenge}
                isMe={participant.user_id === viewerId}
              />
            ))}
          </ol>
        )}
        {challenge.invited.length > 0 && (
          <p className="mt-3 text-sm text-stone-600">
            En attente de réponse : {challenge.invited.map((invited) => invited.first_name).join(', ')} (
            {countLabel(challenge.invited.length, 'invité', 'invités')})
          </p>
        )}
      </Card>
    </div>
  );
}
