import { z } from 'zod';

/** Issue 14: the unit of Strong's « Weight » column (Strong exports in the member's unit; we ask). */
export const IMPORT_UNITS = ['kg', 'lbs'] as const;
export const importQuery = z.object({ unit: z.enum(IMPORT_UNITS).default('kg') });

/** POST /imports: what the file holds, before anything is written. */
export const importPreviewSchema = z.object({
  id: z.string(),
  format: z.enum(['strong', 'hevy']),
  workouts: z.number(),
  sets: z.number(),
  first_date: z.string(),
  last_date: z.string(),
  /** English name in the file → the catalogue's (or the member's existing own) exercise. */
  mapped: z.array(z.object({ from: z.string(), to: z.string() })),
  /** Names that become the member's own exercises at commit. */
  created: z.array(z.string()),
  expires_at: z.string(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** POST /imports/{id}/commit: what was added (0 and 0 when the same history was already there). */
export const importResultSchema = z.object({
  workouts_added: z.number(),
  sets_added: z.number(),
  exercises_created: z.number(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
