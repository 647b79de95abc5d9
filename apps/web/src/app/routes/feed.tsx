import { useAuth } from '../../features/auth/auth-provider.tsx';
import { FeedScreen } from '../../features/social/components/feed-screen.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** Spec /feed: the friends' circle and, once the member trained today, their feed. */
export function FeedRoute() {
  const { user } = useAuth();
  useDocumentTitle('Cercle');
  if (!user) return null;
  return <FeedScreen me={{ id: user.id, name: `${user.first_name} ${user.last_name}`, avatar_url: null }} />;
}
