import { Play } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import {
  type ExerciseListItem,
  ExerciseSummary,
  PositionBadge,
  rowClassName,
  StatusBadge,
} from './exercise-row-parts.tsx';

type ExerciseListProps = {
  items: ExerciseListItem[];
  /** What each row offers: start it now, tick it for a circuit, or nothing. */
  interaction: 'linear' | 'circuit-selection' | 'none';
  onSelectExercise: (exerciseId: number) => void;
  onToggleSelection: (exerciseId: number) => void;
};

/** The session's exercises in order, with their progress; starts one, or ticks it for a circuit. */
export function ExerciseList({ items, interaction, onSelectExercise, onToggleSelection }: ExerciseListProps) {
  return (
    <ol className="flex flex-col gap-2">
      {items.map((item, index) => {
        const { exercise } = item;
        if (interaction === 'circuit-selection') {
          const checkboxId = `circuit-${exercise.id}`;
          return (
            <li key={exercise.id}>
              <label
                htmlFor={checkboxId}
                className={`${rowClassName(item)} ${item.isComplete ? 'cursor-not-allowed' : 'cursor-pointer hover:border-violet-300'} ${
                  item.isSelected ? 'border-violet-400 bg-violet-50/60' : ''
                }`}
              >
                <input
                  id={checkboxId}
                  type="checkbox"
                  checked={item.isSelected}
                  disabled={item.isComplete}
                  onChange={() => onToggleSelection(exercise.id)}
                  className="size-6 shrink-0 accent-violet-700"
                />
                <ExerciseSummary item={item} />
                <StatusBadge item={item} />
              </label>
            </li>
          );
        }
        const canStart = interaction === 'linear' && !item.isComplete && !item.isCurrent;
        return (
          <li key={exercise.id} className={rowClassName(item)}>
            <PositionBadge position={index + 1} isComplete={item.isComplete} />
            <ExerciseSummary item={item} />
            <StatusBadge item={item} />
            {canStart && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onSelectExercise(exercise.id)}
                aria-label={`Faire maintenant : ${exercise.exercise_name}`}
                className="h-10 shrink-0"
              >
                <Play aria-hidden="true" className="size-4" />
                <span className="hidden sm:inline">Faire maintenant</span>
              </Button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
