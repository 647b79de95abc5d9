import { FriendsScreen } from '../../features/social/components/friends-screen.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** /friends (CONTRACT « Friends »): manage the circle. */
export function FriendsRoute() {
  useDocumentTitle('Mes amis');
  return <FriendsScreen />;
}
