import { FEELING_EMOJIS, formatShortDate } from '@elan/domain';
import { ChevronRight, History } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useUserCompletionsQuery } from '../api/get-user-completions.ts';

/** Spec §9: the dashboard shows the 5 latest completions. */
export const RECENT_ACTIVITY_LIMIT = 5;

/** Spec /dashboard recent activity: feeling emoji (💪 by default), session, programme, date. */
export function RecentActivityCard({ userId }: { userId: number }) {
  const headingId = useId();
  // Its own five, whenever they were: the week strip reads only its 7 days (decision 042).
  const completions = useUserCompletionsQuery(userId, { limit: RECENT_ACTIVITY_LIMIT });
  const items = completions.data ?? [];

  return (
    <Card className="h-full p-5 md:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
          <History aria-hidden="true" className="size-5 text-brand-600" />
          Activité récente
        </h2>
        {completions.isPending ? (
          <div className="mt-4 flex flex-col gap-3" aria-hidden="true">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : items.length === 0 ? (
          <p className="mt-3 text-sm text-stone-600">
            Aucune séance pour le moment. Ta première apparaîtra ici.
          </p>
        ) : (
          <ul className="-mx-2 mt-3 flex flex-col">
            {items.map((completion) => {
              const sessionTitle = completion.session_title || 'Session';
              return (
                <li key={completion.id}>
                  <Link
                    to={pathTo.completion(completion.id)}
                    className="flex items-center gap-3 rounded-xl px-2 py-2.5 transition-colors hover:bg-stone-50"
                  >
                    <span
                      aria-hidden="true"
                      className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-xl"
                    >
                      {completion.feeling ? FEELING_EMOJIS[completion.feeling] : '💪'}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="line-clamp-2 break-words font-semibold text-stone-900">
                        {sessionTitle}
                      </span>
                      <span className="block truncate text-sm text-stone-600">
                        {completion.program_title}
                      </span>
                      {/* Under the titles, not beside them: on a phone the title keeps the width. */}
                      <time dateTime={completion.completed_at} className="block text-stone-500 text-xs">
                        {formatShortDate(completion.completed_at)}
                      </time>
                    </span>
                    <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-stone-400" />
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
