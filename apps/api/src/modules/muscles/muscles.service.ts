import {
  addDays,
  type MuscleHistory,
  type MuscleSets,
  parisDay,
  parisDayStart,
  parisWeekStart,
  tallyMuscleSets,
} from '@elan/domain';
import type { Database } from '../../db/client.ts';
import { musclesRepository as repo } from './muscles.repository.ts';

/** Issue 33 « Muscles this week »: the signed-in member's own work sets per muscle group. */
export function createMusclesService(db: Database, now: () => Date = () => new Date()) {
  return {
    /** The last `days` Paris days, today included (CONTRACT « Insight »). */
    async muscleSets(userId: number, days: number): Promise<MuscleSets> {
      const from = parisDayStart(addDays(parisDay(now()), 1 - days));
      return tallyMuscleSets(await repo.tally(db, userId, from));
    },

    /** Per group, the last `weeks` Paris weeks (Monday to Sunday), this one included, oldest first. */
    async muscleHistory(userId: number, weeks: number): Promise<MuscleHistory> {
      const first = addDays(parisWeekStart(now()), -7 * (weeks - 1));
      const rows = await repo.weeklyTally(db, userId, parisDayStart(first));
      const weekStarts = Array.from({ length: weeks }, (_, index) => addDays(first, 7 * index));
      const tallies = weekStarts.map((week) =>
        tallyMuscleSets(rows.filter((row) => row.week_start === week)),
      );
      return tallyMuscleSets([]).map(({ muscle_group }, groupIndex) => ({
        muscle_group,
        weeks: weekStarts.map((week_start, weekIndex) => {
          const entry = tallies[weekIndex]?.[groupIndex];
          return { week_start, sets: entry?.sets ?? 0, volume_kg: entry?.volume_kg ?? 0 };
        }),
      }));
    },
  };
}

export type MusclesService = ReturnType<typeof createMusclesService>;
