/** Spec §9 bounds and defaults, shared by forms and server. */
export const PROGRAM_LIMITS = {
  durationWeeks: { min: 1, max: 52, default: 4 },
  sets: { min: 1, max: 10, default: 3 },
  reps: { min: 1, max: 100, default: 12 },
  restSeconds: { min: 0, max: 300, step: 15, default: 60 },
  titleMax: 120,
  descriptionMax: 2000,
  goalMax: 200,
  /** The editor (issue 30, docs/CONTRACT.md « Programme editor »). */
  sessionsPerProgram: 14,
  exercisesPerSession: 20,
  sessionNotesMax: 2000,
  exerciseNotesMax: 500,
  durationSeconds: { min: 1, max: 3600 },
  targetWeightKg: { min: 0, max: 500 },
  targetRpe: { min: 6, max: 10, step: 0.5 },
  dayOfWeek: { min: 1, max: 7 },
  /** Progression (issue 31, docs/CONTRACT.md « Progression »). */
  incrementKg: { min: 0.5, max: 20 },
  percent1rm: { min: 40, max: 100 },
  deloadEveryWeeks: { min: 3, max: 12 },
} as const;

export const PAGINATION = { defaultLimit: 50, maxLimit: 100 } as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PLAN_LIMITS = {
  sessionsPerWeek: { min: 1, max: 7, default: 3 },
  targetDurationMinutes: { min: 5, max: 300, default: 30 },
} as const;
