import { ArrowUpDown } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { PlayerMode } from '../player-state.ts';
import { ModeToggle } from './mode-toggle.tsx';

type PlayerToolbarProps = {
  mode: PlayerMode;
  isEditing: boolean;
  isCircuitRunning: boolean;
  onModeChange: (mode: PlayerMode) => void;
  onEdit: () => void;
};

/** Linear or circuit, and « Modifier l'ordre » (not while a circuit runs). */
export function PlayerToolbar({
  mode,
  isEditing,
  isCircuitRunning,
  onModeChange,
  onEdit,
}: PlayerToolbarProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <ModeToggle mode={mode} onChange={onModeChange} isDisabled={isEditing} />
      {!isEditing && (
        <Button variant="secondary" className="h-11" onClick={onEdit} disabled={isCircuitRunning}>
          <ArrowUpDown aria-hidden="true" className="size-4" />
          Modifier l'ordre
        </Button>
      )}
    </div>
  );
}
