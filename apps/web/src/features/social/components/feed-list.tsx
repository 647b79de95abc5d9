import { SOCIAL_LIMITS } from '@elan/domain';
import { PartyPopper, Sparkles, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFeedQuery } from '../api/get-feed.ts';
import { SOCIAL_PATHS } from '../social-paths.ts';
import { FeedEventCard } from './feed-event-card.tsx';

/** Refreshes the relative times once a minute while the feed is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Spec §2 feed, unlocked: friends' events, 50 a page, the next page asked when the end of the
 * list scrolls into view (a button does the same for keyboards). « Vous êtes à jour ! » once it
 * holds 10 events or more and nothing older remains. Load failures are only logged (spec §8).
 */
export function FeedList({ viewerId, hasFriends }: { viewerId: number; hasFriends: boolean }) {
  const feed = useFeedQuery({ isEnabled: true });
  const now = useNow();
  const sentinelRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  useEffect(() => {
    if (feed.error) console.error('Chargement du feed impossible', feed.error);
  }, [feed.error]);

  if (feed.isPending) {
    return (
      <div role="status" aria-label="Chargement du feed…" className="flex flex-col gap-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-28" />
        ))}
      </div>
    );
  }

  const events = feed.data?.pages.flatMap((page) => page.feed) ?? [];
  // The page says whether the viewer's circle is open (it was when the feed was shown).
  const canComment = feed.data?.pages[0]?.locked === false;
  if (events.length === 0 && !hasFriends) {
    return (
      <EmptyState icon={UserPlus} title="Ton cercle est encore vide">
        <p className="max-w-xs text-sm text-stone-600">
          Ajoute tes partenaires d'entraînement : leurs séances apparaîtront ici, et les tiennes chez eux.
        </p>
        <Link to={SOCIAL_PATHS.friends} className={buttonClassName()}>
          Trouver des amis
        </Link>
      </EmptyState>
    );
  }
  if (events.length === 0) {
    return (
      <EmptyState icon={Sparkles} title="Pas encore d'activité dans ton cercle">
        <p className="max-w-xs text-sm text-stone-600">
          Les séances, séries et badges de tes amis apparaîtront ici dès qu'ils bougeront.
        </p>
      </EmptyState>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <ol aria-label="Activité de mes amis" className="flex flex-col gap-3">
        {events.map((event) => (
          <li key={event.id}>
            <FeedEventCard event={event} viewerId={viewerId} now={now} canComment={canComment} />
          </li>
        ))}
      </ol>
      <div ref={sentinelRef} />
      {hasNextPage ? (
        <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? <Spinner size="sm" label="Chargement de la suite…" /> : null}
          Voir les activités plus anciennes
        </Button>
      ) : (
        events.length >= SOCIAL_LIMITS.upToDateAfter && (
          <p className="flex items-center justify-center gap-2 py-3 font-semibold text-emerald-800">
            <PartyPopper aria-hidden="true" className="size-5" />
            Vous êtes à jour !
          </p>
        )
      )}
    </div>
  );
}
