/** Spec §2 paths the shell and the session logic need by name. */
export const PATHS = {
  login: '/login',
  dashboard: '/dashboard',
  programs: '/programs',
  profile: '/profile',
} as const;

/** Where / and unknown paths go, and where a successful login lands. */
export const DEFAULT_PATH = PATHS.dashboard;
