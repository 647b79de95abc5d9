import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/push/rest-timer {ends_at}: a push when the rest ends (one pending per member). */
export function startRestTimer(endsAt: number): Promise<unknown> {
  return apiClient.post('/push/rest-timer', { ends_at: new Date(endsAt).toISOString() });
}

/** DELETE /api/push/rest-timer: the rest was skipped, or ended on screen. */
export function cancelRestTimer(): Promise<unknown> {
  return apiClient.delete('/push/rest-timer');
}
