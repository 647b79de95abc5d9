import { addDays, type Completion, parisClock, parisDay, WEEKDAY_SHORT_LABELS } from '@elan/domain';

export type WeekStripDay = {
  /** Paris calendar day, `YYYY-MM-DD`. */
  day: string;
  /** « Lun » … « Dim ». */
  shortLabel: string;
  dayOfMonth: number;
  count: number;
  isToday: boolean;
};

const longDay = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** « mardi 12 mai » for a `YYYY-MM-DD` day. */
export function longDayLabel(day: string): string {
  return longDay.format(new Date(`${day}T12:00:00Z`));
}

/**
 * Spec /dashboard week strip: the last 7 Europe/Paris calendar days, oldest first, today last,
 * each with how many completions fell on it.
 */
export function buildWeekStrip(
  completions: Pick<Completion, 'completed_at'>[],
  now: Date = new Date(),
): WeekStripDay[] {
  const today = parisDay(now);
  const counts = new Map<string, number>();
  for (const completion of completions) {
    const day = parisDay(completion.completed_at);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return Array.from({ length: 7 }, (_, index) => {
    const day = addDays(today, index - 6);
    // Noon UTC is the same calendar day in Paris, whatever the season.
    const { weekday } = parisClock(new Date(`${day}T12:00:00Z`));
    return {
      day,
      shortLabel: WEEKDAY_SHORT_LABELS[weekday] ?? '',
      dayOfMonth: Number(day.slice(8, 10)),
      count: counts.get(day) ?? 0,
      isToday: day === today,
    };
  });
}
