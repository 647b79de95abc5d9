import { z } from 'zod';
import { idSchema, strictNumber, whenFieldsValid } from '../api/primitives.ts';
import {
  CHALLENGE_LIMITS,
  CHALLENGE_MESSAGES,
  CHALLENGE_METRICS,
  CHALLENGE_PARTICIPANT_STATUSES,
} from '../constants/challenges.ts';
import { MESSAGES } from '../constants/messages.ts';

/** A calendar day `AAAA-MM-JJ` that exists (2026-02-30 does not read back as itself). */
const challengeDay = (required: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: required })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MESSAGES.dateInvalid })
      .refine(
        (value) => value >= '1900-01-01' && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value),
        { error: MESSAGES.dateInvalid },
      ),
  );

/** Paris days from `start` to `end`, both counted (`2026-03-01`…`2026-03-01` is 1). */
export function challengeLengthInDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T12:00:00Z`) - Date.parse(`${start}T12:00:00Z`)) / 86_400_000) + 1;
}

/**
 * POST /social/challenges (issue 34). « Today or later » needs the server's clock: the service
 * checks it (and the form with its own day, `isChallengeStartInPast`); everything else is here.
 */
export const createChallengeBody = z
  .object(
    {
      title: z
        .string({ error: CHALLENGE_MESSAGES.titleRequired })
        .trim()
        .min(1, { error: CHALLENGE_MESSAGES.titleRequired })
        .max(CHALLENGE_LIMITS.titleMax, { error: CHALLENGE_MESSAGES.titleTooLong }),
      metric: z.enum(CHALLENGE_METRICS, { error: CHALLENGE_MESSAGES.metricInvalid }),
      target: strictNumber(
        z.coerce
          .number({ error: CHALLENGE_MESSAGES.targetInvalid })
          .int({ error: CHALLENGE_MESSAGES.targetInvalid })
          .max(2_147_483_647, { error: CHALLENGE_MESSAGES.targetInvalid }),
      ),
      starts_on: challengeDay(CHALLENGE_MESSAGES.startRequired),
      ends_on: challengeDay(CHALLENGE_MESSAGES.endRequired),
      invitee_ids: z
        .array(idSchema, { error: CHALLENGE_MESSAGES.inviteesInvalid })
        .min(1, { error: CHALLENGE_MESSAGES.inviteesRequired })
        .transform((ids) => [...new Set(ids)])
        .refine((ids) => ids.length <= CHALLENGE_LIMITS.maxParticipants - 1, {
          error: CHALLENGE_MESSAGES.tooManyParticipants,
        }),
    },
    { error: CHALLENGE_MESSAGES.titleRequired },
  )
  .refine(
    (body) => body.metric !== 'sessions' || (body.target >= 1 && body.target <= CHALLENGE_LIMITS.maxSessions),
    {
      path: ['target'],
      error: CHALLENGE_MESSAGES.targetSessionsRange,
      when: whenFieldsValid('metric', 'target'),
    },
  )
  .refine(
    (body) => body.metric !== 'minutes' || (body.target >= 1 && body.target <= CHALLENGE_LIMITS.maxMinutes),
    {
      path: ['target'],
      error: CHALLENGE_MESSAGES.targetMinutesRange,
      when: whenFieldsValid('metric', 'target'),
    },
  )
  .refine((body) => body.ends_on >= body.starts_on, {
    path: ['ends_on'],
    error: CHALLENGE_MESSAGES.endBeforeStart,
    when: whenFieldsValid('starts_on', 'ends_on'),
  })
  .refine(
    (body) =>
      body.ends_on < body.starts_on ||
      challengeLengthInDays(body.starts_on, body.ends_on) <= CHALLENGE_LIMITS.maxDays,
    { path: ['ends_on'], error: CHALLENGE_MESSAGES.tooLong, when: whenFieldsValid('starts_on', 'ends_on') },
  );
export type CreateChallengeBody = z.input<typeof createChallengeBody>;

/** The rule the service applies with the server's Paris day (and the form with the device's). */
export function isChallengeStartInPast(startsOn: string, today: string): boolean {
  return startsOn < today;
}

/** The form's schema: the same rules, and a start not before the device's `today`. */
export const challengeFormSchema = (today: string) =>
  createChallengeBody.refine((body) => !isChallengeStartInPast(body.starts_on, today), {
    path: ['starts_on'],
    error: CHALLENGE_MESSAGES.startInPast,
    when: whenFieldsValid('starts_on'),
  });

/** One of the member's challenges, as GET /social/challenges lists them. */
export const challengeSummarySchema = z.object({
  id: z.number(),
  creator_id: z.number(),
  creator_first_name: z.string(),
  title: z.string(),
  metric: z.enum(CHALLENGE_METRICS),
  target: z.number(),
  starts_on: z.string(),
  ends_on: z.string(),
  /** The caller's own answer. */
  status: z.enum(CHALLENGE_PARTICIPANT_STATUSES),
  /** Paris days left, today included (0 once ended); before the start, the whole length. */
  days_left: z.number(),
  is_ended: z.boolean(),
  participants_count: z.number(),
  created_at: z.string(),
});
export type ChallengeSummary = z.infer<typeof challengeSummarySchema>;

export const challengeParticipantSchema = z.object({
  user_id: z.number(),
  first_name: z.string(),
  /** Sessions, or minutes (sum of `duration_minutes`), between the Paris days `starts_on` and `ends_on`. */
  progress: z.number(),
  /** Competition ranking: ties share a rank, the next rank skips (1, 1, 3). */
  rank: z.number(),
  has_reached_target: z.boolean(),
});
export type ChallengeParticipant = z.infer<typeof challengeParticipantSchema>;

/** GET /social/challenges/{id}: the challenge, its participants ranked, and at the end its winners. */
export const challengeDetailSchema = challengeSummarySchema.extend({
  participants: z.array(challengeParticipantSchema),
  /** Invited and not answered yet. */
  invited: z.array(z.object({ user_id: z.number(), first_name: z.string() })),
  /** The top rank once ended (nobody when nobody trained); null before the end. */
  winners: z.array(z.object({ user_id: z.number(), first_name: z.string() })).nullable(),
  badge_code: z.string(),
});
export type ChallengeDetail = z.infer<typeof challengeDetailSchema>;
