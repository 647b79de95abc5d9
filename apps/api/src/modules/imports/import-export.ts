import { PARIS_TIME_ZONE } from '@elan/domain';
import { englishName } from './import-names.ts';

const HEADER =
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';

const PARIS = new Intl.DateTimeFormat('sv-SE', {
  timeZone: PARIS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Strong's « 1h 5m » / « 45m ». */
export const strongDuration = (minutes: number) =>
  minutes >= 60 ? `${Math.floor(minutes / 60)}h ${minutes % 60}m` : `${minutes}m`;

export type ExportRow = {
  completed_at: string;
  session_title: string;
  duration_minutes: number;
  exercise_name: string;
  set_type: string;
  reps: number | null;
  weight_kg: number | null;
  duration_seconds: number | null;
  rpe: number | null;
  notes: string | null;
};

/** Rows ordered by workout then set → Strong's CSV (kg; warm-ups as « W »), so it goes back into Strong or Hevy. */
export function toStrongCsv(rows: ExportRow[]): string {
  const lines = [HEADER];
  let workoutKey = '';
  let numbers = new Map<string, number>();
  for (const row of rows) {
    const date = PARIS.format(new Date(row.completed_at));
    const key = `${date}|${row.session_title}`;
    if (key !== workoutKey) {
      workoutKey = key;
      numbers = new Map();
    }
    let order = 'W';
    if (row.set_type !== 'warmup') {
      const next = (numbers.get(row.exercise_name) ?? 0) + 1;
      numbers.set(row.exercise_name, next);
      order = String(next);
    }
    lines.push(
      [
        date,
        row.session_title,
        strongDuration(row.duration_minutes),
        englishName(row.exercise_name),
        order,
        row.weight_kg ?? 0,
        row.reps ?? 0,
        0,
        row.duration_seconds ?? 0,
        '',
        row.notes,
        row.rpe,
      ]
        .map(cell)
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}
