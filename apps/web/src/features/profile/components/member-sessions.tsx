import { type Completion, formatShortDate, withUnit } from '@elan/domain';
import { Camera, ChevronDown, ChevronRight, ChevronUp, Timer } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { pathTo } from '../../../config/paths.ts';
import {
  feelingEmoji,
  MEMBER_SESSIONS_SHOWN,
  NO_MEMBER_SESSION,
  PHOTO_AVAILABLE,
  sessionTitle,
  showMoreLabel,
} from '../profile-format.ts';

function SessionRow({ completion }: { completion: Completion }) {
  return (
    <li>
      <Link
        to={pathTo.completion(completion.id)}
        className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3 transition-colors hover:border-brand-200 hover:bg-brand-50/40 md:p-4"
      >
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-2xl"
        >
          {feelingEmoji(completion.feeling)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 break-words font-semibold text-stone-900">
            {sessionTitle(completion.session_title)}
          </span>
          <span className="block truncate text-sm text-stone-600">{completion.program_title}</span>
          <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-stone-500 text-xs">
            <span className="inline-flex items-center gap-1">
              <Timer aria-hidden="true" className="size-3.5" />
              {withUnit(completion.duration_minutes, 'min')}
            </span>
            <time dateTime={completion.completed_at}>{formatShortDate(completion.completed_at)}</time>
            {completion.has_photo && (
              <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 font-medium text-sky-800">
                <Camera aria-hidden="true" className="size-3.5" />
                {PHOTO_AVAILABLE}
              </span>
            )}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-stone-400" />
      </Link>
    </li>
  );
}

/**
 * Spec /profile/{userId} « Dernières séances »: the last ten, newest first; three shown with
 * 'Voir plus (n autres)' / 'Voir moins'. Each opens /completion/{id}.
 */
export function MemberSessions({ completions }: { completions: readonly Completion[] }) {
  const listId = useId();
  const [isExpanded, setIsExpanded] = useState(false);

  if (completions.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-stone-300 border-dashed px-6 py-8 text-center">
        <span aria-hidden="true" className="text-3xl">
          🏃
        </span>
        <p className="font-semibold text-stone-800">{NO_MEMBER_SESSION}</p>
      </div>
    );
  }

  const hiddenCount = Math.max(0, completions.length - MEMBER_SESSIONS_SHOWN);
  const shown = isExpanded ? completions : completions.slice(0, MEMBER_SESSIONS_SHOWN);

  return (
    <div className="flex flex-col gap-3">
      <ul id={listId} className="flex flex-col gap-2">
        {shown.map((completion) => (
          <SessionRow key={completion.id} completion={completion} />
        ))}
      </ul>
      {hiddenCount > 0 && (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={isExpanded}
          aria-controls={listId}
          onClick={() => setIsExpanded((current) => !current)}
          className="self-center text-brand-700"
        >
          {isExpanded ? 'Voir moins' : showMoreLabel(hiddenCount)}
          {isExpanded ? (
            <ChevronUp aria-hidden="true" className="size-4" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4" />
          )}
        </Button>
      )}
    </div>
  );
}
