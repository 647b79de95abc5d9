import { CalendarDays } from 'lucide-react';
import { Panel, PanelError } from '../../../components/ui/panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCalendarQuery } from '../api/exercise-progress.ts';
import {
  buildCalendarGrid,
  type CalendarCell,
  calendarSummary,
  cellLabel,
  DAY_LABELS,
} from '../calendar-grid.ts';

const LEVEL_CLASS = ['bg-stone-100', 'bg-brand-200', 'bg-brand-400', 'bg-brand-600', 'bg-brand-800'] as const;
const CELL = 'size-3 rounded-[3px]';
/** The weekdays' column stays put while the weeks scroll under it (a phone shows ~20 weeks of 53). */
const STICKY_LABEL = 'sticky left-0 z-10 bg-white';

function Cell({ cell }: { cell: CalendarCell }) {
  if (!cell) return <span className={CELL} />;
  return <span title={cellLabel(cell)} className={`${CELL} ${LEVEL_CLASS[cell.level]}`} />;
}

/** The last 12 months' training days, one square per day (a picture; the summary is its text). */
export function YearCalendar({ userId }: { userId: number }) {
  const calendar = useCalendarQuery(userId);
  return (
    <Panel title="Calendrier de l’année" icon={CalendarDays}>
      {calendar.isPending ? (
        <Skeleton className="h-32" />
      ) : calendar.isError ? (
        <PanelError text="Impossible de charger le calendrier." onRetry={() => void calendar.refetch()} />
      ) : (
        <CalendarBody calendar={calendar.data} />
      )}
    </Panel>
  );
}

function CalendarBody({ calendar }: { calendar: NonNullable<ReturnType<typeof useCalendarQuery>['data']> }) {
  const grid = buildCalendarGrid(calendar);
  // Today is on the right: a phone's narrow panel opens scrolled there.
  const scrollToToday = (element: HTMLDivElement | null) => {
    if (element) element.scrollLeft = element.scrollWidth;
  };
  return (
    <figure className="flex flex-col gap-3">
      <div
        ref={scrollToToday}
        // The 53 weeks scroll inside this box on a phone, never the page.
        className="max-w-full overflow-x-auto overscroll-x-contain pb-1"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the wide grid scrolls by keyboard on a phone.
        tabIndex={0}
        role="img"
        aria-label={calendarSummary(calendar)}
      >
        <div
          className="inline-grid grid-flow-col gap-[3px]"
          style={{ gridTemplateRows: 'auto repeat(7, auto)' }}
        >
          <span className={STICKY_LABEL} />
          {DAY_LABELS.map((label, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the seven rows never move.
            <span key={index} className={`${STICKY_LABEL} pr-1 text-[10px] text-stone-500 leading-3`}>
              {label}
            </span>
          ))}
          {grid.weeks.map((week, column) => (
            <WeekColumn
              key={week.find(Boolean)?.date}
              week={week}
              month={grid.months.find((m) => m.column === column)?.label}
            />
          ))}
        </div>
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
        <span>{calendarSummary(calendar)}</span>
        <span aria-hidden="true" className="flex items-center gap-1 text-xs">
          Moins
          {LEVEL_CLASS.map((level) => (
            <span key={level} className={`${CELL} ${level}`} />
          ))}
          Plus
        </span>
      </figcaption>
    </figure>
  );
}

function WeekColumn({ week, month }: { week: CalendarCell[]; month: string | undefined }) {
  return (
    <>
      <span className="h-4 w-3 overflow-visible whitespace-nowrap text-[10px] text-stone-500">
        {month ?? ''}
      </span>
      {week.map((cell, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a week's seven days never move.
        <Cell key={row} cell={cell} />
      ))}
    </>
  );
}
