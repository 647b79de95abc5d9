import {
  LEVEL_LABELS,
  programProgressPercent,
  progressLabel,
  type UserProgram,
  withUnit,
} from '@elan/domain';
import { ArrowRight, Compass, Dumbbell } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { PATHS, pathTo } from '../../../config/paths.ts';

/** Spec §9: the dashboard lists three programmes. */
export const ACTIVE_PROGRAMS_SHOWN = 3;

export function activePrograms(programs: readonly UserProgram[]): UserProgram[] {
  return programs.filter((program) => program.status === 'active');
}

type ActiveProgramsCardProps = {
  /** The member's active enrolments; undefined while loading. */
  programs: UserProgram[] | undefined;
};

/** Spec /dashboard « Programmes actifs »: first three, level, progress = completed / total sessions. */
export function ActiveProgramsCard({ programs }: ActiveProgramsCardProps) {
  const headingId = useId();

  return (
    <Card className="flex h-full flex-col p-5 md:p-6">
      <section aria-labelledby={headingId} className="flex flex-1 flex-col">
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
          <Dumbbell aria-hidden="true" className="size-5 text-brand-600" />
          Programmes actifs
        </h2>
        <div className="mt-4 flex-1">
          {programs === undefined ? (
            <div className="flex flex-col gap-3" aria-busy="true">
              <span className="sr-only">Chargement des programmes…</span>
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
          ) : programs.length === 0 ? (
            <EmptyState icon={Compass} title="Tu ne suis aucun programme pour l'instant." className="py-8">
              <Link
                to={PATHS.programs}
                className="inline-flex items-center gap-1.5 font-semibold text-brand-700 text-sm underline-offset-4 hover:underline"
              >
                Explorer les programmes
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </EmptyState>
          ) : (
            <ul className="flex flex-col gap-2">
              {programs.slice(0, ACTIVE_PROGRAMS_SHOWN).map((program) => {
                const percent = programProgressPercent(program.sessions_completed, program.total_sessions);
                return (
                  <li key={program.enrollment_id}>
                    <Link
                      to={pathTo.program(program.program_id)}
                      className="block rounded-2xl border border-stone-200 p-4 transition-colors hover:border-brand-200 hover:bg-brand-50/40"
                    >
                      <span className="flex items-start justify-between gap-3">
                        <span className="min-w-0">
                          <span className="line-clamp-2 break-words font-semibold text-stone-900">
                            {program.program_title}
                          </span>
                          <span className="block text-stone-500 text-xs">
                            {LEVEL_LABELS[program.program_level]}
                          </span>
                        </span>
                        <span className="shrink-0 font-bold text-brand-700 text-sm tabular-nums">
                          {withUnit(percent, '%')}
                        </span>
                      </span>
                      <ProgressBar
                        percent={percent}
                        label={`Progression, ${program.program_title}`}
                        className="mt-3"
                        tone={percent >= 100 ? 'success' : 'brand'}
                      />
                      <span className="mt-1.5 block text-stone-500 text-xs tabular-nums">
                        {progressLabel(
                          program.sessions_completed,
                          program.total_sessions,
                          'séance',
                          'séances',
                        )}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </section>
    </Card>
  );
}
