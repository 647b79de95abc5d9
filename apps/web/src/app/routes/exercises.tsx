import { ExerciseLibrary } from '../../features/exercises/components/exercise-library.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export function ExercisesRoute() {
  useDocumentTitle('Exercices');
  return <ExerciseLibrary />;
}
