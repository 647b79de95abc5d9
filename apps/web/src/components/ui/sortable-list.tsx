import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
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
import type { CSSProperties, ReactNode } from 'react';

/** Read out for the handle instead of @dnd-kit's English « sortable ». */
const SORTABLE_ROLE_DESCRIPTION = 'élément déplaçable';

const ICON_BUTTON =
  'grid size-11 shrink-0 place-items-center rounded-xl text-stone-700 transition-colors hover:bg-stone-100 ' +
  'active:bg-stone-200 disabled:cursor-not-allowed disabled:opacity-40';

type SortableListProps = {
  /** The rows' keys, in order. */
  ids: string[];
  /** What a screen reader hears a row called (« la séance Push », « Squat »). */
  nameOf: (id: string) => string;
  /** Read before the drag starts: how to move a row with the keyboard. */
  instructions: string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
};

/**
 * A list reordered by dragging (pointer, touch, or the handle's keyboard with @dnd-kit), with
 * French announcements; each row also has « Monter » / « Descendre » buttons (WCAG 2.5.7).
 */
export function SortableList({ ids, nameOf, instructions, onMove, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positionOf = (id: string | number) => ids.indexOf(String(id)) + 1;
  const name = (id: string | number) => nameOf(String(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `${name(active.id)} saisi, position ${positionOf(active.id)} sur ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${name(active.id)} au-dessus de la position ${positionOf(over.id)} sur ${ids.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} déposé en position ${positionOf(over.id)} sur ${ids.length}.`
        : `${name(active.id)} déposé.`,
    onDragCancel: ({ active }) => `Déplacement annulé : ${name(active.id)} reste à sa place.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One row's drag state: its node, its style while moving, and its handle. */
export function useSortableRow(id: string, handleLabel: string) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, attributes: { roleDescription: SORTABLE_ROLE_DESCRIPTION } });
  const style: CSSProperties = { transform: CSS.Transform.toString(transform), transition };
  const handle = (
    <button
      ref={setActivatorNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      aria-label={handleLabel}
      className="grid size-11 shrink-0 cursor-grab touch-none place-items-center rounded-xl bg-stone-100 text-stone-600 hover:bg-stone-200 active:cursor-grabbing"
    >
      <GripVertical aria-hidden="true" className="size-5" />
    </button>
  );
  return { setNodeRef, style, handle, isDragging };
}

type MoveButtonsProps = {
  /** Names the row: « Monter la séance Push ». */
  name: string;
  index: number;
  count: number;
  isDisabled?: boolean;
  onMove: (from: number, to: number) => void;
};

/** « Monter » and « Descendre »: the keyboard's and the switch user's way to reorder. */
export function MoveButtons({ name, index, count, isDisabled = false, onMove }: MoveButtonsProps) {
  return (
    <div className="flex shrink-0 gap-1">
      <button
        type="button"
        aria-label={`Monter ${name}`}
        disabled={isDisabled || index === 0}
        onClick={() => onMove(index, index - 1)}
        className={ICON_BUTTON}
      >
        <ArrowUp aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        aria-label={`Descendre ${name}`}
        disabled={isDisabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
        className={ICON_BUTTON}
      >
        <ArrowDown aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
