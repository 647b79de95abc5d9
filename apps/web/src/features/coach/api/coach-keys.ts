/** The coach space's query keys (issue 32): one root, so a change refreshes every coach screen. */
export const COACH_KEYS = {
  all: ['coach'] as const,
  athletes: ['coach', 'athletes'] as const,
  athlete: (athleteId: number) => ['coach', 'athletes', athleteId] as const,
  me: ['coach', 'me'] as const,
  invitation: (code: string) => ['coach', 'invitation', code] as const,
};
