import { ArrowRight, LayoutDashboard, LoaderCircle, Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { PATHS, pathTo } from '../../../config/paths.ts';

type SummaryActionsProps = {
  programId: number | undefined;
  /** The saved completion: sharing it leads (issue 29). */
  completionId: number | undefined;
  isLeaving: boolean;
  onLeave: (path: string) => void;
};

/**
 * Spec /session-summary ways out: the programme, or the dashboard; once saved, « Partager » first
 * (issue 29). Each saves notes and feeling before it leaves.
 */
export function SummaryActions({ programId, completionId, isLeaving, onLeave }: SummaryActionsProps) {
  const canShare = completionId !== undefined;
  return (
    <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
      {canShare && (
        <Button
          size="lg"
          className="h-14"
          disabled={isLeaving}
          onClick={() => onLeave(pathTo.share(completionId))}
        >
          <Share2 aria-hidden="true" className="size-5" />
          Partager
        </Button>
      )}
      <Button
        variant={canShare ? 'secondary' : 'primary'}
        size="lg"
        className="h-14"
        disabled={isLeaving}
        onClick={() => onLeave(PATHS.dashboard)}
      >
        {isLeaving ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <LayoutDashboard aria-hidden="true" className="size-5" />
        )}
        Retour au dashboard
      </Button>
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
    </div>
  );
}
