import { z } from 'zod';
import { idSchema, strictNumber } from '../api/primitives.ts';
import { FEELINGS } from '../constants/labels.ts';
import {
  CONNECTION_DIRECTIONS,
  CONNECTION_STATUSES,
  FEED_EVENT_TYPES,
  REACTION_EMOJIS,
  RELATIONS,
  SOCIAL_LIMITS,
  SOCIAL_MESSAGES,
} from '../constants/social.ts';

/** A member as the social screens show them; `avatar_url` is null until avatars exist. */
export const socialMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  avatar_url: z.string().nullable(),
});
export type SocialMember = z.infer<typeof socialMemberSchema>;

/** Present (neither missing nor null), with its own French text; the piped schema checks the rest. */
const required = (message: string) =>
  z.any().refine((value) => value !== undefined && value !== null, { error: message });

/** POST /social/connections/add. */
export const addConnectionBody = z.object(
  { friendId: required(SOCIAL_MESSAGES.friendIdRequired).pipe(idSchema) },
  { error: SOCIAL_MESSAGES.friendIdRequired },
);
export type AddConnectionBody = z.input<typeof addConnectionBody>;

/** One line of GET /social/connections: a friend or a pending request, in or out. */
export const connectionSchema = z.object({
  id: z.number(),
  status: z.enum(CONNECTION_STATUSES),
  /** outgoing: the caller asked; incoming: the other member asked. */
  direction: z.enum(CONNECTION_DIRECTIONS),
  member: socialMemberSchema,
  created_at: z.string(),
  accepted_at: z.string().nullable(),
});
export type Connection = z.infer<typeof connectionSchema>;

/** Spec §3 circle status (GET /social/circle). */
export const feedStatusSchema = z.object({
  unlocked: z.boolean(),
  streak: z.number(),
  total_days: z.number(),
});
export type FeedStatus = z.infer<typeof feedStatusSchema>;

export const circleFriendSchema = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  feed_unlocked_today: z.boolean(),
});
export type CircleFriend = z.infer<typeof circleFriendSchema>;

export const circleSchema = z.object({
  user_status: feedStatusSchema,
  circle: z.object({
    total_friends: z.number(),
    active_today: z.number(),
    friends: z.array(circleFriendSchema),
  }),
});
export type Circle = z.infer<typeof circleSchema>;

const graphemes = (text: string) => [...new Intl.Segmenter('fr', { granularity: 'grapheme' }).segment(text)];
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/** One emoji, one grapheme (« 👍🏽 », « 🇫🇷 » and « ❤️ » count as one). */
export const emojiSchema = z
  .string({ error: SOCIAL_MESSAGES.emojiInvalid })
  .trim()
  .refine((text) => graphemes(text).length === 1 && EMOJI.test(text), {
    error: SOCIAL_MESSAGES.emojiInvalid,
  });

/** POST /social/feed/unlock (CONTRACT « Circle unlock rule »); message and emoji optional. */
export const unlockBody = z.object(
  {
    sessionCompletionId: required(SOCIAL_MESSAGES.completionRequired).pipe(idSchema),
    message: z
      .string({ error: SOCIAL_MESSAGES.messageInvalid })
      .trim()
      .refine((text) => graphemes(text).length <= SOCIAL_LIMITS.messageMax, {
        error: SOCIAL_MESSAGES.messageTooLong,
      })
      .nullish()
      .transform((text) => text || null),
    emoji: emojiSchema.nullish(),
  },
  { error: SOCIAL_MESSAGES.completionRequired },
);
export type UnlockBody = z.input<typeof unlockBody>;

const reactionEmoji = z.enum(REACTION_EMOJIS, { error: SOCIAL_MESSAGES.reactionInvalid });

/** Counts per emoji and the caller's own reaction. */
export const reactionsSchema = z.object({
  counts: z.object({ '👏': z.number(), '🔥': z.number(), '💪': z.number(), '❤️': z.number() }),
  mine: reactionEmoji.nullable(),
});
export type Reactions = z.infer<typeof reactionsSchema>;

/**
 * Issue 29: the workout card of a `session_completed` event that names its completion, as a friend
 * reads it (decision 075): the session's title (« Séance libre » for a free workout), minutes,
 * volume (kg × reps of the working sets done), working sets done, records beaten, the member's
 * feeling and the photo as a signed link. Never a body measurement.
 */
export const feedWorkoutSchema = z.object({
  session_title: z.string(),
  duration_minutes: z.number(),
  volume_kg: z.number(),
  sets_done: z.number(),
  records: z.number(),
  feeling: z.enum(FEELINGS).nullable(),
  photo_url: z.string().nullable(),
  /** Issue 34: the comments on the session (its thread: GET /api/completions/{id}/comments). */
  comments_count: z.number(),
});
export type FeedWorkout = z.infer<typeof feedWorkoutSchema>;

/**
 * Spec §3 feed event; duration in minutes; the completion's average heart rate and calories (issue 33,
 * null on other events or when unknown); `workout`
 * only on a completed session's event (absent on the others).
 */
