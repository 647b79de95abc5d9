import { type ChallengeSummary, formatShortDate, goalAmount } from '@elan/domain';

/** « 10 mars 2026 » for a Paris day `2026-03-10`. */
export const formatChallengeDay = (day: string) => formatShortDate(`${day}T12:00:00Z`);

/** « du 10 mars 2026 au 16 mars 2026 ». */
export const challengePeriod = (challenge: Pick<ChallengeSummary, 'starts_on' | 'ends_on'>) =>
  `du ${formatChallengeDay(challenge.starts_on)} au ${formatChallengeDay(challenge.ends_on)}`;

/** « Objectif : 3 séances ». */
export const challengeGoal = (challenge: Pick<ChallengeSummary, 'metric' | 'target'>) =>
  `Objectif : ${goalAmount(challenge.target, challenge.metric)}`;

/** Where the challenge stands in time: not started, days left, last day, over. */
export function challengeTimeLabel(
  challenge: Pick<ChallengeSummary, 'starts_on' | 'days_left' | 'is_ended'>,
  today: string,
): string {
  if (challenge.is_ended) return 'Terminé';
  if (today < challenge.starts_on) return `Commence le ${formatChallengeDay(challenge.starts_on)}`;
  if (challenge.days_left === 1) return 'Dernier jour';
  return `${challenge.days_left} jours restants`;
}

/** A participant's amount: « 2 séances », « 45 minutes ». */
export const progressAmount = (metric: ChallengeSummary['metric'], progress: number) =>
  goalAmount(progress, metric);

/** The bar's fill, 0–100, towards the target. */
export const progressPercent = (progress: number, target: number) =>
  Math.min(100, Math.round((progress / Math.max(1, target)) * 100));
