import type { PlateSettings, SessionTarget } from '@elan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { keptOnDevice } from '../../../lib/kept-reads.ts';
import { loadOrFallback } from '../../../lib/load-or-fallback.ts';
import { loadPlateSettings } from '../plate-settings.ts';

/**
 * GET /api/sessions/{id}/targets?bar_kg=&plates_kg=: the day's targets of the session for the
 * member (issue 31), loads rounded to the bar and plates kept on this device. Kept on the device
 * like the player's other reads (decision 053), one copy per session whatever the plates; with none
 * (offline), `[]`: the player prefills as before, quietly (decision 097).
 */
export function getSessionTargets({
  sessionId,
  plates,
  signal,
}: {
  sessionId: number;
  plates: PlateSettings;
  signal?: AbortSignal;
}) {
  const path = `/sessions/${sessionId}/targets`;
  return loadOrFallback(
    keptOnDevice(path, () =>
      apiClient.get<SessionTarget[]>(path, {
        query: { bar_kg: plates.bar_kg, plates_kg: plates.plates_kg.join(',') },
        signal,
      }),
    ),
    [],
    'objectifs du jour',
  );
}

export const sessionTargetsQueryOptions = (sessionId: number, plates: PlateSettings = loadPlateSettings()) =>
  queryOptions({
    queryKey: ['session', sessionId, 'targets', plates.bar_kg, plates.plates_kg.join(',')] as const,
    queryFn: ({ signal }) => getSessionTargets({ sessionId, plates, signal }),
    // Fresh for each run: the previous run may have just moved the targets on.
    staleTime: 0,
  });

export function useSessionTargetsQuery(sessionId: number) {
  return useQuery(sessionTargetsQueryOptions(sessionId));
}