export const feedEventSchema = z.object({
  id: z.number(),
  type: z.enum(FEED_EVENT_TYPES),
  user_id: z.number(),
  name: z.string(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  emoji: z.string(),
  message: z.string(),
  created_at: z.string(),
  completion_id: z.number().nullable(),
  duration: z.number().nullable(),
  average_heart_rate: z.number().nullable(),
  calories_burned: z.number().nullable(),
  reactions: reactionsSchema,
  workout: feedWorkoutSchema.optional(),
});
export type FeedEvent = z.infer<typeof feedEventSchema>;

/** GET /social/feed and /social/feed/{memberId}: newest first; `next_before` asks the next page. */
export const feedPageSchema = z.object({
  feed: z.array(feedEventSchema),
  locked: z.boolean(),
  next_before: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

/** `before`: the opaque `next_before` of the previous page (keyset on created_at, id). */
export const FEED_CURSOR = /^\d{1,17}_\d{1,10}$/;

export const socialFeedQuery = z.object({
  limit: strictNumber(
    z.coerce
      .number({ error: SOCIAL_MESSAGES.limitRange })
      .int({ error: SOCIAL_MESSAGES.limitRange })
      .min(1, { error: SOCIAL_MESSAGES.limitRange })
      .max(SOCIAL_LIMITS.feedPage, { error: SOCIAL_MESSAGES.limitRange })
      .default(SOCIAL_LIMITS.feedPage),
  ),
  offset: strictNumber(
    z.coerce
      .number({ error: SOCIAL_MESSAGES.offsetRange })
      .int({ error: SOCIAL_MESSAGES.offsetRange })
      .min(0, { error: SOCIAL_MESSAGES.offsetRange })
      .max(SOCIAL_LIMITS.feedMaxOffset, { error: SOCIAL_MESSAGES.offsetRange })
      .default(0),
  ),
  before: z
    .string({ error: SOCIAL_MESSAGES.cursorInvalid })
    .regex(FEED_CURSOR, { error: SOCIAL_MESSAGES.cursorInvalid })
    .optional(),
});
export type SocialFeedQuery = z.input<typeof socialFeedQuery>;

/** The answer of the unlock: the streak (spec §3) and the posted event. */
export const unlockResultSchema = feedStatusSchema.extend({ feed_event: feedEventSchema });
export type UnlockResult = z.infer<typeof unlockResultSchema>;

/** PUT /social/feed/events/{id}/reaction. */
export const reactionBody = z.object({ emoji: reactionEmoji }, { error: SOCIAL_MESSAGES.reactionInvalid });
export type ReactionBody = z.input<typeof reactionBody>;

/** GET /social/share/card?sessionCompletionId (optional). */
export const shareCardQuery = z.object({ sessionCompletionId: idSchema.optional() });

/** Spec §3 share data. */
export const shareCardSchema = z.object({
  user: z.object({ name: z.string(), avatar_url: z.string().nullable(), username: z.string() }),
  stats: z.object({ streak: z.number(), total_days: z.number(), friends_count: z.number() }),
  status: z.object({ unlocked: z.boolean() }),
  feed_event: z.object({ emoji: z.string(), message: z.string() }).nullable(),
});
export type ShareCard = z.infer<typeof shareCardSchema>;

/** Spec §3 public profile (GET /social/public/{username}, no token). */
export const publicProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  total_sessions: z.number(),
  friends_count: z.number(),
  badges_count: z.number(),
  // `code` (issue 29): the catalogue code, so that the medallion is drawn by category and tier.
  recent_badges: z.array(z.object({ id: z.number(), code: z.string(), icon: z.string(), name: z.string() })),
  created_at: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** GET /social/profile/{id}: the public profile plus where the member stands to the caller. */
export const socialProfileSchema = publicProfileSchema.extend({
  relation: z.enum(RELATIONS),
  connection_id: z.number().nullable(),
  is_private: z.boolean(),
});
export type SocialProfile = z.infer<typeof socialProfileSchema>;

export const usernameParams = z.object({
  username: z
    .string({ error: SOCIAL_MESSAGES.usernameInvalid })
    .min(1, { error: SOCIAL_MESSAGES.usernameInvalid })
    .max(80, { error: SOCIAL_MESSAGES.usernameInvalid }),
});

/** GET /social/users/search?q=: name or username, accents ignored. */
export const memberSearchQuery = z.object({
  q: z
    .string({ error: SOCIAL_MESSAGES.searchTooShort })
    .trim()
    .min(SOCIAL_LIMITS.searchMin, { error: SOCIAL_MESSAGES.searchTooShort })
    .max(SOCIAL_LIMITS.searchMax, { error: SOCIAL_MESSAGES.searchTooLong }),
});

export const memberSearchResultSchema = socialMemberSchema.extend({
  relation: z.enum(RELATIONS),
  connection_id: z.number().nullable(),
});
export type MemberSearchResult = z.infer<typeof memberSearchResultSchema>;

/** GET /social/suggestions (issue 29): a member of the caller's programmes, with how many they share. */
export const memberSuggestionSchema = socialMemberSchema.extend({ shared_programs: z.number() });
export type MemberSuggestion = z.infer<typeof memberSuggestionSchema>;
