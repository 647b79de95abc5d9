import {
  type Badge,
  type BadgeMetric,
  badgeProgressPercent,
  currentStreak,
  type MemberStats,
  SECRET_BADGE_MASK,
} from '@elan/domain';
import type { BadgeCatalogue } from './badges.catalogue-cache.ts';
import type { EarnedSummary } from './badges.dashboard-reads.ts';
import { overviewOf } from './badges.engine.ts';
import type { BadgeRow, MemberState, UserStatsRow } from './badges.repository.ts';
import { metricValues } from './training-counters.ts';

/** A catalogue row as the member sees it: a secret badge stays masked until earned. */
export function toBadge(row: BadgeRow, earnedAt: Date | undefined, progress: number): Badge {
  const isMasked = row.is_secret && !earnedAt;
  return {
    badge_id: row.id,
    id: row.id,
    code: isMasked ? 'secret' : row.code,
    name: isMasked ? SECRET_BADGE_MASK.name : row.name,
    icon: isMasked ? '❓' : row.icon,
    description: isMasked ? SECRET_BADGE_MASK.description : row.description,
    requirement: isMasked ? SECRET_BADGE_MASK.requirement : row.requirement,
    gradient: row.gradient,
    color: row.color,
    points: row.points,
    category: row.category,
    is_secret: row.is_secret,
    earned: earnedAt ? 1 : 0,
    earned_at: earnedAt ? earnedAt.toISOString() : null,
    progress_percent: earnedAt ? 100 : progress,
  };
}

/** The whole catalogue for a member: earned dates, progress towards the rest. */
export function toUserBadges(catalogue: BadgeCatalogue, state: MemberState): Badge[] {
  const earnedAt = new Map(state.earned.map((row) => [row.badge_id, row.earned_at]));
  const metrics = metricValues(state.stats, state.live);
  return catalogue.rows.map((row) => {
    const definition = catalogue.definitionOf(row);
    const progress = definition
      ? badgeProgressPercent(definition, metrics[definition.metric as BadgeMetric])
      : 0;
    return toBadge(row, earnedAt.get(row.id), progress);
  });
}

/** The streak card, from `badgeDashboardReads.memberStats` (counters default to 0 for a new member). */
export function toMemberStats(
  catalogue: BadgeCatalogue,
  read: {
    summary: EarnedSummary;
    stats: Pick<
      UserStatsRow,
      'last_active_day' | 'streak_run' | 'longest_streak' | 'total_sessions' | 'total_minutes'
    >;
  },
  today: string,
  withBody = true,
): MemberStats {
  const { stats, summary } = read;
  const overview = overviewOf(catalogue, summary.earnedIds, withBody ? summary.goalPoints : 0, withBody);
  return {
    current_streak: currentStreak(
      { lastActiveDay: stats.last_active_day, runLength: stats.streak_run },
      today,
    ),
    longest_streak: stats.longest_streak,
    total_sessions: stats.total_sessions,
    total_minutes: stats.total_minutes,
    badges_earned: overview.badges_earned,
    total_points: overview.total_points,
    last_active_day: stats.last_active_day,
  };
}

export function toWorkoutEntry(entry: {
  id: number;
  workout_date: string;
  duration_minutes: number;
  exercises_count: number;
  completion_id: number | null;
  created_at: Date;
}) {
  return {
    id: entry.id,
    date: entry.workout_date,
    duration_minutes: entry.duration_minutes,
    exercises_count: entry.exercises_count,
    completion_id: entry.completion_id,
    created_at: entry.created_at.toISOString(),
  };
}
