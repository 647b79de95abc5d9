import type {
  ExerciseHistory,
  ExerciseTargetSeries,
  PlateSettings,
  TrainingCalendar,
  WeeklyVolume,
} from '@elan/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/exercises/{id}/history: the member's own sessions of one exercise, bounded. */
export function useExerciseHistoryQuery(exerciseId: number) {
  return useQuery({
    queryKey: ['exercises', 'history', exerciseId] as const,
    queryFn: ({ signal }) => apiClient.get<ExerciseHistory>(`/exercises/${exerciseId}/history`, { signal }),
  });
}

/** GET /api/users/{id}/calendar: the member's training days of the last 12 months. */
export function useCalendarQuery(userId: number) {
  return useQuery({
    queryKey: ['users', userId, 'calendar'] as const,
    queryFn: ({ signal }) => apiClient.get<TrainingCalendar>(`/users/${userId}/calendar`, { signal }),
  });
}

/** GET /api/users/me/weekly-volume: the signed-in member's last 12 weeks. */
export function useWeeklyVolumeQuery() {
  return useQuery({
    queryKey: ['users', 'me', 'weekly-volume'] as const,
    queryFn: ({ signal }) => apiClient.get<WeeklyVolume>('/users/me/weekly-volume', { signal }),
  });
}

/**
 * GET /api/exercises/{id}/targets: per session exercise with a rule, the target the rule gave before
 * each of the member's past sessions (issue 31, decision 099), rounded to their bar and plates.
 */
export function useExerciseTargetsQuery(exerciseId: number, plates: PlateSettings) {
  const query = new URLSearchParams({ bar_kg: String(plates.bar_kg), plates_kg: plates.plates_kg.join(',') });
  return useQuery({
    queryKey: ['exercises', 'targets', exerciseId, plates.bar_kg, plates.plates_kg.join(',')] as const,
    queryFn: ({ signal }) =>
      apiClient.get<ExerciseTargetSeries[]>(`/exercises/${exerciseId}/targets?${query}`, { signal }),
  });
}
