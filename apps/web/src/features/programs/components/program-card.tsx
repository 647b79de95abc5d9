import { formatShortDate, type Program, sessionCountLabel } from '@elan/domain';
import { CalendarDays, Layers } from 'lucide-react';
import { Link } from 'react-router';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import { pathTo } from '../../../config/paths.ts';

export const NO_DESCRIPTION = 'Aucune description disponible';

/** Spec /programs card: title, level, clamped description, French creation date; opens the programme. */
export function ProgramCard({ program }: { program: Program }) {
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-stone-200/80 bg-white p-5 shadow-sm shadow-stone-900/5 transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md focus-within:border-brand-300">
      <LevelBadge level={program.difficulty_level} className="self-start" />
      <h3 className="mt-3 font-bold text-lg text-stone-900 leading-snug">
        {/* The whole card is the link's target; its name stays the title. */}
        <Link
          to={pathTo.program(program.id)}
          className="rounded after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600 focus-visible:after:outline-offset-2"
        >
          {program.title}
        </Link>
      </h3>
      <p
        className={`mt-2 line-clamp-3 text-sm ${program.description ? 'text-stone-600' : 'text-stone-500 italic'}`}
      >
        {program.description || NO_DESCRIPTION}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-4 text-stone-500 text-xs">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-3.5" />
          <span>
            Créé le <time dateTime={program.created_at}>{formatShortDate(program.created_at)}</time>
          </span>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Layers aria-hidden="true" className="size-3.5" />
          {sessionCountLabel(program.session_count)}
        </span>
      </div>
    </article>
  );
}
