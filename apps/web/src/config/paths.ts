/** Spec §2 paths the shell and the session logic need by name. */
export const PATHS = {
  login: '/login',
  dashboard: '/dashboard',
  programs: '/programs',
  profile: '/profile',
  exercises: '/exercises',
  sessionSummary: '/session-summary',
  freeWorkout: '/free-workout',
  notificationSettings: '/notifications/settings',
  import: '/import',
  feed: '/feed',
  /** Issue 34: the member's challenges, and the form that creates one. */
  challenges: '/challenges',
  newChallenge: '/challenges/new',
  /** Issue 33: the member's muscles this week and their 12 weeks. */
  muscles: '/profile/muscles',
} as const;

/** Spec §2 paths that carry an id. */
export const pathTo = {
  program: (programId: number) => `/programs/${programId}`,
  /** Issue 30: the programme's editor, for its creator. */
  programEdit: (programId: number) => `/programs/${programId}/edit`,
  session: (sessionId: number) => `/session/${sessionId}`,
  memberProfile: (userId: number) => `/profile/${userId}`,
  completion: (completionId: number) => `/completion/${completionId}`,
  exercise: (exerciseId: number) => `/exercises/${exerciseId}`,
  /** Spec /share: `sessionId` names the completion to share. */
  share: (completionId: number) => `/share?sessionId=${completionId}`,
  challenge: (challengeId: number) => `/challenges/${challengeId}`,
} as const;

/** Where / and unknown paths go, and where a successful login lands. */
export const DEFAULT_PATH = PATHS.dashboard;

/** An id from the address (`/programs/12`), or null when it cannot be one (a 32-bit serial). */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
