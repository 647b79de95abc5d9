import { z } from 'zod';
import { PAGINATION } from '../constants/limits.ts';
import { MESSAGES } from '../constants/messages.ts';

/** Positive integer id, from a path segment or a JSON number. */
export const idSchema = z.coerce
  .number({ error: MESSAGES.invalidId })
  .int({ error: MESSAGES.invalidId })
  .positive({ error: MESSAGES.invalidId })
  .max(2_147_483_647, { error: MESSAGES.invalidId });

export const idParams = z.object({ id: idSchema });

/** `HH:MM` or `HH:MM:SS`, 24-hour. */
export const timeOfDaySchema = z
  .string({ error: MESSAGES.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: MESSAGES.timeInvalid });

export const isoDateTime = z.string();

export const paginationQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGINATION.maxLimit).default(PAGINATION.defaultLimit),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
