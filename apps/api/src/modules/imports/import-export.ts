import { pipeline, Readable } from 'node:stream';
import { PARIS_TIME_ZONE } from '@elan/domain';
import { stringify } from 'csv-stringify';
import { englishName } from './import-names.ts';

const HEADER = [
  'Date',
  'Workout Name',
  'Duration',
  'Exercise Name',
  'Set Order',
  'Weight',
  'Reps',
  'Distance',
  'Seconds',
  'Notes',
  'Workout Notes',
  'RPE',
];

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

/**
 * Rows ordered by workout then set, page after page → Strong's CSV (kg; warm-ups as « W »), so it
 * goes back into Strong or Hevy. Written by csv-stringify as the pages come (memory stays one
 * page, whatever the history), with its `escape_formulas`: a text cell starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return gets a leading `'` and is read by a spreadsheet as text;
 * numbers are written as they are (decision 058).
 */
export function strongCsvStream(
  pages: AsyncIterable<ExportRow[]>,
  onError: (error: Error) => void = () => undefined,
): Readable {
  async function* records() {
    yield HEADER;
    let workoutKey = '';
    let numbers = new Map<string, number>();
    for await (const rows of pages)
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
        yield [
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
        ];
      }
  }
  // A page that fails ends the download cut short (never a partial file that looks whole).
  return pipeline(
    Readable.from(records()),
    stringify({ escape_formulas: true, record_delimiter: '\n' }),
    (error) => {
      if (error) onError(error);
    },
  );
}
