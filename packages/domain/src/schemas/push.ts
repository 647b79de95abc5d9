import { z } from 'zod';
import { strictNumber, timeOfDaySchema } from '../api/primitives.ts';
import {
  COACH_NOTIFICATION_TYPES,
  NOTIFICATION_LIMITS,
  NOTIFICATION_TYPES,
  PUSH_MESSAGES,
  REMINDER_MINUTES_CHOICES,
  type ReminderMinutes,
  SOCIAL_NOTIFICATION_TYPES,
} from '../constants/notifications.ts';

/** What a notification may carry for its click target (spec §2 Shell: programId). */
export const notificationDataSchema = z.object({
  programId: z.number().optional(),
  sessionId: z.number().optional(),
  badgeId: z.number().optional(),
  completionId: z.number().optional(),
  url: z.string().optional(),
});

/** Spec §3 Notification. `created_at` is the spec's timestamp, an ISO-8601 UTC string. */
export const notificationSchema = z.object({
  id: z.number(),
  type: z.enum([...NOTIFICATION_TYPES, ...SOCIAL_NOTIFICATION_TYPES, ...COACH_NOTIFICATION_TYPES]),
  title: z.string(),
  message: z.string(),
  data: notificationDataSchema,
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuery = z.object({
  limit: strictNumber(
    z.coerce
      .number({ error: PUSH_MESSAGES.limitRange })
      .int({ error: PUSH_MESSAGES.limitRange })
      .min(1, { error: PUSH_MESSAGES.limitRange })
      .max(NOTIFICATION_LIMITS.maxLimit, { error: PUSH_MESSAGES.limitRange })
      .default(NOTIFICATION_LIMITS.defaultLimit),
  ),
  offset: strictNumber(
    z.coerce
      .number({ error: PUSH_MESSAGES.offsetRange })
      .int({ error: PUSH_MESSAGES.offsetRange })
      .min(0, { error: PUSH_MESSAGES.offsetRange })
      .max(NOTIFICATION_LIMITS.maxOffset, { error: PUSH_MESSAGES.offsetRange })
      .default(0),
  ),
});

export const readAllResultSchema = z.object({ updated: z.number() });

/** Spec §3 push stats. */
export const pushStatsSchema = z.object({
  sent_last_week: z.number(),
  active_devices: z.number(),
});
export type PushStats = z.infer<typeof pushStatsSchema>;

export const vapidKeySchema = z.object({ publicKey: z.string() });

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes a base64url text decodes to, or -1 when it is not base64url. */
export function base64UrlByteLength(text: string): number {
  if (!BASE64URL.test(text)) return -1;
  const length = text.replace(/=+$/, '').length;
  if (length % 4 === 1) return -1;
  return Math.floor((length * 6) / 8);
}

const HTTPS_URL = /^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/\S*)?$/;
const LOOPBACK_URL = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?(\/\S*)?$/;

/**
 * The shape of a push service address: https, or http on the loopback (the tests' stub). The
 * server then accepts only the real push services' hosts (apps/api push-endpoint.ts, decision 026).
 */
export const isPushEndpoint = (value: string) => HTTPS_URL.test(value) || LOOPBACK_URL.test(value);

const endpointSchema = z
  .string({ error: PUSH_MESSAGES.endpointInvalid })
  .max(2048, { error: PUSH_MESSAGES.endpointInvalid })
  .refine(isPushEndpoint, { error: PUSH_MESSAGES.endpointInvalid });

/**
 * The browser's `PushSubscription.toJSON()`: p256dh an uncompressed P-256 point (65 bytes,
 * first byte 0x04, so its base64url starts with « B »), auth 16 bytes.
 */
export const pushSubscriptionSchema = z.object(
  {
    endpoint: endpointSchema,
    expirationTime: z.number().nullish(),
    keys: z.object(
      {
        p256dh: z
          .string({ error: PUSH_MESSAGES.p256dhInvalid })
          .refine((key) => key.startsWith('B') && base64UrlByteLength(key) === 65, {
            error: PUSH_MESSAGES.p256dhInvalid,
          }),
        auth: z
          .string({ error: PUSH_MESSAGES.authInvalid })
          .refine((key) => base64UrlByteLength(key) === 16, { error: PUSH_MESSAGES.authInvalid }),
      },
      { error: PUSH_MESSAGES.p256dhInvalid },
    ),
  },
  { error: PUSH_MESSAGES.subscriptionRequired },
);
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const subscribeBody = z.object({ subscription: pushSubscriptionSchema });
export const unsubscribeBody = z.object({ endpoint: endpointSchema });
export const subscriptionResultSchema = z.object({ endpoint: z.string(), active: z.boolean() });

const toggle = z.boolean({ error: PUSH_MESSAGES.booleanInvalid });

/** `HH:MM` (a `HH:MM:SS` from a time input is trimmed to `HH:MM`). */
const quietHour = timeOfDaySchema.transform((value) => value.slice(0, 5));

const reminderMinutes = strictNumber(
  z.coerce
    .number({ error: PUSH_MESSAGES.reminderMinutesInvalid })
    .refine((minutes) => (REMINDER_MINUTES_CHOICES as readonly number[]).includes(minutes), {
      error: PUSH_MESSAGES.reminderMinutesInvalid,
    })
    .transform((minutes) => minutes as ReminderMinutes),
);

/** Spec §3 push preferences, plus the master push switch and the quiet-hours switch. */
export const pushPreferencesSchema = z.object({
  push_enabled: z.boolean(),
  training_reminders: z.boolean(),
  session_completed_by_members: z.boolean(),
  badge_unlocked: z.boolean(),
  weekly_goals: z.boolean(),
  daily_motivation: z.boolean(),
  new_programs: z.boolean(),
  /** « Commentaires » (issue 32) and the challenges' notifications (issue 34). */
  comments: z.boolean(),
  challenges: z.boolean(),
  quiet_hours_enabled: z.boolean(),
  quiet_hours_start: z.string(),
  quiet_hours_end: z.string(),
  reminder_minutes_before: z.union(REMINDER_MINUTES_CHOICES.map((minutes) => z.literal(minutes))),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** PUT /push/preferences: the changed fields only (spec §7), at least one; unknown keys dropped. */
export const pushPreferencesUpdateBody = z
  .object(
    {
      push_enabled: toggle.optional(),
      training_reminders: toggle.optional(),
      session_completed_by_members: toggle.optional(),
      badge_unlocked: toggle.optional(),
      weekly_goals: toggle.optional(),
      daily_motivation: toggle.optional(),
      new_programs: toggle.optional(),
      comments: toggle.optional(),
      challenges: toggle.optional(),
      quiet_hours_enabled: toggle.optional(),
      quiet_hours_start: quietHour.optional(),
      quiet_hours_end: quietHour.optional(),
      reminder_minutes_before: reminderMinutes.optional(),
    },
    { error: PUSH_MESSAGES.nothingToUpdate },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: PUSH_MESSAGES.nothingToUpdate,
  });
export type PushPreferencesUpdate = z.input<typeof pushPreferencesUpdateBody>;

/** POST /push/rest-timer: when the rest ends; the server checks it is within 10 minutes. */
export const restTimerBody = z.object({
  ends_at: z.iso.datetime({ offset: true, error: PUSH_MESSAGES.endsAtInvalid }),
});
export const restTimerSchema = z.object({ ends_at: z.string() });

export const pushTestResultSchema = z.object({ devices: z.number() });

/**
 * The JSON a push carries (aes128gcm-encrypted), read by the service worker: `type` is a
 * notification type, or `test` / `rest_timer`; `url` is where a click leads.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  type: z.string(),
  url: z.string(),
  icon: z.string(),
  tag: z.string(),
  notification_id: z.number().nullable(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
