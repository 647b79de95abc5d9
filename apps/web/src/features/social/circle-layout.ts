/** Spec §9: friends sit on a circle of radius 120, 140 once there are more than 8. */
export const CIRCLE_RADIUS = 120;
export const CIRCLE_RADIUS_LARGE = 140;
const LARGE_CIRCLE_ABOVE = 8;
/** Spec §4: a streak of 3 days or more makes the centre glow. */
const GLOW_STREAK = 3;
/** Room around the ring for a friend's avatar (its radius) and a margin. */
const FRIEND_NODE_RADIUS = 26;

export type CirclePoint = { x: number; y: number };

export function circleRadius(friendCount: number): number {
  return friendCount > LARGE_CIRCLE_ABOVE ? CIRCLE_RADIUS_LARGE : CIRCLE_RADIUS;
}

/** Side of the square drawing that holds the ring and its avatars. */
export function circleSize(friendCount: number): number {
  return 2 * (circleRadius(friendCount) + FRIEND_NODE_RADIUS + 6);
}

/**
 * Where each friend sits, relative to the centre (y down, as on screen): evenly spaced,
 * the first one at the top, then clockwise. Rounded to a hundredth so positions are stable.
 */
export function circlePositions(friendCount: number): CirclePoint[] {
  const radius = circleRadius(friendCount);
  const round = (value: number) => Math.round(value * 100) / 100 + 0;
  return Array.from({ length: friendCount }, (_, index) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * index) / friendCount;
    return { x: round(radius * Math.cos(angle)), y: round(radius * Math.sin(angle)) };
  });
}

export function hasGlowingCentre(streak: number): boolean {
  return streak >= GLOW_STREAK;
}
