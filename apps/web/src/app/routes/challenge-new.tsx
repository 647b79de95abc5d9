import { ChallengeFormScreen } from '../../features/challenges/components/challenge-form-screen.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** Issue 34 /challenges/new: « Créer un défi ». */
export function ChallengeNewRoute() {
  useDocumentTitle('Créer un défi');
  return <ChallengeFormScreen />;
}
