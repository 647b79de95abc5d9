import { MoveButtons, SortableList, useSortableRow } from '../../../components/ui/sortable-list.tsx';
import { type ExerciseListItem, ExerciseSummary, rowClassName } from './exercise-row-parts.tsx';

type SortableExerciseListProps = {
  items: ExerciseListItem[];
  onReorder: (activeId: number, overId: number) => void;
};

const SCREEN_READER_INSTRUCTIONS =
  'Pour déplacer un exercice, appuyez sur Espace ou Entrée, utilisez les flèches haut et bas, ' +
  'puis Espace ou Entrée pour le déposer, ou Échap pour annuler.';

function SortableRow({
  item,
  index,
  count,
  onMove,
}: {
  item: ExerciseListItem;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  const name = item.exercise.exercise_name;
  const { setNodeRef, style, handle, isDragging } = useSortableRow(
    String(item.exercise.id),
    `Déplacer ${name} (position ${index + 1} sur ${count})`,
  );
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`${rowClassName(item)} ${isDragging ? 'relative z-10 shadow-lg ring-2 ring-brand-500' : ''}`}
    >
      {handle}
      <ExerciseSummary item={item} />
      <MoveButtons name={name} index={index} count={count} onMove={onMove} />
    </li>
  );
}

/**
 * Edit mode: drag to reorder (pointer, touch or keyboard with @dnd-kit), and Monter / Descendre
 * buttons for whoever cannot drag (WCAG 2.5.7) — the programme editor's sortable list.
 */
export function SortableExerciseList({ items, onReorder }: SortableExerciseListProps) {
  const ids = items.map((item) => String(item.exercise.id));
  const onMove = (from: number, to: number) => {
    const moved = items[from];
    const target = items[to];
    if (moved && target) onReorder(moved.exercise.id, target.exercise.id);
  };
  return (
    <SortableList
      ids={ids}
      nameOf={(id) =>
        items.find((item) => String(item.exercise.id) === id)?.exercise.exercise_name ?? 'Exercice'
      }
      instructions={SCREEN_READER_INSTRUCTIONS}
      onMove={onMove}
    >
      <ol className="flex flex-col gap-2">
        {items.map((item, index) => (
          <SortableRow
            key={item.exercise.id}
            item={item}
            index={index}
            count={items.length}
            onMove={onMove}
          />
        ))}
      </ol>
    </SortableList>
  );
}
