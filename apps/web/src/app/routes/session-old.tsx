import { useParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-provider.tsx';
import { SessionNotFound } from '../../features/player/components/session-not-found.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { PlayerScreen, parseSessionId } from './session-player.tsx';

/** Spec /session-old/{id}: the older linear player, on the same machine as /session/{id}. */
export function SessionOldRoute() {
  const { user } = useAuth();
  useDocumentTitle('Séance');
  const sessionId = parseSessionId(useParams().sessionId);
  if (!user) return null;
  if (sessionId === null) return <SessionNotFound />;
  return (
    <PlayerScreen key={`${user.id}:${sessionId}`} userId={user.id} sessionId={sessionId} variant="linear" />
  );
}
