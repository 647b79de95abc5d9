import { addDays } from './time.ts';

/** Issue 33: the calendar link carries the next 8 weeks of planned sessions. */
export const CALENDAR_DAYS = 8 * 7;

/** ISO weekday (1 = lundi … 7 = dimanche) of a `YYYY-MM-DD` calendar day. */
function weekdayOf(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export type PlannedDay = { day: string; session_index: number };

/**
 * Issue 33: the days of one plan over `days` Paris days from `today` (its training days; none when
 * the member chose no day, decision 122), each with the index of the session it holds in the
 * programme's order: the one done today when today is a training day and a session of it was done
 * today (as the daily agenda shows it), else the one after the latest done (the first when none),
 * then the next ones in order, cycling back to the first.
 */
export function plannedDays(plan: {
  today: string;
  days: number;
  training_days: readonly number[];
  session_count: number;
  last_index: number | null;
  is_last_done_today: boolean;
}): PlannedDay[] {
  if (plan.session_count === 0 || plan.training_days.length === 0) return [];
  const trains = new Set(plan.training_days);
  const last = plan.last_index ?? -1;
  let index = (last + 1) % plan.session_count;
  const planned: PlannedDay[] = [];
  for (let offset = 0; offset < plan.days; offset++) {
    const day = addDays(plan.today, offset);
    if (!trains.has(weekdayOf(day))) continue;
    if (offset === 0 && plan.is_last_done_today && plan.last_index !== null) {
      planned.push({ day, session_index: plan.last_index });
      continue;
    }
    planned.push({ day, session_index: index });
    index = (index + 1) % plan.session_count;
  }
  return planned;
}
