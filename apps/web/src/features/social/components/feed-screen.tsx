import { APP_NAME } from '@elan/domain';
import { CircleAlert, Flag, Share2, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useCircleQuery } from '../api/get-circle.ts';
import { SOCIAL_PATHS } from '../social-paths.ts';
import { CirclePanel } from './circle-panel.tsx';
import { FeedList } from './feed-list.tsx';
import { LockedFeedPanel } from './locked-feed-panel.tsx';

type FeedScreenProps = {
  me: { id: number; name: string; avatar_url: string | null };
  /** Issue 34: the weekly streak's line, composed by the route (it is the badges feature's read). */
  weeksStreak?: ReactNode;
};

function CircleError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState icon={CircleAlert} title="Impossible de charger le cercle">
      <Button onClick={onRetry}>Réessayer</Button>
    </EmptyState>
  );
}

/** Spec §2 /feed: the circle on the left, the friends' feed (or the lock) on the right. */
export function FeedScreen({ me, weeksStreak }: FeedScreenProps) {
  const circle = useCircleQuery();

  let body: ReactNode;
  if (circle.isPending) {
    body = (
      <div role="status" aria-label="Chargement du cercle…" className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <Skeleton className="h-[28rem]" />
        <Skeleton className="h-64" />
      </div>
    );
  } else if (circle.isError) {
    body = <CircleError onRetry={() => void circle.refetch()} />;
  } else if (!circle.data) {
    body = <EmptyState icon={CircleAlert} title="Aucune donnée disponible" />;
  } else {
    const isUnlocked = circle.data.user_status.unlocked;
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <CirclePanel circle={circle.data} me={me} weeksStreak={weeksStreak} />
        <section aria-labelledby="feed-heading" className="flex flex-col gap-3">
          <h2 id="feed-heading" className="font-bold text-lg text-stone-900">
            Activité du cercle
          </h2>
          {isUnlocked ? (
            <FeedList viewerId={me.id} hasFriends={circle.data.circle.total_friends > 0} />
          ) : (
            <LockedFeedPanel />
          )}
        </section>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-extrabold text-2xl text-stone-900 tracking-tight md:text-3xl">
            Cercle {APP_NAME}
          </h1>
          <p className="text-stone-600">Entraîne-toi, puis vois ce que tes amis ont fait aujourd'hui.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={PATHS.challenges} className={buttonClassName({ variant: 'secondary' })}>
            <Flag aria-hidden="true" className="size-4" />
            Défis
          </Link>
          <Link to={SOCIAL_PATHS.share} className={buttonClassName()}>
            <Share2 aria-hidden="true" className="size-4" />
            Partager
          </Link>
          <Link to={PATHS.profile} className={buttonClassName({ variant: 'secondary' })}>
            <UserRound aria-hidden="true" className="size-4" />
            Profil
          </Link>
        </div>
      </header>
      {body}
    </div>
  );
}
