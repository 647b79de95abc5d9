import { CHALLENGE_MESSAGES } from '@elan/domain';
import { useParams } from 'react-router';
import { NotFoundScreen } from '../../components/ui/not-found-screen.tsx';
import { PATHS, parseRouteId } from '../../config/paths.ts';
import { useAuth } from '../../features/auth/auth-provider.tsx';
import { ChallengePage } from '../../features/challenges/components/challenge-page.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** Issue 34 /challenges/{id}: the ranking, the days left, the end. */
export function ChallengeDetailRoute() {
  const { challengeId } = useParams();
  const { user } = useAuth();
  useDocumentTitle('Défi');
  const id = parseRouteId(challengeId);
  if (!user) return null;
  if (id === null)
    return (
      <NotFoundScreen
        title={CHALLENGE_MESSAGES.notFound}
        text="Retrouve tes défis dans la liste."
        backTo={PATHS.challenges}
        backLabel="Mes défis"
      />
    );
  return <ChallengePage key={id} challengeId={id} viewerId={user.id} />;
}
