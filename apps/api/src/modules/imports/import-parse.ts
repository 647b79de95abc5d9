import {
  importFutureDateLine,
  importUnreadableLine,
  MESSAGES,
  OWN_EXERCISE_NAME_MAX,
  parisDay,
  parisDayStart,
  type SetType,
} from '@elan/domain';
import { CsvError, parse } from 'csv-parse/sync';

export type ImportFormat = 'strong' | 'hevy';
export type WeightUnit = 'kg' | 'lbs';

export type ParsedSet = {
  exercise: string;
  set_type: SetType;
  weight_kg: number | null;
  reps: number | null;
  duration_seconds: number | null;
  rpe: number | null;
};
export type ParsedWorkout = {
  title: string;
  /** ISO instant: the file's local time read as Paris time. */
  started_at: string;
  duration_minutes: number;
  sets: ParsedSet[];
};
export type ParsedFile = { format: ImportFormat; workouts: ParsedWorkout[] };

/** A file Élan cannot read; its message is the French text the member sees. */
export class ImportFileError extends Error {}

const UNKNOWN_FORMAT = MESSAGES.importUnknownFormat;
const unreadable = (line: number) => new ImportFileError(importUnreadableLine(line));

const STRONG = ['Date', 'Workout Name', 'Duration', 'Exercise Name', 'Set Order', 'Weight', 'Reps'];
const HEVY = ['title', 'start_time', 'end_time', 'exercise_title', 'set_index', 'set_type', 'reps'];
const LBS_TO_KG = 0.45359237;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Paris wall-clock time → the UTC instant (the app's zone, decision 023). */
function parisInstant(day: string, hours: number, minutes: number, seconds = 0): Date {
  return new Date(parisDayStart(day).getTime() + ((hours * 60 + minutes) * 60 + seconds) * 1000);
}

/** Strong: « 2025-11-21 18:05:00 »; Hevy: « 21 Nov 2025, 18:05 ». */
export function parseDate(text: string): Date | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (iso)
    return parisInstant(`${iso[1]}-${iso[2]}-${iso[3]}`, Number(iso[4]), Number(iso[5]), Number(iso[6] ?? 0));
  const hevy = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4}),? (\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!hevy) return undefined;
  const month = MONTHS.indexOf((hevy[2] ?? '').toLowerCase()) + 1;
  if (month === 0) return undefined;
  const day = `${hevy[3]}-${String(month).padStart(2, '0')}-${(hevy[1] ?? '').padStart(2, '0')}`;
  return parisInstant(day, Number(hevy[4]), Number(hevy[5]));
}

/** Strong's durations: « 1h 5m », « 45m », « 1h », « 30s »; minutes, at least 1. */
export function parseDuration(text: string): number | undefined {
  const match = /^(?:(\d+)h)?\s*(?:(\d+)m(?:in)?)?\s*(?:(\d+)s)?$/.exec(text.trim());
  if (!match || !text.trim()) return undefined;
  const minutes = Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0) + Number(match[3] ?? 0) / 60;
  return Math.max(1, Math.round(minutes));
}

const clampMinutes = (minutes: number) => Math.min(600, Math.max(1, Math.round(minutes)));

/** A number cell (« 62.5 » or « 62,5 »); empty is null; anything else undefined. */
function numberCell(text: string | undefined): number | null | undefined {
  const value = (text ?? '').trim();
  if (!value) return null;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

const rpeOf = (value: number | null) =>
  value !== null && value >= 6 && value <= 10 ? Math.round(value * 2) / 2 : null;

function toKg(value: number | null, unit: WeightUnit): number | null {
  if (value === null) return null;
  return Math.round((unit === 'lbs' ? value * LBS_TO_KG : value) * 100) / 100;
}

const HEVY_TYPES: Record<string, SetType> = {
  normal: 'normal',
  warmup: 'warmup',
  dropset: 'drop',
  failure: 'failure',
};

type Row = Record<string, string>;

function readRows(text: string): { header: string[]; rows: Row[] } {
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: false,
      trim: true,
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw line && line > 1 ? unreadable(line) : new ImportFileError(UNKNOWN_FORMAT);
    }
    throw new ImportFileError(UNKNOWN_FORMAT);
  }
  const [header = [], ...body] = records;
  return {
    header,
    rows: body.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? '']))),
  };
}

/**
 * A row's date: readable, and not after `today` (Paris) — a workout cannot have been done in the
 * future, as a logged workout or measurement cannot (MESSAGES.dateInFuture).
 */
function pastDate(text: string, line: number, today: string): Date {
  const date = parseDate(text);
  if (!date) throw unreadable(line);
  if (parisDay(date) > today) throw new ImportFileError(importFutureDateLine(line));
  return date;
}

/**
 * Reads a Strong or Hevy CSV export; throws ImportFileError with the French message. `today` is
 * the Paris day no workout may come after.
 */
