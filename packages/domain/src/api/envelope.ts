import { z } from 'zod';

/** CONTRACT: every success is `{success: true, data}`, every error `{success: false, error, message}`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

const errorEnvelope = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
