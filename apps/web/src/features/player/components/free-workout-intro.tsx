import { Dumbbell } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

/** The empty free workout: what it is, and the button that starts filling it. */
export function FreeWorkoutIntro({ children }: { children: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-4 p-8 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <Dumbbell aria-hidden="true" className="size-7" />
      </span>
      <div>
        <h2 className="font-bold text-stone-900 text-xl">Ta séance, tes exercices</h2>
        <p className="mt-1 text-stone-600">
          Ajoute les exercices au fur et à mesure : séries, charges et repos comme dans un programme.
        </p>
      </div>
      {children}
    </Card>
  );
}
