import { countLabel, type WeeklyVolume, withUnit } from '@elan/domain';
import { formatKg } from './exercise-format.ts';

type Week = Pick<WeeklyVolume[number], 'volume_kg' | 'sets' | 'minutes' | 'sessions'>;

/** What the bars measure: kilograms when some load was lifted, else working sets, else minutes. */
export type ChartMetric = 'volume_kg' | 'sets' | 'minutes';

export function chartMetric(weeks: WeeklyVolume): ChartMetric {
  if (weeks.some((week) => week.volume_kg > 0)) return 'volume_kg';
  return weeks.some((week) => week.sets > 0) ? 'sets' : 'minutes';
}

/**
 * « 1 100 kg »; a week with sessions but no load (body weight, timed sets) says its work instead:
 * « 24 séries et 45 min », or « 45 min » when no set was logged. A week without a session: « 0 kg ».
 */
export function workInWords(week: Week): string {
  if (week.volume_kg > 0 || week.sessions === 0) return formatKg(week.volume_kg);
  const minutes = withUnit(week.minutes, 'min');
  return week.sets > 0 ? `${countLabel(week.sets, 'série', 'séries')} et ${minutes}` : minutes;
}

/** The chart's text: this week's work and the 12 weeks'. */
export function volumeInWords(weeks: WeeklyVolume): string {
  const total = weeks.reduce(
    (sum, week) => ({
      volume_kg: sum.volume_kg + week.volume_kg,
      sets: sum.sets + week.sets,
      minutes: sum.minutes + week.minutes,
      sessions: sum.sessions + week.sessions,
    }),
    { volume_kg: 0, sets: 0, minutes: 0, sessions: 0 },
  );
  const current = weeks.at(-1) ?? { volume_kg: 0, sets: 0, minutes: 0, sessions: 0 };
  return `Cette semaine : ${workInWords(current)}. Sur 12 semaines : ${workInWords(total)} en ${countLabel(total.sessions, 'séance', 'séances')}.`;
}
