import { z } from 'zod';
import { PAGINATION } from '../constants/limits.ts';
import { MESSAGES } from '../constants/messages.ts';

/**
 * Numbers from JSON, or digit strings from a path, a query or a form: `z.coerce.number` alone would
 * also read `true` as 1 and `''` as 0. Booleans and blank strings become NaN, which the wrapped
 * schema refuses with its own French message.
 */
export function strictNumber<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) =>
      typeof value === 'boolean' || (typeof value === 'string' && value.trim() === '') ? Number.NaN : value,
    schema,
  );
}

/**
 * A cross-field rule's `when`: it runs as soon as the value is an object and the fields it reads
 * parsed, whatever the other fields' errors — a form shows every error at once instead of one
 * stage after another. Zod's default skips the rule while any field has an error; a body that is
 * not an object at all (`null`, nothing) never reaches the rule.
 */
export const whenFieldsValid =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));

/** Positive integer id, from a path segment or a JSON number. */
export const idSchema = strictNumber(
  z.coerce
    .number({ error: MESSAGES.invalidId })
    .int({ error: MESSAGES.invalidId })
    .positive({ error: MESSAGES.invalidId })
    .max(2_147_483_647, { error: MESSAGES.invalidId }),
);

export const idParams = z.object({ id: idSchema });

/** `HH:MM` or `HH:MM:SS`, 24-hour. */
export const timeOfDaySchema = z
  .string({ error: MESSAGES.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: MESSAGES.timeInvalid });

export const paginationQuery = z.object({
  limit: strictNumber(
    z.coerce.number().int().min(1).max(PAGINATION.maxLimit).default(PAGINATION.defaultLimit),
  ),
  offset: strictNumber(z.coerce.number().int().min(0).max(1_000_000).default(0)),
});
