import { ChallengesScreen } from '../../features/challenges/components/challenges-screen.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** Issue 34 /challenges: the member's challenges. */
export function ChallengesRoute() {
  useDocumentTitle('Défis');
  return <ChallengesScreen />;
}
