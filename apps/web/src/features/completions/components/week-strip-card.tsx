import { countLabel, weekStripSince } from '@elan/domain';
import { CalendarRange } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useUserCompletionsQuery } from '../api/get-user-completions.ts';
import { buildWeekStrip, longDayLabel } from '../week-strip.ts';

/** The strip's read: its 7 days (`since`), bounded like every list (100, the API's maximum). */
export const weekStripPage = (now: Date = new Date()) => ({ limit: 100, since: weekStripSince(now) });

function sessionsLabel(count: number): string {
  return countLabel(count, 'séance', 'séances');
}

/** Spec /dashboard 7-day week strip: today highlighted, a count on days with completions. */
export function WeekStripCard({ userId }: { userId: number }) {
  const headingId = useId();
  const completions = useUserCompletionsQuery(userId, weekStripPage());
  const days = buildWeekStrip(completions.data ?? []);
  const total = days.reduce((sum, day) => sum + day.count, 0);

  return (
    <Card className="p-5 md:p-6">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
            <CalendarRange aria-hidden="true" className="size-5 text-brand-600" />
            Tes 7 derniers jours
          </h2>
          {!completions.isPending && (
            <p className="font-semibold text-sm text-stone-600">{sessionsLabel(total)}</p>
          )}
        </div>
        {completions.isPending ? (
          <Skeleton className="mt-4 h-20" />
        ) : (
          <ol className="mt-4 grid grid-cols-7 gap-1.5 sm:gap-3">
            {days.map((day) => (
              <li
                key={day.day}
                aria-current={day.isToday ? 'date' : undefined}
                className={`flex flex-col items-center gap-1 rounded-2xl px-1 py-2.5 ${
                  day.isToday ? 'bg-brand-600 text-white shadow-sm' : 'bg-stone-50 text-stone-700'
                }`}
              >
                <span className="sr-only">
                  {day.isToday ? "Aujourd'hui, " : ''}
                  {longDayLabel(day.day)} : {day.count === 0 ? 'aucune séance' : sessionsLabel(day.count)}
                </span>
                <span aria-hidden="true" className="font-medium text-xs">
                  {day.shortLabel}
                </span>
                <span aria-hidden="true" className="font-bold text-lg tabular-nums">
                  {day.dayOfMonth}
                </span>
                <span
                  aria-hidden="true"
                  className={`grid size-6 place-items-center rounded-full font-bold text-xs tabular-nums ${
                    day.count > 0
                      ? day.isToday
                        ? 'bg-white text-brand-700'
                        : 'bg-emerald-600 text-white'
                      : 'text-transparent'
                  }`}
                >
                  {day.count > 0 ? day.count : '·'}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}
