import { z } from 'zod';
import { MESSAGES } from '../constants/messages.ts';
import { emailSchema, firstNameSchema, lastNameSchema, passwordSchema, userSchema } from './users.ts';

export const loginBody = z.object({
  email: emailSchema,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired })
    .max(1024, { error: MESSAGES.invalidCredentials }),
});
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z.object({
  email: emailSchema,
  password: passwordSchema,
  first_name: firstNameSchema,
  last_name: lastNameSchema,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const authResult = z.object({ token: z.string(), user: userSchema });
export type AuthResult = z.infer<typeof authResult>;
