import type { PlateSettings } from '@elan/domain';
import { BookOpen, ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { Instructions, useExerciseQuery } from '../../player/index.ts';
import { useExerciseHistoryQuery, useExerciseTargetsQuery } from '../api/exercise-progress.ts';
import { EXERCISE_TYPE_LABELS, isOwnExercise } from '../exercise-labels.ts';
import { ProgressCharts, RecentSessions, RecordsPanel } from './exercise-progress.tsx';
import { OwnExerciseActions } from './own-exercise-actions.tsx';
import { TargetHistory } from './target-history.tsx';

function ExerciseNotFound() {
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <h1 className="font-bold text-2xl text-stone-900">Exercice non trouvé</h1>
      <Link to={PATHS.exercises} className="font-semibold text-brand-700 underline underline-offset-2">
        Voir tous les exercices
      </Link>
    </Card>
  );
}

/**
 * `/exercises/{id}`: how to do it, and the member's own history of it; with a rule, the target loads
 * beside the 1RM chart, on the member's bar and plates (issue 31).
 */
export function ExercisePage({ exerciseId, plates }: { exerciseId: number; plates: PlateSettings }) {
  const exercise = useExerciseQuery(exerciseId);
  const history = useExerciseHistoryQuery(exerciseId);
  const targets = useExerciseTargetsQuery(exerciseId, plates);
  useDocumentTitle(exercise.data?.name ?? 'Exercice');
  if (exercise.isError) return <ExerciseNotFound />;
  const detail = exercise.data;
  return (
    <div className="flex flex-col gap-6">
      <Link
        to={PATHS.exercises}
        className="inline-flex w-fit items-center gap-1 font-semibold text-brand-700 text-sm hover:underline"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Tous les exercices
      </Link>
      {detail ? (
        <header>
          <h1 className="font-extrabold text-3xl text-stone-900 tracking-tight md:text-4xl">{detail.name}</h1>
          <p className="mt-2 flex flex-wrap gap-2 text-sm">
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">
              {detail.muscle_group}
            </span>
            <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-stone-700">
              {EXERCISE_TYPE_LABELS[detail.type as keyof typeof EXERCISE_TYPE_LABELS] ?? detail.type}
            </span>
            {isOwnExercise(detail) && (
              <span className="rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-800">
                Mon exercice
              </span>
            )}
          </p>
          {isOwnExercise(detail) && <OwnExerciseActions exercise={detail} />}
        </header>
      ) : (
        <Skeleton className="h-12 w-2/3" />
      )}
      {history.data ? (
        <>
          <ProgressCharts history={history.data} />
          {targets.data && <TargetHistory series={targets.data} />}
          <RecordsPanel records={history.data.records} />
        </>
      ) : (
        <Skeleton className="h-72" />
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-5 md:p-6">
          <h2 className="mb-4 flex items-center gap-2 font-bold text-lg text-stone-900">
            <BookOpen aria-hidden="true" className="size-5 text-brand-600" />
            Comment faire ?
          </h2>
          {detail?.instructions ? (
            <Instructions instructions={detail.instructions} />
          ) : (
            <p className="text-stone-600">Pas encore d’instructions pour cet exercice.</p>
          )}
        </Card>
        {history.data && <RecentSessions sessions={history.data.recent} />}
      </div>
    </div>
  );
}
