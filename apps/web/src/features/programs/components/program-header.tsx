import { type Program, sessionCountLabel, weeksLabel } from '@elan/domain';
import { CalendarClock, Layers, type LucideIcon, Target, Trophy, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { NO_DESCRIPTION } from './program-card.tsx';

export type ProgramFigures = { participants: number; completions: number };

type ProgramHeaderProps = {
  program: Program;
  /** Participants and total completions; undefined while loading, null when they could not load. */
  figures: ProgramFigures | null | undefined;
  /** The join or leave button. */
  actions?: ReactNode;
  /** Right under the title: the next session's « Commencer » (issue 29). */
  lead?: ReactNode;
};

function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    // Only <dt> and <dd> may sit in a <dl> group: the icon lives in the term, set in the left padding.
    <div className="relative flex min-w-0 flex-col justify-center rounded-2xl bg-white/70 py-3 pr-3 pl-[2.625rem] ring-1 ring-stone-200/70 sm:pr-3.5 sm:pl-[2.875rem]">
      <dt className="text-stone-500 text-xs">
        <Icon
          aria-hidden="true"
          className="-translate-y-1/2 absolute top-1/2 left-3 size-5 shrink-0 text-brand-600 sm:left-3.5"
        />
        {label}
      </dt>
      <dd className="font-bold text-sm text-stone-900 tabular-nums sm:text-base">{children}</dd>
    </div>
  );
}

/** Spec /programs/{id} header: title, description, goal, level, duration, sessions, participants, completions. */
export function ProgramHeader({ program, figures, actions, lead }: ProgramHeaderProps) {
  const figure = (pick: (value: ProgramFigures) => number) => {
    if (figures === undefined) return <Skeleton className="mt-0.5 h-5 w-8" />;
    return figures === null ? '—' : pick(figures);
  };

  return (
    <header className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-50 via-white to-amber-50 p-6 ring-1 ring-brand-100 md:p-8">
      <div aria-hidden="true" className="-top-20 -right-16 absolute size-64 rounded-full bg-brand-100/60" />
      <div className="relative flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 max-w-3xl">
          <LevelBadge level={program.difficulty_level} />
          <h1 className="mt-3 break-words font-extrabold text-3xl text-stone-900 tracking-tight md:text-4xl">
            {program.title}
          </h1>
          {lead && <div className="mt-4">{lead}</div>}
          <p
            className={`mt-3 whitespace-pre-line ${program.description ? 'text-stone-700' : 'text-stone-500 italic'}`}
          >
            {program.description || NO_DESCRIPTION}
          </p>
          {program.goal && (
            <p className="mt-4 inline-flex items-start gap-2 rounded-xl bg-white/80 px-3.5 py-2 text-sm text-stone-800 ring-1 ring-stone-200/70">
              <Target aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              <span>
                <span className="font-semibold">Objectif : </span>
                {program.goal}
              </span>
            </p>
          )}
        </div>
        {actions && <div className="shrink-0">{actions}</div>}
      </div>

      <dl className="relative mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Fact icon={CalendarClock} label="Durée">
          {weeksLabel(program.duration_weeks)}
        </Fact>
        <Fact icon={Layers} label="Séances">
          {sessionCountLabel(program.session_count)}
        </Fact>
        <Fact icon={Users} label="Participants">
          {figure((value) => value.participants)}
        </Fact>
        <Fact icon={Trophy} label="Séances réalisées">
          {figure((value) => value.completions)}
        </Fact>
      </dl>
    </header>
  );
}
