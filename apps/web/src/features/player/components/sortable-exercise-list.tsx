import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ExerciseListItem, ExerciseSummary, rowClassName } from './exercise-row-parts.tsx';

type SortableExerciseListProps = {
  items: ExerciseListItem[];
  onReorder: (activeId: number, overId: number) => void;
};

const ICON_BUTTON =
  'grid size-11 place-items-center rounded-xl text-stone-700 transition-colors hover:bg-stone-100 ' +
  'active:bg-stone-200 disabled:cursor-not-allowed disabled:opacity-40';

/** Read out for the handle instead of @dnd-kit's English « sortable ». */
export const SORTABLE_ROLE_DESCRIPTION = 'élément déplaçable';

const SCREEN_READER_INSTRUCTIONS =
  'Pour déplacer un exercice, appuyez sur Espace ou Entrée, utilisez les flèches haut et bas, ' +
  'puis Espace ou Entrée pour le déposer, ou Échap pour annuler.';

function SortableRow({
  item,
  position,
  total,
  children,
}: {
  item: ExerciseListItem;
  position: number;
  total: number;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.exercise.id, attributes: { roleDescription: SORTABLE_ROLE_DESCRIPTION } });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`${rowClassName(item)} ${isDragging ? 'relative z-10 shadow-lg ring-2 ring-brand-500' : ''}`}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Déplacer ${item.exercise.exercise_name} (position ${position} sur ${total})`}
        className="grid size-11 shrink-0 cursor-grab touch-none place-items-center rounded-xl bg-stone-100 text-stone-600 hover:bg-stone-200 active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      <ExerciseSummary item={item} />
      {children}
    </li>
  );
}

/**
 * Edit mode: drag to reorder (pointer, touch or keyboard with @dnd-kit), and Monter / Descendre
 * buttons for whoever cannot drag (WCAG 2.5.7).
 */
export function SortableExerciseList({ items, onReorder }: SortableExerciseListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.exercise.id);
  const nameOf = (id: UniqueIdentifier) =>
    items.find((item) => item.exercise.id === id)?.exercise.exercise_name ?? 'Exercice';
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `${nameOf(active.id)} saisi, position ${positionOf(active.id)} sur ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} au-dessus de la position ${positionOf(over.id)} sur ${ids.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} déposé en position ${positionOf(over.id)} sur ${ids.length}.`
        : `${nameOf(active.id)} déposé.`,
    onDragCancel: ({ active }) => `Déplacement annulé : ${nameOf(active.id)} reste à sa place.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onReorder(Number(active.id), Number(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-2">
          {items.map((item, index) => {
            const previous = items[index - 1];
            const next = items[index + 1];
            const name = item.exercise.exercise_name;
            return (
              <SortableRow key={item.exercise.id} item={item} position={index + 1} total={items.length}>
                <div className="flex shrink-0 gap-1">
                  <button
                    type="button"
                    aria-label={`Monter ${name}`}
                    disabled={!previous}
                    onClick={() => previous && onReorder(item.exercise.id, previous.exercise.id)}
                    className={ICON_BUTTON}
                  >
                    <ArrowUp aria-hidden="true" className="size-5" />
                  </button>
                  <button
                    type="button"
                    aria-label={`Descendre ${name}`}
                    disabled={!next}
                    onClick={() => next && onReorder(item.exercise.id, next.exercise.id)}
                    className={ICON_BUTTON}
                  >
                    <ArrowDown aria-hidden="true" className="size-5" />
                  </button>
                </div>
              </SortableRow>
            );
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
