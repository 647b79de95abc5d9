import { type CalorieEstimate, formatDecimal, OFFLINE_TEXTS } from '@elan/domain';
import { CheckCircle2, CloudOff, LoaderCircle, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { SummaryFigures } from '../summary-state.ts';
import { CaloriesNote } from './calories-note.tsx';
import { ResultFigures } from './result-figures.tsx';

export type SaveStatusValue = 'pending' | 'success' | 'error' | 'idle' | 'queued';

type SummaryHeroProps = {
  title: string;
  programTitle: string | undefined;
  figures: SummaryFigures;
  /** What the saved completion adds (null until it is known): volume, records, badges. */
  result: {
    volumeKg: number | null;
    records: number | null;
    badges: number | null;
    /** kcal once saved (issue 33), null while saving. */
    calories: number | null;
    averageHeartRate: number | null;
    caloriesEstimate: CalorieEstimate | null;
  };
  saveStatus: SaveStatusValue;
  saveError: string | null;
  onRetry: () => void;
};

function SaveStatus({
  status,
  errorMessage,
  onRetry,
}: {
  status: SaveStatusValue;
  errorMessage: string | null;
  onRetry: () => void;
}) {
  if (status === 'idle') return null;
  if (status === 'error') {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 px-3 py-2 text-red-800 text-sm"
      >
        <span>Impossible d'enregistrer la séance : {errorMessage}</span>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Réessayer
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="inline-flex items-center gap-2 font-medium text-sm text-white/95">
      {status === 'queued' ? (
        <>
          <CloudOff aria-hidden="true" className="size-4" />
          {OFFLINE_TEXTS.queuedOnSummary}
        </>
      ) : status === 'pending' ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Enregistrement de ta séance…
        </>
      ) : (
        <>
          <CheckCircle2 aria-hidden="true" className="size-4" />
          Séance enregistrée
        </>
      )}
    </p>
  );
}

/**
 * Spec /session-summary header: the session and programme, its figures (duration, exercises, sets,
 * and the result's volume, records and badges: issue 29), and whether it is saved.
 */
export function SummaryHero({
  title,
  programTitle,
  figures,
  result,
  saveStatus,
  saveError,
  onRetry,
}: SummaryHeroProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-brand-500/20 shadow-lg md:p-8"
    >
      <div aria-hidden="true" className="-top-20 -right-12 absolute size-64 rounded-full bg-white/10" />
      <div className="relative flex flex-col gap-5">
        <div>
          <p className="font-semibold text-white/90">Séance terminée 🎉</p>
          <h1 id={titleId} className="mt-1 font-extrabold text-3xl tracking-tight md:text-4xl">
            {title}
          </h1>
          {programTitle && <p className="mt-1 text-white/85">{programTitle}</p>}
        </div>
        <ResultFigures
          tone="brand"
          numbers={{
            durationMinutes: figures.durationMinutes,
            volumeKg: result.volumeKg,
            setsDone: figures.totalSets,
            records: result.records,
            badges: result.badges,
            averageHeartRate: result.averageHeartRate,
            calories: result.calories,
          }}
          extra={[{ label: 'Exercices', value: formatDecimal(figures.exerciseCount) }]}
        />
        <CaloriesNote estimate={result.caloriesEstimate} tone="brand" />
        <SaveStatus status={saveStatus} errorMessage={saveError} onRetry={onRetry} />
      </div>
    </section>
  );
}
