import type { SetType } from '../constants/labels.ts';
import { MUSCLE_GROUPS } from '../schemas/exercises.ts';

export type MuscleGroup = (typeof MUSCLE_GROUPS)[number];

/**
 * Logged sets of one exercise sharing a type and a status (the repository counts them in SQL):
 * `muscle_groups` are the exercise's groups, its catalogue `muscle_group` first.
 */
export type TallyRow = {
  muscle_groups: readonly string[];
  set_type: SetType;
  status: 'done' | 'skipped';
  sets: number;
  volume_kg: number;
};

export type MuscleTally = { muscle_group: MuscleGroup; sets: number; volume_kg: number };

/**
 * The recommended weekly band of hard sets per muscle group for muscle growth (decision 115:
 * Schoenfeld, Ogborn & Krieger 2017; Pelland et al. 2024).
 */
export const WEEKLY_SET_BAND = { min: 10, max: 20 } as const;

export type BandPosition = 'none' | 'below' | 'within' | 'above';

/** Where a week's sets of one group sit against the band: 0 is « none », not « below ». */
export function bandPosition(sets: number): BandPosition {
  if (sets <= 0) return 'none';
  if (sets < WEEKLY_SET_BAND.min) return 'below';
  if (sets <= WEEKLY_SET_BAND.max) return 'within';
  return 'above';
}

const isMuscleGroup = (group: string): group is MuscleGroup =>
  (MUSCLE_GROUPS as readonly string[]).includes(group);

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Issue 33's tally (decision 114): work sets per muscle group. A warm-up or a skipped set never
 * counts; a drop or failure set is a work set. A set counts whole for each of its exercise's groups
 * (a group listed twice counts once). A superset's exercises are separate exercises, so each
 * counts its own sets. Every group of the catalogue is in the answer, in `MUSCLE_GROUPS` order,
 * 0 when untrained; a group outside the catalogue is left out.
 */
export function tallyMuscleSets(rows: readonly TallyRow[]): MuscleTally[] {
  const totals = new Map<MuscleGroup, { sets: number; volume_kg: number }>(
    MUSCLE_GROUPS.map((group) => [group, { sets: 0, volume_kg: 0 }]),
  );
  for (const row of rows) {
    if (row.status !== 'done' || row.set_type === 'warmup') continue;
    for (const group of new Set(row.muscle_groups)) {
      if (!isMuscleGroup(group)) continue;
      const total = totals.get(group);
      if (!total) continue;
      total.sets += row.sets;
      total.volume_kg += row.volume_kg;
    }
  }
  return MUSCLE_GROUPS.map((group) => {
    const total = totals.get(group) ?? { sets: 0, volume_kg: 0 };
    return { muscle_group: group, sets: total.sets, volume_kg: oneDecimal(total.volume_kg) };
  });
}
