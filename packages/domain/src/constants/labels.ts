export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];

export const LEVEL_LABELS: Record<Level, string> = {
  beginner: 'Débutant',
  intermediate: 'Intermédiaire',
  advanced: 'Avancé',
};

export const ENROLLMENT_STATUSES = ['active', 'completed', 'paused', 'abandoned'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

export const ENROLLMENT_STATUS_LABELS: Record<EnrollmentStatus, string> = {
  active: 'Actif',
  completed: 'Terminé',
  paused: 'En pause',
  abandoned: 'Abandonné',
};

export const FEELINGS = ['terrible', 'bad', 'okay', 'good', 'excellent'] as const;
export type Feeling = (typeof FEELINGS)[number];

export const FEELING_LABELS: Record<Feeling, string> = {
  terrible: 'Terrible',
  bad: 'Difficile',
  okay: 'Ok',
  good: 'Bien',
  excellent: 'Excellent',
};

export const FEELING_EMOJIS: Record<Feeling, string> = {
  terrible: '😫',
  bad: '😓',
  okay: '😐',
  good: '🙂',
  excellent: '🤩',
};

/** Spec §9: intensity out of 10 by feeling. */
export const FEELING_INTENSITY: Record<Feeling, number> = {
  excellent: 10,
  good: 8,
  okay: 6,
  bad: 4,
  terrible: 2,
};

export const ROLES = ['user', 'coach', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { user: 'Membre', coach: 'Coach', admin: 'Admin' };

/** Monday first, ISO numbering 1..7. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_SHORT_LABELS: Record<number, string> = {
  1: 'Lun',
  2: 'Mar',
  3: 'Mer',
  4: 'Jeu',
  5: 'Ven',
  6: 'Sam',
  7: 'Dim',
};

export const WEEKDAY_LONG_LABELS: Record<number, string> = {
  1: 'Lundi',
  2: 'Mardi',
  3: 'Mercredi',
  4: 'Jeudi',
  5: 'Vendredi',
  6: 'Samedi',
  7: 'Dimanche',
};

/** The kinds of set a member logs (issue 13): warm-ups count in the log, never in records. */
export const SET_TYPES = ['warmup', 'normal', 'drop', 'failure'] as const;
export type SetType = (typeof SET_TYPES)[number];

export const SET_TYPE_LABELS: Record<SetType, string> = {
  warmup: 'Échauffement',
  normal: 'Normale',
  drop: 'Dégressive',
  failure: "Jusqu'à l'échec",
};

/** The programme title a free workout shows where a programme's would be. */
export const FREE_WORKOUT_TITLE = 'Séance libre';
