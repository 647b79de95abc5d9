import { withUnit } from '@elan/domain';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { HeartRateControl } from '../heart-rate/heart-rate-control.tsx';
import type { HeartRateMonitor } from '../heart-rate/use-heart-rate-monitor.ts';
import { DeloadChip } from './day-target.tsx';
import { ElapsedTime } from './elapsed-time.tsx';
import { setsProgressLabel } from './exercise-meta.ts';

type PlayerHeaderProps = {
  title: string;
  programTitle: string;
  /** Sets behind the member, done or skipped. */
  done: number;
  /** Of those, the skipped ones: the label says so. */
  skipped: number;
  total: number;
  percent: number;
  startedAt: number;
  finishedAt: number | null;
  onQuit: () => void;
  /** A deload week (issue 31): « Décharge » beside the title. */
  isDeload?: boolean;
  /** The linear player's « Exercice i/n ». */
  extra?: ReactNode;
  /** A Bluetooth strap's bpm and zone, or its « Connecter » (issue 33); absent without Web Bluetooth. */
  heartRate?: HeartRateMonitor;
};

/** Spec /session/{id} header: Quit (back), title, progress « x/y séries » (« dont n passées ») and percent. */
export function PlayerHeader({
  title,
  programTitle,
  done,
  skipped,
  total,
  percent,
  startedAt,
  finishedAt,
  onQuit,
  isDeload = false,
  extra,
  heartRate,
}: PlayerHeaderProps) {
  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" onClick={onQuit} className="h-11">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Quitter
        </Button>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {heartRate && <HeartRateControl monitor={heartRate} />}
          <ElapsedTime startedAt={startedAt} endedAt={finishedAt} />
        </div>
      </div>
      <div>
        <p className="font-medium text-brand-700 text-sm">{programTitle}</p>
        <div className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="font-extrabold text-2xl text-stone-900 tracking-tight md:text-3xl">{title}</h1>
          {isDeload && <DeloadChip />}
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
          <p className="font-semibold text-stone-800 tabular-nums">
            {setsProgressLabel(done, total, skipped)}
            {extra}
          </p>
          <p className="font-bold text-brand-700 tabular-nums">{withUnit(percent, '%')}</p>
        </div>
        <ProgressBar percent={percent} label="Progression de la séance" />
      </div>
    </header>
  );
}
