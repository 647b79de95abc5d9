/** Spec §9 bounds and defaults, shared by forms and server. */
export const PROGRAM_LIMITS = {
  durationWeeks: { min: 1, max: 52, default: 4 },
  sets: { min: 1, max: 10, default: 3 },
  reps: { min: 1, max: 100, default: 12 },
  restSeconds: { min: 0, max: 300, step: 15, default: 60 },
  titleMax: 120,
  descriptionMax: 2000,
  goalMax: 200,
} as const;

export const PAGINATION = { defaultLimit: 50, maxLimit: 100 } as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PLAN_LIMITS = {
  sessionsPerWeek: { min: 1, max: 7, default: 3 },
  targetDurationMinutes: { min: 5, max: 300, default: 30 },
} as const;
