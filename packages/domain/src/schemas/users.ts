import { z } from 'zod';
import { ROLES } from '../constants/labels.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants/limits.ts';
import { MESSAGES } from '../constants/messages.ts';

export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: MESSAGES.emailRequired })
  .max(254, { error: MESSAGES.emailInvalid })
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

const nameSchema = (requiredMessage: string, tooLongMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(80, { error: tooLongMessage });

export const firstNameSchema = nameSchema(MESSAGES.firstNameRequired, MESSAGES.firstNameTooLong);
export const lastNameSchema = nameSchema(MESSAGES.lastNameRequired, MESSAGES.nameTooLong);

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  gender: z.string().nullable(),
  birthdate: z.string().nullable(),
  height_cm: z.number().nullable(),
  weight_kg: z.number().nullable(),
  goal: z.string().nullable(),
  is_private: z.boolean(),
  /** The member lets their coach read their body composition (issue 32). */
  share_body_with_coach: z.boolean(),
  /** The member's own maximum heart rate (issue 33); null: 220 − age. */
  max_heart_rate: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired })
  .min(PASSWORD_MIN, { error: MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX, { error: MESSAGES.passwordTooLong });

/** The member's password as it is now, to prove it is them; bounded like the login's. */
const currentPasswordSchema = z
  .string({ error: MESSAGES.currentPasswordRequired })
  .min(1, { error: MESSAGES.currentPasswordRequired })
  .max(1024, { error: MESSAGES.currentPasswordWrong });

/**
 * Spec §3 profile edit payload (first_name, last_name, email), plus the CONTRACT's is_private.
 * Issue 15: a new e-mail needs `current_password` (checked by the server).
 */
export const updateUserBody = z
  .object({
    first_name: firstNameSchema.optional(),
    last_name: lastNameSchema.optional(),
    email: emailSchema.optional(),
    is_private: z.boolean({ error: MESSAGES.invalidRequest }).optional(),
    share_body_with_coach: z.boolean({ error: MESSAGES.invalidRequest }).optional(),
    /** Issue 33: « Fréquence cardiaque max », 100–240 bpm; null clears it (220 − age again). */
    max_heart_rate: z
      .number({ error: MESSAGES.maxHeartRateRange })
      .int({ error: MESSAGES.maxHeartRateRange })
      .min(100, { error: MESSAGES.maxHeartRateRange })
      .max(240, { error: MESSAGES.maxHeartRateRange })
      .nullable()
      .optional(),
    current_password: currentPasswordSchema.optional(),
  })
  .strict();
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** `PUT /users/{id}/password` (issue 15); the server also refuses the 1,000 commonest passwords. */
export const changePasswordBody = z
  .object({ current_password: currentPasswordSchema, new_password: passwordSchema })
  .strict()
  .refine((body) => body.current_password !== body.new_password, {
    error: MESSAGES.passwordUnchanged,
    path: ['new_password'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** What any signed-in member may read about another (spec §6: /profile/{userId}). */
export const memberSummarySchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  created_at: z.string(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

/** Issue 15: DELETE /users/{id} asks the password again (wrong one: 403, missing: 400). */
export const deleteAccountBody = z
  .object({
    password: z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, { error: MESSAGES.passwordRequired })
      .max(1024, { error: MESSAGES.passwordWrong }),
  })
  .strict();

/** POST /users/{id}/import: what the archive added (all zeros when it was already imported). */
export const accountImportResultSchema = z.object({
  exercises: z.number(),
  programs: z.number(),
  enrollments: z.number(),
  completions: z.number(),
  sets: z.number(),
  photos: z.number(),
  measurements: z.number(),
  body_goals: z.number(),
  /** What was set aside or brought back within the rules, in French, each with its count. */
  notes: z.array(z.string()),
});
export type AccountImportResult = z.infer<typeof accountImportResultSchema>;