export function parseImportFile(
  text: string,
  strongUnit: WeightUnit,
  today: string = parisDay(new Date()),
): ParsedFile {
  if (text.includes('\u0000')) throw new ImportFileError(UNKNOWN_FORMAT);
  const { header, rows } = readRows(text);
  const has = (names: string[]) => names.every((name) => header.includes(name));
  if (has(STRONG)) return { format: 'strong', workouts: strongWorkouts(rows, strongUnit, today) };
  if (has(HEVY) && (header.includes('weight_kg') || header.includes('weight_lbs')))
    return {
      format: 'hevy',
      workouts: hevyWorkouts(rows, header.includes('weight_kg') ? 'kg' : 'lbs', today),
    };
  throw new ImportFileError(UNKNOWN_FORMAT);
}

/** Groups rows into workouts by a key, keeping the file's order. */
function group(rows: Row[], keyOf: (row: Row, line: number) => string) {
  const workouts = new Map<string, { row: Row; line: number; rows: { row: Row; line: number }[] }>();
  rows.forEach((row, index) => {
    const line = index + 2;
    const key = keyOf(row, line);
    const workout = workouts.get(key) ?? { row, line, rows: [] };
    workout.rows.push({ row, line });
    workouts.set(key, workout);
  });
  return [...workouts.values()];
}

function setOf(
  line: number,
  cells: { exercise: string; weight: string; reps: string; seconds: string; rpe: string; type: SetType },
  unit: WeightUnit,
): ParsedSet {
  const weight = numberCell(cells.weight);
  const reps = numberCell(cells.reps);
  const seconds = numberCell(cells.seconds);
  const rpe = numberCell(cells.rpe);
  if (
    !cells.exercise ||
    weight === undefined ||
    reps === undefined ||
    seconds === undefined ||
    rpe === undefined
  )
    throw unreadable(line);
  const weightKg = toKg(weight, unit);
  if ((weightKg !== null && weightKg > 500) || (seconds !== null && seconds > 3600) || (reps ?? 0) > 1000)
    throw unreadable(line);
  return {
    // Own exercises' names are at most 80 characters (OWN_EXERCISE_NAME_MAX).
    exercise: cells.exercise.replace(/\s+/g, ' ').slice(0, OWN_EXERCISE_NAME_MAX),
    set_type: cells.type,
    weight_kg: weightKg,
    reps: reps === null ? null : Math.round(reps),
    duration_seconds: seconds === null || seconds === 0 ? null : Math.round(seconds),
    rpe: rpeOf(rpe),
  };
}

function strongWorkouts(rows: Row[], unit: WeightUnit, today: string): ParsedWorkout[] {
  return group(rows, (row, line) => {
    pastDate(row.Date ?? '', line, today);
    return `${row.Date}|${row['Workout Name']}`;
  }).map((workout) => {
    const duration = parseDuration(workout.row.Duration ?? '');
    if (duration === undefined) throw unreadable(workout.line);
    return {
      title: (workout.row['Workout Name'] ?? '').trim().slice(0, 100) || 'Séance importée',
      started_at: (parseDate(workout.row.Date ?? '') as Date).toISOString(),
      duration_minutes: clampMinutes(duration),
      sets: workout.rows
        // Strong writes « Rest Timer » rows between sets: no exercise logged there.
        .filter(({ row }) => (row['Set Order'] ?? '').toLowerCase() !== 'rest timer')
        .map(({ row, line }) =>
          setOf(
            line,
            {
              exercise: (row['Exercise Name'] ?? '').trim(),
              weight: row.Weight ?? '',
              reps: row.Reps ?? '',
              seconds: row.Seconds ?? '',
              rpe: row.RPE ?? '',
              type: (row['Set Order'] ?? '').toUpperCase() === 'W' ? 'warmup' : 'normal',
            },
            unit,
          ),
        ),
    };
  });
}

function hevyWorkouts(rows: Row[], unit: WeightUnit, today: string): ParsedWorkout[] {
  return group(rows, (row, line) => {
    pastDate(row.start_time ?? '', line, today);
    pastDate(row.end_time ?? '', line, today);
    return `${row.start_time}|${row.title}`;
  }).map((workout) => {
    const start = parseDate(workout.row.start_time ?? '') as Date;
    const end = parseDate(workout.row.end_time ?? '') as Date;
    return {
      title: (workout.row.title ?? '').trim().slice(0, 100) || 'Séance importée',
      started_at: start.toISOString(),
      duration_minutes: clampMinutes((end.getTime() - start.getTime()) / 60_000),
      sets: workout.rows.map(({ row, line }) => {
        const type = HEVY_TYPES[(row.set_type ?? 'normal').trim().toLowerCase() || 'normal'];
        if (!type) throw unreadable(line);
        return setOf(
          line,
          {
            exercise: (row.exercise_title ?? '').trim(),
            weight: (unit === 'kg' ? row.weight_kg : row.weight_lbs) ?? '',
            reps: row.reps ?? '',
            seconds: row.duration_seconds ?? '',
            rpe: row.rpe ?? '',
            type,
          },
          unit,
        );
      }),
    };
  });
}
