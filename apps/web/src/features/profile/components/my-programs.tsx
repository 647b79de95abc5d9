import { LEVEL_LABELS, programProgressPercent, type UserProgram, withUnit } from '@elan/domain';
import { ArrowRight, Compass, Dumbbell } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { PATHS, pathTo } from '../../../config/paths.ts';
import { sessionsProgressLabel } from '../profile-format.ts';
import { EnrollmentStatusBadge } from './enrollment-status-badge.tsx';

const STATUS_ORDER = { active: 0, paused: 1, completed: 2, abandoned: 3 } as const;

/**
 * Spec /profile « Mes Programmes »: title, level, sessions done / total and the progress (0 when the
 * programme has no session). Active ones first.
 */
export function MyPrograms({ programs }: { programs: readonly UserProgram[] | undefined }) {
  const headingId = useId();
  const sorted = programs
    ? [...programs].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status])
    : undefined;

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
        <Dumbbell aria-hidden="true" className="size-5 text-brand-600" />
        Mes Programmes
      </h3>
      {sorted === undefined ? (
        <div className="mt-4 grid gap-3 sm:grid-cols-2" aria-busy="true">
          <span className="sr-only">Chargement des programmes…</span>
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : sorted.length === 0 ? (
        <EmptyState icon={Compass} title="Tu ne suis aucun programme pour l'instant." className="mt-4 py-8">
          <Link
            to={PATHS.programs}
            className="inline-flex items-center gap-1.5 font-semibold text-brand-700 text-sm underline-offset-4 hover:underline"
          >
            Explorer les programmes
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </EmptyState>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {sorted.map((program) => {
            const percent = programProgressPercent(program.sessions_completed, program.total_sessions);
            return (
              <li key={program.enrollment_id}>
                <Link
                  to={pathTo.program(program.program_id)}
                  className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm shadow-stone-900/5 transition-colors hover:border-brand-200 hover:bg-brand-50/40"
                >
                  <span className="flex items-start justify-between gap-3">
                    <span className="min-w-0">
                      <span className="block break-words font-semibold text-stone-900 leading-snug">
                        {program.program_title}
                      </span>
                      <span className="mt-0.5 block text-stone-500 text-xs">
                        {LEVEL_LABELS[program.program_level]}
                      </span>
                    </span>
                    {program.status !== 'active' && <EnrollmentStatusBadge status={program.status} />}
                  </span>
                  <span className="mt-auto flex items-center justify-between gap-3 pt-4 text-sm">
                    <span className="text-stone-600 tabular-nums">
                      {sessionsProgressLabel(program.sessions_completed, program.total_sessions)}
                    </span>
                    <span className="font-bold text-brand-700 tabular-nums">{withUnit(percent, '%')}</span>
                  </span>
                  <ProgressBar
                    percent={percent}
                    label={`Progression, ${program.program_title}`}
                    tone={percent >= 100 ? 'success' : 'brand'}
                    className="mt-2"
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
