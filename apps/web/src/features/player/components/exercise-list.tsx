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
import { ArrowDown, ArrowUp, Check, GripVertical, Play, Repeat } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { PlayerExercise } from '../player-state.ts';
import { restLabel, setsProgressLabel, targetLabel } from './exercise-meta.ts';

export type ExerciseListItem = {
  exercise: PlayerExercise;
  completed: number;
  isCurrent: boolean;
  isComplete: boolean;
  isSelected: boolean;
  /** 1-based place in the running circuit. */
  circuitIndex: number | null;
};

type ExerciseListProps = {
  items: ExerciseListItem[];
  /** What each row offers: start it now, tick it for a circuit, or nothing. */
  interaction: 'linear' | 'circuit-selection' | 'none';
  onSelectExercise: (exerciseId: number) => void;
  onToggleSelection: (exerciseId: number) => void;
};

function StatusBadge({ item }: { item: ExerciseListItem }) {
  if (item.isComplete) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 font-semibold text-emerald-800 text-xs">
        <Check aria-hidden="true" className="size-3.5" />
        Terminé
      </span>
    );
  }
  if (item.isCurrent) {
    return (
      <span className="rounded-full bg-brand-100 px-2.5 py-1 font-semibold text-brand-800 text-xs">
        En cours
      </span>
    );
  }
  return null;
}

function ExerciseSummary({ item }: { item: ExerciseListItem }) {
  const { exercise } = item;
  return (
    <span className="min-w-0 flex-1">
      <span className="block break-words font-semibold text-stone-900">{exercise.exercise_name}</span>
      <span className="block text-stone-500 text-xs">
        {targetLabel(exercise)} · {restLabel(exercise)}
      </span>
      <span className="mt-1 flex flex-wrap items-center gap-2">
        <span className="font-medium text-stone-700 text-xs tabular-nums">
          {setsProgressLabel(item.completed, exercise.sets)}
        </span>
        {item.circuitIndex !== null && (
          <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 font-semibold text-violet-800 text-xs">
            <Repeat aria-hidden="true" className="size-3" />
            Circuit · {item.circuitIndex}
          </span>
        )}
      </span>
    </span>
  );
}

function rowClassName(item: ExerciseListItem): string {
  const base = 'flex min-h-16 items-center gap-3 rounded-2xl border bg-white p-3 transition-colors';
  if (item.isCurrent) return `${base} border-brand-300 ring-2 ring-brand-500/30`;
  if (item.isComplete) return `${base} border-stone-200 bg-stone-50 opacity-80`;
  return `${base} border-stone-200`;
}

function PositionBadge({ position, isComplete }: { position: number; isComplete: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`grid size-10 shrink-0 place-items-center rounded-xl font-bold tabular-nums ${
        isComplete ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-100 text-stone-700'
      }`}
    >
      {isComplete ? <Check className="size-5" /> : position}
    </span>
  );
}

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

// ————— Edit mode —————

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
