/** Challenges between friends (issue 34, CONTRACT « The circle, week after week », decision 126). */
export const CHALLENGE_METRICS = ['sessions', 'minutes'] as const;
export type ChallengeMetric = (typeof CHALLENGE_METRICS)[number];

/** Where a member stands in a challenge: invited, taking part, or having said no. */
export const CHALLENGE_PARTICIPANT_STATUSES = ['invited', 'joined', 'declined'] as const;
export type ChallengeParticipantStatus = (typeof CHALLENGE_PARTICIPANT_STATUSES)[number];

export const CHALLENGE_LIMITS = {
  titleMax: 80,
  /** A target of 1–100 sessions or 1–6,000 minutes (issue 34 « Bad input »). */
  maxSessions: 100,
  maxMinutes: 6000,
  /** 1 day to 8 weeks, both Paris days counted. */
  maxDays: 56,
  /** Every participant row, the creator's included. */
  maxParticipants: 20,
  /** Challenges a member has joined that have not ended yet. */
  maxActive: 5,
  /** GET /social/challenges answers at most this many (active first, then the newest ended). */
  list: 50,
} as const;

/** The badge everyone who reached a challenge's target earns when it ends (seeded with the catalogue). */
export const CHALLENGE_BADGE_CODE = 'challenge_completed';

export const CHALLENGE_MESSAGES = {
  titleRequired: 'Le titre du défi est obligatoire',
  titleTooLong: 'Le titre du défi ne doit pas dépasser 80 caractères',
  metricInvalid: 'Choisissez des séances ou des minutes',
  targetInvalid: 'L’objectif doit être un nombre entier',
  targetSessionsRange: 'L’objectif doit être compris entre 1 et 100 séances',
  targetMinutesRange: 'L’objectif doit être compris entre 1 et 6 000 minutes',
  startRequired: 'La date de début est obligatoire',
  endRequired: 'La date de fin est obligatoire',
  startInPast: 'Le défi ne peut pas commencer dans le passé',
  endBeforeStart: 'La fin du défi doit être le jour du début ou après',
  tooLong: 'Un défi dure 8 semaines au plus',
  inviteesInvalid: 'Les amis invités doivent être une liste d’identifiants',
  inviteesRequired: 'Invitez au moins un ami',
  tooManyParticipants: 'Un défi compte 20 participants au plus',
  cannotInviteSelf: 'Vous participez déjà à votre propre défi',
  notFriend: 'Vous ne pouvez inviter que vos amis',
  tooManyActive: 'Vous avez déjà 5 défis en cours : terminez-en un avant d’en commencer un autre',
  notFound: 'Défi introuvable',
  notParticipant: 'Ce défi est réservé à ses participants',
  notInvited: 'Vous n’êtes pas invité à ce défi',
  alreadyAnswered: 'Vous avez déjà répondu à cette invitation',
  ended: 'Ce défi est terminé',
} as const;

/** The notifications a challenge sends (its « Défis » switch). */
export const CHALLENGE_NOTIFICATION_TEXTS = {
  invitation: (name: string, title: string) => ({
    title: 'Nouveau défi 🏁',
    message: `${name} vous invite au défi « ${title} ».`,
  }),
  won: (title: string) => ({
    title: 'Défi remporté ! 🥇',
    message: `Vous avez remporté le défi « ${title} ». Bravo !`,
  }),
} as const;
