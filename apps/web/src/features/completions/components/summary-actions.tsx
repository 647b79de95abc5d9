import { ArrowRight, LayoutDashboard, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { PATHS, pathTo } from '../../../config/paths.ts';

type SummaryActionsProps = {
  programId: number | undefined;
  isLeaving: boolean;
  onLeave: (path: string) => void;
};

/** Spec /session-summary ways out: the programme, or the dashboard (both save notes and feeling first). */
export function SummaryActions({ programId, isLeaving, onLeave }: SummaryActionsProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
      {programId !== undefined && (
        <Button
          variant="secondary"
          size="lg"
          className="h-14"
          disabled={isLeaving}
          onClick={() => onLeave(pathTo.program(programId))}
        >
          Voir le programme
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
      )}
      <Button size="lg" className="h-14" disabled={isLeaving} onClick={() => onLeave(PATHS.dashboard)}>
        {isLeaving ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <LayoutDashboard aria-hidden="true" className="size-5" />
        )}
        Retour au dashboard
      </Button>
    </div>
  );
}
