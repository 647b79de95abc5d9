import { goalAmount } from '../rules/units.ts';

/** Spec §3/§9 circle and feed constants, and the CONTRACT's reactions (decision 018). */
export const FEED_EVENT_TYPES = [
  'session_completed',
  'streak_achieved',
  'program_started',
  'goal_reached',
  'badge_earned',
] as const;
export type FeedEventType = (typeof FEED_EVENT_TYPES)[number];

/** CONTRACT « Reactions »: one of these per member per event (Strava's kudos). */
export const REACTION_EMOJIS = ['👏', '🔥', '💪', '❤️'] as const;
export type ReactionEmoji = (typeof REACTION_EMOJIS)[number];

/** A `streak_achieved` event is posted when the streak reaches one of these. */
export const STREAK_MILESTONES = [3, 7, 14, 30, 100] as const;

export const CONNECTION_STATUSES = ['pending', 'accepted'] as const;
export const CONNECTION_DIRECTIONS = ['incoming', 'outgoing'] as const;
/** Where another member stands to the caller (search results, profiles). */
export const RELATIONS = ['none', 'friend', 'incoming', 'outgoing', 'self'] as const;
export type Relation = (typeof RELATIONS)[number];

export const SOCIAL_LIMITS = {
  /** Spec §9: feed page 50. */
  feedPage: 50,
  feedMaxOffset: 1000,
  /** Unlock message (spec §3 feed event) and search bounds. */
  messageMax: 280,
  searchMin: 2,
  searchMax: 80,
  searchResults: 20,
  /**
   * « Dans tes programmes » (issue 29, decision 076): at most this many suggestions, read from the
   * caller's newest programmes and, in each, this many active members.
   */
  suggestions: 10,
  suggestionPrograms: 20,
  suggestionMembersPerProgram: 50,
  /** Bounds that keep the circle and the connection list one bounded answer. */
  maxFriends: 500,
  maxPendingOut: 100,
  maxPendingIn: 200,
  /** Spec §9: circle radius 120, 140 above 8 friends; glow at streak ≥ 3, warmest card at ≥ 7. */
  circleRadius: 120,
  circleRadiusLarge: 140,
  circleLargeAbove: 8,
  glowStreak: 3,
  warmStreak: 7,
  recentBadges: 6,
  /** Spec §2: « Vous êtes à jour ! » once the feed holds this many events. */
  upToDateAfter: 10,
} as const;

/** Default emoji of a `session_completed` event when the member sends none. */
export const DEFAULT_UNLOCK_EMOJI = '💪';

/** The server's French errors for the social routes. */
export const SOCIAL_MESSAGES = {
  friendIdRequired: "L'identifiant du membre est obligatoire",
  cannotAddSelf: 'Vous ne pouvez pas vous ajouter vous-même',
  alreadyFriends: 'Vous êtes déjà amis',
  requestPending: 'Une demande est déjà en attente',
  tooManyFriends: 'Vous avez atteint le nombre maximal d’amis (500)',
  tooManyRequests: 'Trop de demandes en attente, attendez des réponses',
  connectionNotFound: 'Demande introuvable',
  onlyAddressee: 'Seule la personne invitée peut répondre à cette demande',
  notPending: 'Cette demande a déjà reçu une réponse',
  completionRequired: 'La séance est obligatoire',
  completionNotYours: 'Cette séance ne vous appartient pas',
  completionNotToday: 'Seule une séance faite aujourd’hui déverrouille le cercle',
  messageTooLong: 'Le message ne doit pas dépasser 280 caractères',
  messageInvalid: 'Message invalide',
  emojiInvalid: 'Choisissez un seul emoji',
  feedLocked: 'Complète une séance pour déverrouiller le feed de tes amis',
  eventNotFound: 'Activité introuvable',
  notFriends: 'Cette activité est réservée à ses amis',
  ownEvent: 'Vous ne pouvez pas réagir à votre propre activité',
  reactionInvalid: 'Réaction invalide (👏, 🔥, 💪 ou ❤️)',
  limitRange: 'La limite doit être comprise entre 1 et 50',
  offsetRange: 'Le décalage doit être compris entre 0 et 1000',
  cursorInvalid: 'Curseur de pagination invalide',
  searchTooShort: 'Saisissez au moins 2 caractères',
  searchTooLong: 'La recherche ne doit pas dépasser 80 caractères',
  usernameInvalid: "Nom d'utilisateur invalide",
  userNotFound: 'Utilisateur introuvable',
  privateProfile: 'Ce profil est privé',
} as const;

/** Texts the server writes into feed events (spec §3: emoji and message per event). */
export const FEED_TEXTS = {
  sessionCompleted: (sessionTitle: string) => `A terminé « ${sessionTitle} »`,
  freeSession: 'A terminé une séance libre',
  streakAchieved: (days: number) => `${days} jours d’affilée ! La série continue`,
  programStarted: (programTitle: string) => `A commencé le programme « ${programTitle} »`,
  weeklyGoalReached: (target: number, unit: 'sessions' | 'minutes') =>
    `A atteint son objectif de la semaine : ${goalAmount(target, unit)}`,
  badgeEarned: (badgeName: string) => `A débloqué le badge « ${badgeName} »`,
} as const;

export const FEED_EMOJIS = {
  streak_achieved: '🔥',
  program_started: '🚀',
  goal_reached: '🎯',
} as const;

/** Notifications the social module sends (friend request, acceptance, reaction). */
export const SOCIAL_NOTIFICATION_TEXTS = {
  friendRequest: (name: string) => ({
    title: 'Nouvelle demande d’ami 🤝',
    message: `${name} souhaite rejoindre votre cercle.`,
  }),
  friendAccepted: (name: string) => ({
    title: 'Demande acceptée 🎉',
    message: `${name} fait maintenant partie de votre cercle.`,
  }),
  /** Sent as `session_completed` (the « séances terminées » toggle) to the member's friends. */
  friendSession: (name: string, message: string) => ({
    title: 'Un ami s’est entraîné 💪',
    message: `${name} : ${message}`,
  }),
  reaction: (name: string, emoji: string) => ({
    title: `Nouvelle réaction ${emoji}`,
    message: `${name} a réagi à votre activité.`,
  }),
} as const;
