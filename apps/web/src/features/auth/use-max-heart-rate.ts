import { ageOn, maxHeartRateOf, parisDay } from '@elan/domain';
import { useAuth } from './auth-provider.tsx';

/** The signed-in member's maximum heart rate: their own, else 220 − age, else null (issue 33). */
export function useMaxHeartRate(): number | null {
  const { user } = useAuth();
  return maxHeartRateOf(user?.max_heart_rate, ageOn(user?.birthdate, parisDay(new Date())));
}
