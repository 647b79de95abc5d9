import { Check, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { ExerciseListItem } from './exercise-row-parts.tsx';
import { SortableExerciseList } from './sortable-exercise-list.tsx';

type ReorderPanelProps = {
  items: ExerciseListItem[];
  onReorder: (activeId: number, overId: number) => void;
  onDone: () => void;
  onReset: () => void;
};

/** Edit mode « Modifier l'ordre »: the sortable list, then Terminer or Réinitialiser l'ordre. */
export function ReorderPanel({ items, onReorder, onDone, onReset }: ReorderPanelProps) {
  const headingId = useId();
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div>
          <h2 id={headingId} className="font-bold text-stone-900 text-xl">
            Modifier l'ordre
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            Glisse les exercices par la poignée, ou utilise les flèches. Au clavier : Espace sur la poignée,
            puis flèches haut et bas.
          </p>
        </div>
        <SortableExerciseList items={items} onReorder={onReorder} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button size="lg" className="h-14 sm:flex-1" onClick={onDone}>
            <Check aria-hidden="true" className="size-5" />
            Terminer
          </Button>
          <Button variant="secondary" size="lg" className="h-14" onClick={onReset}>
            <RotateCcw aria-hidden="true" className="size-5" />
            Réinitialiser l'ordre
          </Button>
        </div>
      </section>
    </Card>
  );
}
