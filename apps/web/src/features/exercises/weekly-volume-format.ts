import { countLabel, type WeeklyVolume, withUnit } from '@elan/domain';
import { formatKg } from './exercise-format.ts';

type Week = Pick<WeeklyVolume[number], 'volume_kg' | 'sets' | 'minutes' | 'sessions'>;

/** Some load was lifted in these weeks: the chart draws kilograms, else working sets. */
export const hasLoad = (weeks: WeeklyVolume) => weeks.some((week) => week.volume_kg > 0);

/**
 * « 1 100 kg »; a week with sessions but no load (body weight, timed sets) says its work instead:
 * « 24 séries et 45 min ». A week without a session: « 0 kg ».
 */
export function workInWords(week: Week): string {
  if (week.volume_kg > 0 || week.sessions === 0) return formatKg(week.volume_kg);
  return `${countLabel(week.sets, 'série', 'séries')} et ${withUnit(week.minutes, 'min')}`;
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
