/**
 * Competition ranking (« 1224 »): equal scores share a rank and the next rank skips as many places
 * (scores 5, 5, 3 → ranks 1, 1, 3). Returns the ranks in the order of `scores`.
 */
export function competitionRanks(scores: readonly number[]): number[] {
  return scores.map((score) => 1 + scores.filter((other) => other > score).length);
}
