import { useAuth } from '../../features/auth/auth-provider.tsx';
import { useWeeklyGoalQuery } from '../../features/badges/api/get-weekly-goal.ts';
import { WeeksStreakLine } from '../../features/badges/components/weeks-streak-line.tsx';
import { FeedScreen } from '../../features/social/components/feed-screen.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** Spec /feed: the friends' circle and, once the member trained today, their feed. */
export function FeedRoute() {
  const { user } = useAuth();
  useDocumentTitle('Cercle');
  // Issue 34: the member's weekly streak beside the circle's daily one.
  const weeklyGoal = useWeeklyGoalQuery(user?.id ?? 0);
  if (!user) return null;
  return (
    <FeedScreen
      me={{ id: user.id, name: `${user.first_name} ${user.last_name}`, avatar_url: null }}
      weeksStreak={<WeeksStreakLine status={weeklyGoal.data} className="justify-center" />}
    />
  );
}
