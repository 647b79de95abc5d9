import { type FeedEvent, REACTION_EMOJIS, type ReactionEmoji } from '@elan/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths.ts';
import { FeedComments } from '../../comments/index.ts';
import { feedQueryOptions } from '../api/get-feed.ts';
import { useReactMutation } from '../api/react-to-event.ts';
import { feedTime } from '../social-format.ts';
import { FeedWorkoutFacts } from './feed-workout.tsx';
import { ReactionBar } from './reaction-bar.tsx';
import { SocialAvatar } from './social-avatar.tsx';

type FeedEventCardProps = {
  event: FeedEvent;
  /** The caller: their own events show counts, not buttons (the server refuses self-reactions). */
  viewerId: number;
  now: Date;
  /** The viewer's circle is open today: they may comment on workout cards (issue 34). */
  canComment: boolean;
};

const isReactionEmoji = (value: string | null): value is ReactionEmoji =>
  value !== null && (REACTION_EMOJIS as readonly string[]).includes(value);

/**
 * Spec §2 feed entry: avatar or initial, name, emoji, message, relative time, duration; reactions.
 * A completed session with its completion is a workout card (issue 29, decision 075); badges,
 * streaks and programme starts are smaller lines.
 */
export function FeedEventCard({ event, viewerId, now, canComment }: FeedEventCardProps) {
  const react = useReactMutation();
  const queryClient = useQueryClient();
  // A comment changes the card's count: the feed is read again (one statement).
  const onCommentsChanged = () =>
    void queryClient.invalidateQueries({ queryKey: feedQueryOptions().queryKey });
  const onReact = (emoji: string | null) => {
    react.mutate({ eventId: event.id, emoji: isReactionEmoji(emoji) ? emoji : null });
  };
  const { workout } = event;
  const isSmall = event.type !== 'session_completed';

  return (
    <article
      aria-label={`${event.name} : ${event.message}`}
      data-kind={workout ? 'workout' : isSmall ? 'line' : 'event'}
      className={
        isSmall
          ? 'flex gap-3 rounded-2xl border border-stone-200/60 bg-white/70 px-4 py-3 text-sm'
          : 'flex gap-3 rounded-2xl border border-stone-200/80 bg-white p-4 shadow-sm shadow-stone-900/5'
      }
    >
      <Link to={pathTo.memberProfile(event.user_id)} className="shrink-0 self-start rounded-full">
        <SocialAvatar name={event.name} avatarUrl={event.avatar_url} />
        <span className="sr-only">Voir le profil de {event.name}</span>
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <Link
            to={pathTo.memberProfile(event.user_id)}
            className="font-semibold text-stone-900 hover:underline"
          >
            {event.name}
          </Link>
          <time dateTime={event.created_at} className="text-stone-500 text-xs">
            {feedTime(event.created_at, now)}
          </time>
        </div>
        <p className="text-stone-700">
          <span aria-hidden="true" className={isSmall ? 'mr-1.5' : 'mr-1.5 text-lg'}>
            {event.emoji}
          </span>
          {event.message}
        </p>
        {workout ? (
          <FeedWorkoutFacts workout={workout} memberName={event.name} />
        ) : (
          event.duration !== null && (
            <p className="inline-flex items-center gap-1 text-sm text-stone-600">
              <Clock aria-hidden="true" className="size-4" />
              {event.duration} min
            </p>
          )
        )}
        <ReactionBar
          emojis={REACTION_EMOJIS}
          counts={event.reactions.counts}
          mine={event.reactions.mine}
          isBusy={react.isPending}
          isReadOnly={event.user_id === viewerId}
          onReact={onReact}
        />
        {workout && event.completion_id !== null && (
          <FeedComments
            completionId={event.completion_id}
            count={workout.comments_count}
            canComment={canComment}
            onChanged={onCommentsChanged}
          />
        )}
      </div>
    </article>
  );
}
