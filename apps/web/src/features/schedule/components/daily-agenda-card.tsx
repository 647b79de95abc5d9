import { type AgendaState, agendaState, type ScheduledItem, withUnit } from '@elan/domain';
import { ArrowRight, CalendarDays, CheckCircle2, Clock, Flame, Repeat, Timer } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { PATHS, pathTo } from '../../../config/paths.ts';
import { useDailyScheduleQuery } from '../api/get-daily-schedule.ts';
import { useParisMinutes } from '../hooks/use-paris-minutes.ts';
import { DELOAD_HINT, formatSlot } from '../schedule-format.ts';

export const NOW_BADGE = "C'est maintenant !";
export const NO_SESSION_TODAY = "Aucune session prévue aujourd'hui";

/** Spec §4 colours: completed green, now orange, passed grey, neutral plain. */
const STATE_STYLES: Record<AgendaState, string> = {
  completed: 'border-emerald-200 bg-emerald-50 hover:border-emerald-300',
  now: 'border-brand-300 bg-brand-50 shadow-sm shadow-brand-500/10 ring-1 ring-brand-200 hover:border-brand-400',
  passed: 'border-stone-200 bg-stone-100 text-stone-500 hover:border-stone-300',
  neutral: 'border-stone-200 bg-white hover:border-brand-200',
};

const ICON_STYLES: Record<AgendaState, string> = {
  completed: 'bg-emerald-100 text-emerald-700',
  now: 'bg-brand-500 text-white',
  passed: 'bg-stone-200 text-stone-500',
  neutral: 'bg-brand-50 text-brand-600',
};

function AgendaEntry({ item, nowMinutes }: { item: ScheduledItem; nowMinutes: number }) {
  const state = agendaState({
    completedToday: item.completed_today,
    start: item.is_time_specific ? item.time_slot_start : null,
    end: item.is_time_specific ? item.time_slot_end : null,
    nowMinutes,
  });
  const isPassed = state === 'passed';
  const Icon = state === 'completed' ? CheckCircle2 : state === 'now' ? Flame : Clock;

  return (
    <li>
      <Link
        to={pathTo.session(item.session_id)}
        data-state={state}
        className={`flex items-start gap-3 rounded-2xl border p-4 transition-colors ${STATE_STYLES[state]}`}
      >
        <span className={`grid size-10 shrink-0 place-items-center rounded-xl ${ICON_STYLES[state]}`}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span
              className={`font-medium text-xs uppercase tracking-wide ${isPassed ? '' : 'text-stone-500'}`}
            >
              {item.program_title}
            </span>
            {state === 'now' && (
              <span className="rounded-full bg-brand-600 px-2 py-0.5 font-bold text-white text-xs">
                {NOW_BADGE}
              </span>
            )}
            {state === 'completed' && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-800 text-xs">
                Faite aujourd'hui
              </span>
            )}
            {item.deload && (
              <span
                title={DELOAD_HINT}
                className="rounded-full bg-sky-100 px-2 py-0.5 font-semibold text-sky-800 text-xs"
              >
                Décharge
              </span>
            )}
            {isPassed && (
              <span className="rounded-full bg-stone-200 px-2 py-0.5 font-semibold text-stone-600 text-xs">
                Créneau passé
              </span>
            )}
          </span>
          <span
            className={`mt-0.5 line-clamp-2 break-words font-semibold ${isPassed ? 'text-stone-600' : 'text-stone-900'}`}
          >
            {item.session_title}
          </span>
          <span
            className={`mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm ${isPassed ? 'text-stone-500' : 'text-stone-600'}`}
          >
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-3.5" />
              {formatSlot(item, ' - ')}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Timer aria-hidden="true" className="size-3.5" />
              {withUnit(item.target_duration_minutes, 'min')}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Repeat aria-hidden="true" className="size-3.5" />
              Faite {item.completion_count}x
            </span>
          </span>
        </span>
        <ArrowRight aria-hidden="true" className="mt-3 size-4 shrink-0 text-stone-400" />
      </Link>
    </li>
  );
}

/** Spec /dashboard « Agenda du jour »: today's planned sessions, coloured by the time of day in Paris. */
export function DailyAgendaCard() {
  const headingId = useId();
  const schedule = useDailyScheduleQuery();
  const nowMinutes = useParisMinutes();
  const items = schedule.data ?? [];
  const completedCount = items.filter((item) => item.completed_today).length;

  return (
    <Card className="flex h-full flex-col p-5 md:p-6">
      <section aria-labelledby={headingId} className="flex flex-1 flex-col">
        <div className="flex items-center justify-between gap-3">
          <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
            <CalendarDays aria-hidden="true" className="size-5 text-brand-600" />
            Agenda du jour
          </h2>
          {!schedule.isPending && (
            <span className="shrink-0 whitespace-nowrap rounded-full bg-stone-100 px-2.5 py-1 font-semibold text-sm text-stone-700 tabular-nums">
              {completedCount}/{withUnit(items.length, 'complétées')}
            </span>
          )}
        </div>

        <div className="mt-4 flex-1">
          {schedule.isPending ? (
            <div className="flex flex-col gap-3" aria-busy="true">
              <span className="sr-only">Chargement de l'agenda…</span>
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
            </div>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-stone-300 border-dashed px-6 py-8 text-center">
              <p className="font-semibold text-stone-800">{NO_SESSION_TODAY}</p>
              <p className="text-sm text-stone-600">
                Rejoins un programme et fixe tes jours pour remplir ton agenda.
              </p>
              <Link
                to={PATHS.programs}
                className="font-semibold text-brand-700 text-sm underline-offset-4 hover:underline"
              >
                Trouver un programme
              </Link>
            </div>
          ) : (
            <ul className="flex flex-col gap-3">
              {items.map((item) => (
                <AgendaEntry
                  key={`${item.program_id}-${item.session_id}`}
                  item={item}
                  nowMinutes={nowMinutes}
                />
              ))}
            </ul>
          )}
        </div>

        <Link
          to={PATHS.programs}
          className="mt-5 inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-700 text-sm underline-offset-4 hover:underline"
        >
          Voir tous les programmes
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </section>
    </Card>
  );
}
