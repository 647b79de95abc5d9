import { goalAmount } from '../rules/units.ts';

/** Spec §3 notification types, in the order of the settings toggles (§2 /notifications/settings). */
export const NOTIFICATION_TYPES = [
  'training_reminder',
  'session_completed',
  'badge_unlocked',
  'weekly_goal',
  'daily_motivation',
  'new_program',
  // Issue 34: both under the one « Défis » switch.
  'challenge_invitation',
  'challenge_won',
  'comment',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The circle's notifications (issue 11, decision 018): no settings toggle of their own, only the
 * master push switch; a member asked them by making friends.
 */
export const SOCIAL_NOTIFICATION_TYPES = ['friend_request', 'friend_accepted', 'feed_reaction'] as const;
export type SocialNotificationType = (typeof SOCIAL_NOTIFICATION_TYPES)[number];

/** The coach's notifications (issue 32): no toggle either; the member asked them by accepting a coach. */
export const COACH_NOTIFICATION_TYPES = ['program_assigned'] as const;
export type CoachNotificationType = (typeof COACH_NOTIFICATION_TYPES)[number];

/** Spec §9 icons; `other` for anything the client does not know. */
export const NOTIFICATION_ICONS = {
  session_completed: '💪',
  badge_unlocked: '🏆',
  weekly_goal: '🎯',
  training_reminder: '⏰',
  daily_motivation: '✨',
  new_program: '🚀',
  challenge_invitation: '🏁',
  challenge_won: '🥇',
  comment: '💬',
  friend_request: '🤝',
  friend_accepted: '🎉',
  feed_reaction: '👏',
  program_assigned: '📋',
  other: '🔔',
} as const satisfies Record<
  NotificationType | SocialNotificationType | CoachNotificationType | 'other',
  string
>;

/** Spec §3 push preference toggles, one per notification type. */
export const PREFERENCE_BY_TYPE = {
  training_reminder: 'training_reminders',
  session_completed: 'session_completed_by_members',
  badge_unlocked: 'badge_unlocked',
  weekly_goal: 'weekly_goals',
  daily_motivation: 'daily_motivation',
  new_program: 'new_programs',
  challenge_invitation: 'challenges',
  challenge_won: 'challenges',
  comment: 'comments',
} as const satisfies Record<NotificationType, string>;
export type PreferenceToggle = (typeof PREFERENCE_BY_TYPE)[NotificationType];

/** French labels of the settings toggles (§2 /notifications/settings). */
export const PREFERENCE_LABELS = {
  training_reminders: "Rappels d'entraînement",
  session_completed_by_members: 'Séances terminées par vos membres',
  badge_unlocked: 'Badges débloqués',
  weekly_goals: 'Objectifs hebdomadaires',
  daily_motivation: 'Motivation quotidienne',
  new_programs: 'Nouveaux programmes',
  challenges: 'Défis',
  comments: 'Commentaires',
} as const satisfies Record<PreferenceToggle, string>;

/** Spec §9 reminder choices, minutes before the planned slot. */
export const REMINDER_MINUTES_CHOICES = [15, 30, 60, 120] as const;
export type ReminderMinutes = (typeof REMINDER_MINUTES_CHOICES)[number];

export const NOTIFICATION_LIMITS = {
  /** Spec §9: fetched 20 at a time, polled every 30 s, badge capped at « 9+ ». */
  defaultLimit: 20,
  maxLimit: 100,
  /** Older notifications page by a bounded offset (the list is newest first). */
  maxOffset: 1000,
  pollIntervalMs: 30_000,
  badgeCap: 9,
  /** A rest timer ends within 10 minutes; a member starts at most one every 15 s. */
  restTimerMaxAheadMs: 10 * 60_000,
  restTimerMinIntervalMs: 15_000,
  /** The daily motivation is sent at this Paris hour. */
  dailyMotivationHour: 9,
} as const;

export const DEFAULT_PUSH_PREFERENCES = {
  push_enabled: true,
  training_reminders: true,
  session_completed_by_members: true,
  badge_unlocked: true,
  weekly_goals: true,
  daily_motivation: true,
  new_programs: true,
  comments: true,
  challenges: true,
  quiet_hours_enabled: true,
  quiet_hours_start: '22:00',
  quiet_hours_end: '07:00',
  reminder_minutes_before: 30 as ReminderMinutes,
};

/** Spec §5 and §8 push texts shown by the client. */
export const PUSH_TEXTS = {
  enabled: '✅ Notifications activées avec succès !',
  disabled: '✅ Notifications désactivées',
  error: (message: string) => `❌ Erreur: ${message}`,
  unsupportedOnDevice: 'Les notifications push ne sont pas supportées sur cet appareil',
  unsupported: 'Les notifications push ne sont pas supportées',
  permissionDenied: 'Permission de notifications refusée',
  vapidUnavailable: 'Clé VAPID non disponible',
  disableConfirm: 'Êtes-vous sûr de vouloir désactiver les notifications ?',
  testSent: '✅ Notification de test envoyée ! Vous devriez la recevoir dans quelques secondes.',
  testFailed: "❌ Erreur lors de l'envoi de la notification de test",
  empty: 'Aucune notification',
  markAllRead: 'Tout marquer lu',
  manage: 'Gérer les notifications',
  notSupportedTitle: 'Notifications non supportées',
} as const;

/** The server's French errors for the push routes. */
export const PUSH_MESSAGES = {
  notificationNotFound: 'Notification introuvable',
  limitRange: 'La limite doit être comprise entre 1 et 100',
  offsetRange: 'Le décalage doit être compris entre 0 et 1000',
  subscriptionRequired: "L'abonnement est obligatoire",
  endpointInvalid:
    "L'adresse d'abonnement doit être une URL https d'un service de notifications reconnu (Google, Mozilla, Apple ou Microsoft)",
  p256dhInvalid: 'La clé p256dh doit être un point P-256 non compressé (65 octets, base64url)',
  authInvalid: 'La clé auth doit faire 16 octets (base64url)',
  subscriptionNotFound: 'Abonnement introuvable',
  endpointTaken:
    "Cet appareil reçoit déjà les notifications d'un autre compte : désactivez-les depuis cet autre compte, puis réessayez",
  noActiveDevice: "Aucun appareil n'est abonné aux notifications",
  testNotDelivered: "La notification de test n'a pu être remise à aucun appareil",
  booleanInvalid: 'Ce réglage doit être activé ou désactivé (vrai ou faux)',
  quietHoursInvalid: 'Heure invalide (format HH:MM)',
  reminderMinutesInvalid: 'Le rappel doit être de 15, 30, 60 ou 120 minutes avant la séance',
  nothingToUpdate: 'Aucun réglage à modifier',
  endsAtInvalid: 'La fin du repos doit être une date ISO 8601 valide',
  endsAtRange: 'La fin du repos doit être dans les 10 prochaines minutes',
  restTimerTooFrequent: 'Un minuteur de repos par 15 secondes au plus, réessayez dans un instant',
  restTimerNotFound: 'Aucun minuteur de repos en cours',
} as const;

/** The texts the server writes into notifications and pushes (French, with their emoji). */
export const NOTIFICATION_TEXTS = {
  badgeUnlocked: (badgeName: string) => ({
    title: 'Nouveau badge débloqué ! 🏆',
    message: `Vous avez débloqué le badge « ${badgeName} ».`,
  }),
  sessionCompleted: (memberName: string, sessionTitle: string, programTitle: string) => ({
    title: 'Séance terminée 💪',
    message: `${memberName} a terminé « ${sessionTitle} » de votre programme « ${programTitle} ».`,
  }),
  weeklyGoal: (target: number, unit: 'sessions' | 'minutes') => ({
    title: 'Objectif de la semaine atteint ! 🎯',
    message: `Bravo, ${goalAmount(target, unit)} cette semaine : objectif atteint !`,
  }),
  trainingReminder: (sessionTitle: string, programTitle: string, time: string) => ({
    title: "C'est bientôt l'heure ⏰",
    message: `« ${sessionTitle} » (${programTitle}) est prévue à ${time}.`,
  }),
  dailyMotivation: (message: string) => ({ title: 'Motivation du jour ✨', message }),
  newProgram: (creatorName: string, programTitle: string) => ({
    title: 'Nouveau programme 🚀',
    message: `${creatorName} a publié « ${programTitle} ».`,
  }),
  test: { title: 'Notification de test 🔔', message: 'Les notifications Élan fonctionnent !' },
  /** Issue 32: someone else commented on the member's session (decision 085's guillemets). */
  comment: (firstName: string, sessionTitle: string) => ({
    title: 'Nouveau commentaire 💬',
    message: `${firstName} a commenté ta séance « ${sessionTitle} »`,
  }),
  restOver: { title: 'Repos terminé ⏱️', message: "C'est reparti pour la série suivante !" },
} as const;

/** One a day, chosen by the day of the year (the same for every member that day). */
export const DAILY_MOTIVATION_MESSAGES = [
  'Vingt minutes suffisent : bouge un peu aujourd’hui, ton corps te dira merci.',
  'Chaque séance compte, même la plus courte.',
  'La régularité bat l’intensité : une séance de plus cette semaine ?',
  'Tu ne regretteras jamais la séance que tu as faite.',
  'Un pas après l’autre : le progrès se construit jour après jour.',
  'Hydrate-toi, échauffe-toi, et c’est parti !',
  'Ton futur toi te remerciera pour l’effort d’aujourd’hui.',
  'Bouge mieux, vis mieux. C’est le moment de s’y mettre !',
  'La motivation te lance, l’habitude te fait avancer.',
  'Respire, souris, entraîne-toi : tu es plus fort(e) qu’hier.',
] as const;
