import {
  formatShortDate,
  programProgressPercent,
  type UserProgram,
  weeksLabel,
  withUnit,
} from '@elan/domain';
import { CalendarDays, Clock3, FolderOpen } from 'lucide-react';
import { Link } from 'react-router';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { pathTo } from '../../../config/paths.ts';
import { NO_MEMBER_PROGRAM, sessionsProgressLabel } from '../profile-format.ts';
import { EnrollmentStatusBadge } from './enrollment-status-badge.tsx';

function MemberProgramCard({ program }: { program: UserProgram }) {
  const percent = programProgressPercent(program.sessions_completed, program.total_sessions);
  const title = program.title || program.program_title;
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-stone-200/80 bg-white p-5 shadow-sm shadow-stone-900/5 transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md focus-within:border-brand-300">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 break-words font-bold text-stone-900 leading-snug">
          {/* The whole card opens the programme; its name stays the title. */}
          <Link
            to={pathTo.program(program.program_id)}
            className="rounded after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600 focus-visible:after:outline-offset-2"
          >
            {title}
          </Link>
        </h3>
        <EnrollmentStatusBadge status={program.status} />
      </div>
      {program.description && (
        <p className="mt-2 line-clamp-2 text-sm text-stone-600">{program.description}</p>
      )}
      <div className="mt-auto pt-4">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="text-stone-600 tabular-nums">
            {sessionsProgressLabel(program.sessions_completed, program.total_sessions)}
          </span>
          <span className="font-bold text-brand-700 tabular-nums">{withUnit(percent, '%')}</span>
        </div>
        <ProgressBar
          percent={percent}
          label={`Progression, ${title}`}
          tone={percent >= 100 ? 'success' : 'brand'}
          className="mt-2"
        />
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-stone-500 text-xs">
          <span className="inline-flex items-center gap-1.5">
            <Clock3 aria-hidden="true" className="size-3.5" />
            {weeksLabel(program.duration_weeks)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-3.5" />
            <span>
              Inscrit le <time dateTime={program.enrolled_at}>{formatShortDate(program.enrolled_at)}</time>
            </span>
          </span>
        </p>
      </div>
    </article>
  );
}

/** Spec /profile/{userId} programme grid; each card opens /programs/{program_id}. */
export function MemberProgramGrid({ programs }: { programs: readonly UserProgram[] }) {
  if (programs.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-stone-300 border-dashed px-6 py-8 text-center">
        <FolderOpen aria-hidden="true" className="size-8 text-stone-400" />
        <p className="font-semibold text-stone-800">{NO_MEMBER_PROGRAM}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {programs.map((program) => (
        <li key={program.enrollment_id}>
          <MemberProgramCard program={program} />
        </li>
      ))}
    </ul>
  );
}
