import { FEELING_EMOJIS, formatRelativeTime, initials } from '@elan/domain';
import { Activity, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useProgramFeedQuery } from '../api/get-program-feed.ts';

/** Spec §9: 10 fetched, 5 shown. */
export const PROGRAM_ACTIVITY_SHOWN = 5;

/** Spec /programs/{id} recent activity: who did which session, how it felt, how long ago. */
export function ProgramActivityCard({ programId }: { programId: number }) {
  const headingId = useId();
  const feed = useProgramFeedQuery(programId);
  const items = (feed.data ?? []).slice(0, PROGRAM_ACTIVITY_SHOWN);
  const now = new Date();

  return (
    <Card className="p-5 md:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
          <Activity aria-hidden="true" className="size-5 text-brand-600" />
          Activité récente
        </h2>
        {feed.isPending ? (
          <div className="mt-4 flex flex-col gap-3" aria-hidden="true">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : items.length === 0 ? (
          <p className="mt-3 text-sm text-stone-600">
            Aucune séance réalisée pour le moment. À toi de jouer !
          </p>
        ) : (
          <ul className="-mx-2 mt-3 flex flex-col">
            {items.map((completion) => {
              const name = `${completion.first_name} ${completion.last_name}`.trim();
              const sessionTitle = completion.session_title || 'Session';
              const emoji = completion.feeling ? FEELING_EMOJIS[completion.feeling] : '💪';
              const when = formatRelativeTime(completion.completed_at, now, 'feed');
              return (
                <li key={completion.id}>
                  <Link
                    to={pathTo.completion(completion.id)}
                    className="flex items-start gap-3 rounded-xl px-2 py-2 transition-colors hover:bg-stone-50"
                  >
                    <span
                      aria-hidden="true"
                      className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-700 text-sm"
                    >
                      {initials(completion.first_name, completion.last_name)}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-stone-900">{name}</span>
                      <span className="sr-only"> a fait </span>
                      {/* Two lines for the title; the time has its own line and is never cut. */}
                      <span className="line-clamp-2 break-words text-stone-600 text-xs">{sessionTitle}</span>
                      <time dateTime={completion.completed_at} className="block text-stone-500 text-xs">
                        {when}
                      </time>
                    </span>
                    <span aria-hidden="true" className="self-center text-xl">
                      {emoji}
                    </span>
                    <ChevronRight aria-hidden="true" className="size-4 shrink-0 self-center text-stone-400" />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}
