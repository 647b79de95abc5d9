import type { ChallengeSummary } from '@elan/domain';
import { CalendarDays, Flag, Users } from 'lucide-react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { pathTo } from '../../../config/paths.ts';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useAnswerChallengeMutation } from '../api/answer-challenge.ts';
import { challengeGoal, challengePeriod, challengeTimeLabel } from '../challenge-format.ts';

/** One challenge of the list: what it asks, until when, and « Rejoindre » / « Décliner » when invited. */
export function ChallengeCard({ challenge, today }: { challenge: ChallengeSummary; today: string }) {
  const answer = useAnswerChallengeMutation();
  const isInvited = challenge.status === 'invited';
  const onAnswer = (choice: 'join' | 'decline') =>
    answer.mutate(
      { id: challenge.id, answer: choice },
      {
        onSuccess: () => toast.success(choice === 'join' ? 'Défi rejoint !' : 'Invitation déclinée'),
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  return (
    <Card className={`flex flex-col gap-3 p-4 sm:p-5 ${challenge.is_ended ? 'opacity-80' : ''}`.trim()}>
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-600">
          <Flag aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-bold text-stone-900">
            <Link to={pathTo.challenge(challenge.id)} className="hover:underline">
              {challenge.title}
            </Link>
          </h3>
          <p className="text-sm text-stone-600">{challengeGoal(challenge)}</p>
          {isInvited && <p className="text-sm text-stone-600">{challenge.creator_first_name} vous invite</p>}
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-1 font-semibold text-xs ${
            challenge.is_ended ? 'bg-stone-100 text-stone-600' : 'bg-emerald-50 text-emerald-700'
          }`}
        >
          {challengeTimeLabel(challenge, today)}
        </span>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          {challengePeriod(challenge)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4" />
          {challenge.participants_count} {challenge.participants_count > 1 ? 'participants' : 'participant'}
        </span>
      </p>
      {isInvited && !challenge.is_ended && (
        <div className="flex gap-2">
          <Button size="sm" disabled={answer.isPending} onClick={() => onAnswer('join')}>
            Rejoindre
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={answer.isPending}
            onClick={() => onAnswer('decline')}
          >
            Décliner
          </Button>
        </div>
      )}
    </Card>
  );
}
