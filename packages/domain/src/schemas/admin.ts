import { z } from 'zod';
import { strictNumber } from '../api/primitives.ts';
import { ADMIN_ACTIONS, ADMIN_LIMITS, ADMIN_MESSAGES } from '../constants/admin.ts';
import { ROLES } from '../constants/labels.ts';

const pageFields = {
  limit: strictNumber(
    z.coerce
      .number({ error: ADMIN_MESSAGES.limitRange })
      .int({ error: ADMIN_MESSAGES.limitRange })
      .min(1, { error: ADMIN_MESSAGES.limitRange })
      .max(ADMIN_LIMITS.maxLimit, { error: ADMIN_MESSAGES.limitRange })
      .default(ADMIN_LIMITS.defaultLimit),
  ),
  offset: strictNumber(
    z.coerce
      .number({ error: ADMIN_MESSAGES.offsetRange })
      .int({ error: ADMIN_MESSAGES.offsetRange })
      .min(0, { error: ADMIN_MESSAGES.offsetRange })
      .max(ADMIN_LIMITS.maxOffset, { error: ADMIN_MESSAGES.offsetRange })
      .default(0),
  ),
};

/** GET /admin/users: `query` matches a name, a username or an e-mail (blank: everyone). */
export const adminUsersQuery = z.object({
  query: z
    .string()
    .trim()
    .max(ADMIN_LIMITS.maxQueryLength, { error: ADMIN_MESSAGES.queryTooLong })
    .optional(),
  ...pageFields,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

export const adminAuditQuery = z.object(pageFields);

export const adminUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ROLES),
  is_active: z.boolean(),
  created_at: z.string(),
  last_active_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminRoleBody = z.object({
  role: z.enum(ROLES, { error: ADMIN_MESSAGES.roleInvalid }),
});

export const adminProgramBody = z.object({
  is_hidden: z.boolean({ error: ADMIN_MESSAGES.isHiddenRequired }),
});

/** A public programme as the admin's Programmes tab lists it. */
export const adminProgramSchema = z.object({
  id: z.number(),
  title: z.string(),
  created_by: z.number(),
  creator_name: z.string(),
  is_hidden: z.boolean(),
  created_at: z.string(),
});
export type AdminProgram = z.infer<typeof adminProgramSchema>;

/** One journal line: who (`admin_name`), what (`action`, `details`), on whom (`target_label`), when. */
export const adminAuditEntrySchema = z.object({
  id: z.number(),
  admin_id: z.number().nullable(),
  admin_name: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  target_user_id: z.number().nullable(),
  target_program_id: z.number().nullable(),
  target_label: z.string(),
  /** A role change: the role before and after. */
  details: z.object({ from: z.enum(ROLES).optional(), to: z.enum(ROLES).optional() }),
  created_at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** Numbers at a glance: members, members active this week, sessions this week (Paris week). */
export const adminStatsSchema = z.object({
  members: z.number(),
  active_this_week: z.number(),
  sessions_this_week: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
