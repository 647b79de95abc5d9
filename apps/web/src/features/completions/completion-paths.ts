/** Spec §2 paths this area links to that `config/paths.ts` does not name yet. */
export const COMPLETION_PATHS = {
  sessionSummary: '/session-summary',
  feed: '/feed',
  completion: (completionId: number) => `/completion/${completionId}`,
} as const;
