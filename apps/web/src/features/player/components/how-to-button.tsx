import { CircleHelp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { HowToDialog } from './how-to-dialog.tsx';

type HowToButtonProps = { exerciseId: number; exerciseName: string; className?: string };

/** « Comment faire ? », beside an exercise in the player and in a programme's sessions. */
export function HowToButton({ exerciseId, exerciseName, className = 'h-10 px-3' }: HowToButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" className={className} onClick={() => setIsOpen(true)}>
        <CircleHelp aria-hidden="true" className="size-4" />
        Comment faire ?<span className="sr-only"> ({exerciseName})</span>
      </Button>
      {isOpen && (
        <HowToDialog exerciseId={exerciseId} exerciseName={exerciseName} onClose={() => setIsOpen(false)} />
      )}
    </>
  );
}
