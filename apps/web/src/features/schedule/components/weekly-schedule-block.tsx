import { weeklyProgressPercent } from '@elan/domain';
import { CalendarRange, Clock } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useWeeklyScheduleQuery } from '../api/get-weekly-schedule.ts';
import { formatSlot, formatTrainingDays, sessionsPerWeekLabel } from '../schedule-format.ts';

/** The /programs weekly block (CONTRACT: GET /schedule/weekly): each planned programme and this week's progress. */
export function WeeklyScheduleBlock() {
  const headingId = useId();
  const schedule = useWeeklyScheduleQuery();
  const entries = schedule.data ?? [];

  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 md:p-6">
        <div className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
            <CalendarRange aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id={headingId} className="font-bold text-lg text-stone-900">
              Mon planning de la semaine
            </h2>
            <p className="text-sm text-stone-600">Tes programmes suivis et tes séances de la semaine.</p>
          </div>
        </div>

        {schedule.isPending ? (
          <div className="mt-4 grid gap-3 md:grid-cols-2" aria-hidden="true">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        ) : entries.length === 0 ? (
          <p className="mt-4 rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-600">
            Rien de planifié pour l'instant : rejoins un programme et fixe tes jours pour le retrouver ici.
          </p>
        ) : (
          <ul className="mt-4 grid gap-3 md:grid-cols-2">
            {entries.map((entry) => {
              const percent = weeklyProgressPercent(
                entry.sessions_completed_this_week,
                entry.sessions_per_week,
              );
              const days = formatTrainingDays(entry.training_days);
              return (
                <li key={entry.program_id}>
                  <Link
                    to={pathTo.program(entry.program_id)}
                    className="block rounded-2xl border border-stone-200 p-4 transition hover:border-brand-200 hover:bg-brand-50/40"
                  >
                    <div className="flex items-start justify-between gap-3">
                      <p className="font-semibold text-stone-900">{entry.title}</p>
                      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-stone-100 px-2.5 py-0.5 font-medium text-stone-700 text-xs">
                        <Clock aria-hidden="true" className="size-3.5" />
                        {formatSlot(entry)}
                      </span>
                    </div>
                    <p className="mt-1 text-sm text-stone-600">
                      {days ? `${days} · ` : ''}
                      {sessionsPerWeekLabel(entry.sessions_per_week)}
                    </p>
                    <div className="mt-3 flex items-center gap-3">
                      <ProgressBar
                        percent={percent}
                        tone={percent >= 100 ? 'success' : 'brand'}
                        label={`Progression de la semaine, ${entry.title}`}
                      />
                      <span className="shrink-0 font-medium text-sm text-stone-700 tabular-nums">
                        {entry.sessions_completed_this_week}/{entry.sessions_per_week} cette semaine
                      </span>
                    </div>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </section>
  );
}
