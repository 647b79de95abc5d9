import { Navigate, useParams } from 'react-router';
import { PATHS } from '../../config/paths.ts';
import { ExercisePage } from '../../features/exercises/components/exercise-page.tsx';
import { loadPlateSettings } from '../../features/player/plate-settings.ts';

export function ExerciseDetailRoute() {
  const { exerciseId } = useParams();
  const id = exerciseId && /^\d{1,10}$/.test(exerciseId) ? Number(exerciseId) : 0;
  if (id <= 0 || id > 2_147_483_647) return <Navigate to={PATHS.exercises} replace />;
  return <ExercisePage key={id} exerciseId={id} plates={loadPlateSettings()} />;
}
