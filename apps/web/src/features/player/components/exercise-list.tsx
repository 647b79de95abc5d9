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

type Segment = { letter: string | null; rows: { item: ExerciseListItem; index: number }[] };

/** Consecutive rows of one superset together (its letter, « A »), every other row alone. */
function segments(items: ExerciseListItem[]): Segment[] {
  const result: Segment[] = [];
  for (const [index, item] of items.entries()) {
    const letter = item.supersetLabel?.replace(/\d+$/, '') ?? null;
    const last = result.at(-1);
    if (letter !== null && last?.letter === letter) last.rows.push({ item, index });
    else result.push({ letter, rows: [{ item, index }] });
  }
  return result;
}

/**
 * The session's exercises in order, with their progress; starts one, or ticks it for a circuit.
 * A superset's members sit together behind a bracket with its letter (issue 30).
 */
export function ExerciseList({ items, interaction, onSelectExercise, onToggleSelection }: ExerciseListProps) {
  const row = ({ item, index }: { item: ExerciseListItem; index: number }) => (
    <ExerciseRow
      key={item.exercise.id}
      item={item}
      index={index}
      interaction={interaction}
      onSelectExercise={onSelectExercise}
      onToggleSelection={onToggleSelection}
    />
  );
  return (
    <ol className="flex flex-col gap-2">
      {segments(items).map((segment) =>
        segment.letter === null ? (
          segment.rows.map(row)
        ) : (
          <li key={`superset-${segment.letter}`} className="flex gap-1.5">
            <span aria-hidden="true" className="flex w-5 shrink-0 flex-col items-center gap-1">
              <span className="font-bold text-brand-700 text-xs">{segment.letter}</span>
              <span className="w-3 flex-1 self-end rounded-l-lg border-brand-400 border-y-2 border-l-4" />
            </span>
            <ol aria-label={`Superset ${segment.letter}`} className="flex min-w-0 flex-1 flex-col gap-2">
              {segment.rows.map(row)}
            </ol>
          </li>
        ),
      )}
    </ol>
  );
}

type ExerciseRowProps = Omit<ExerciseListProps, 'items'> & { item: ExerciseListItem; index: number };

function ExerciseRow({ item, index, interaction, onSelectExercise, onToggleSelection }: ExerciseRowProps) {
  const { exercise } = item;
  if (interaction === 'circuit-selection') {
    const checkboxId = `circuit-${exercise.id}`;
    return (
      <li>
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
    <li className={rowClassName(item)}>
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
}
