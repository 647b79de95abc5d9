/** Spec §2 social paths (the shell's `config/paths.ts` knows the rest). */
export const SOCIAL_PATHS = {
  feed: '/feed',
  friends: '/friends',
  share: '/share',
  signup: '/auth/signup',
} as const;

export const publicProfilePath = (username: string) => `/u/${encodeURIComponent(username)}`;

/** The register mode of /login, coming back to `path` once the account exists. */
export const signupPathBackTo = (path: string) =>
  `${SOCIAL_PATHS.signup}?redirect=${encodeURIComponent(path)}`;
