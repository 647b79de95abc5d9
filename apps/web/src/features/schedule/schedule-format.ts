import { countLabel, trimTime, WEEKDAY_SHORT_LABELS } from '@elan/domain';

export const FLEXIBLE_SLOT = 'Flexible';

/** « 07:00 – 08:00 » (en dash, the /programs block) or « 07:00 - 08:00 » (the dashboard agenda). */
export function formatSlot(
  slot: { is_time_specific: boolean; time_slot_start: string | null; time_slot_end: string | null },
  separator: ' – ' | ' - ' = ' – ',
): string {
  if (!slot.is_time_specific || !slot.time_slot_start || !slot.time_slot_end) return FLEXIBLE_SLOT;
  return `${trimTime(slot.time_slot_start)}${separator}${trimTime(slot.time_slot_end)}`;
}

/** ISO weekdays as « Lun · Mer · Ven », Monday first. */
export function formatTrainingDays(days: readonly number[]): string {
  return [...days]
    .sort((a, b) => a - b)
    .map((day) => WEEKDAY_SHORT_LABELS[day])
    .filter(Boolean)
    .join(' · ');
}

export function sessionsPerWeekLabel(count: number): string {
  return `${countLabel(count, 'séance', 'séances')} par semaine`;
}

/** What « Décharge » means, as the chip's title (issue 31, CONTRACT « Progression »). */
export const DELOAD_HINT = 'Semaine de décharge\u00a0: charges −40\u00a0%, séries divisées par deux';
