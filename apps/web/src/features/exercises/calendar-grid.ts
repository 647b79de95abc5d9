import { addDays, countLabel, formatLongDate, formatShortDate, type TrainingCalendar } from '@elan/domain';

export type CalendarCell = { date: string; count: number; level: 0 | 1 | 2 | 3 | 4 } | null;
export type CalendarGrid = {
  /** One column per week, Monday to Sunday; null outside the 12 months. */
  weeks: CalendarCell[][];
  /** « janv. », « févr. »… above the week where each month begins. */
  months: { column: number; label: string }[];
};

/** Row labels, Monday first (only every other row is written, as calendars do). */
export const DAY_LABELS = ['lun.', '', 'mer.', '', 'ven.', '', ''] as const;

const monthLabel = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' });

/** 0 for a rest day, then 1 to 4 sessions (4 and more share the darkest shade). */
export function heatLevel(count: number): 0 | 1 | 2 | 3 | 4 {
  if (count <= 0) return 0;
  return Math.min(count, 4) as 1 | 2 | 3 | 4;
}

/** ISO weekday of a `YYYY-MM-DD` day: 0 for Monday … 6 for Sunday. */
const weekdayIndex = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;

/** The heatmap's weeks from `from` to `to` (Paris days), with the counts of the training days. */
export function buildCalendarGrid({
  from,
  to,
  days,
}: Pick<TrainingCalendar, 'from' | 'to' | 'days'>): CalendarGrid {
  const counts = new Map(days.map((day) => [day.date, day.count]));
  const weeks: CalendarCell[][] = [];
  const months: CalendarGrid['months'] = [];
  let day = addDays(from, -weekdayIndex(from));
  while (day <= to) {
    const week: CalendarCell[] = [];
    for (let row = 0; row < 7; row += 1) {
      if (day < from || day > to) week.push(null);
      else {
        const count = counts.get(day) ?? 0;
        week.push({ date: day, count, level: heatLevel(count) });
        if (day.endsWith('-01') || day === from)
          months.push({ column: weeks.length, label: monthLabel.format(new Date(`${day}T12:00:00Z`)) });
      }
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  // The first label only when its month has room before the next one.
  if (months.length > 1 && (months[1]?.column ?? 0) - (months[0]?.column ?? 0) < 3) months.shift();
  return { weeks, months };
}

/** « 3 séances le 17 novembre 2026 », « Repos le 18 novembre 2026 »: one cell in words. */
export function cellLabel(cell: { date: string; count: number }): string {
  const day = formatLongDate(`${cell.date}T12:00:00Z`);
  return cell.count === 0 ? `Repos le ${day}` : `${countLabel(cell.count, 'séance', 'séances')} le ${day}`;
}

/** The text alternative: « 42 séances sur 38 jours, du 26 nov. 2025 au 25 nov. 2026. » */
export function calendarSummary({ from, to, days, total }: TrainingCalendar): string {
  const span = `du ${formatShortDate(`${from}T12:00:00Z`)} au ${formatShortDate(`${to}T12:00:00Z`)}`;
  if (total === 0) return `Aucune séance ${span}.`;
  return `${countLabel(total, 'séance', 'séances')} sur ${countLabel(days.length, 'jour', 'jours')}, ${span}.`;
}
