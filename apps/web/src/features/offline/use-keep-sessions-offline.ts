import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lastSetsQueryOptions, sessionQueryOptions, sessionTargetsQueryOptions } from '../player/index.ts';
import { sessionExercisesQueryOptions, sessionsQueryOptions } from '../programs/index.ts';

/** A programme's sessions read ahead, at most: the list a member trains from, not an archive. */
const MAX_SESSIONS_KEPT = 30;

/**
 * Opening a programme reads what its sessions' player needs (the session, its exercises, the last
 * sets, the day's targets), so that the service worker keeps them and `/session/{id}` works with no
 * network. Only when a worker controls the page: otherwise nothing would keep the answers.
 */
export function useKeepSessionsOffline(programId: number, { isEnabled }: { isEnabled: boolean }) {
  const queryClient = useQueryClient();
  const sessions = useQuery({ ...sessionsQueryOptions(programId), enabled: isEnabled });

  useEffect(() => {
    if (!sessions.data || !navigator.serviceWorker?.controller || !navigator.onLine) return;
    for (const session of sessions.data.slice(0, MAX_SESSIONS_KEPT)) {
      void queryClient.prefetchQuery(sessionQueryOptions(session.id));
      void queryClient.prefetchQuery(sessionTargetsQueryOptions(session.id));
      void queryClient
        .fetchQuery(sessionExercisesQueryOptions(session.id))
        .then((exercises) =>
          queryClient.prefetchQuery(lastSetsQueryOptions(exercises.map((exercise) => exercise.exercise_id))),
        )
        .catch(() => undefined);
    }
  }, [queryClient, sessions.data]);
}
