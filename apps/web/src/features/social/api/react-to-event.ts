import type { ReactionEmoji, Reactions } from '@elan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { socialApiClient } from '../../../lib/api-client.ts';
import { feedQueryOptions } from './get-feed.ts';

type ReactInput = { eventId: number; emoji: ReactionEmoji | null };

/** PUT /social/feed/events/{id}/reaction {emoji}, or DELETE it to take the reaction back. */
export function reactToEvent({ eventId, emoji }: ReactInput): Promise<Reactions> {
  const path = `/social/feed/events/${eventId}/reaction`;
  return emoji === null
    ? socialApiClient.delete<Reactions>(path)
    : socialApiClient.put<Reactions>(path, { emoji });
}

/** The answer carries the event's new counts: written into the loaded pages, no refetch of 50 events. */
export function useReactMutation() {
  const queryClient = useQueryClient();
  const { queryKey } = feedQueryOptions();
  return useMutation({
    mutationFn: reactToEvent,
    onSuccess: (reactions, { eventId }) => {
      queryClient.setQueryData(queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                feed: page.feed.map((event) => (event.id === eventId ? { ...event, reactions } : event)),
              })),
            }
          : data,
      );
    },
  });
}
