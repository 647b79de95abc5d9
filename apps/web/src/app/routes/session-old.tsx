import { useParams } from 'react-router';
import { SessionNotFound } from '../../features/player/components/session-not-found.tsx';
import { PlayerScreen, parseSessionId } from './session-player.tsx';

/** Spec /session-old/{id}: the older linear player, on the same machine as /session/{id}. */
export function SessionOldRoute() {
  const sessionId = parseSessionId(useParams().sessionId);
  if (sessionId === null) return <SessionNotFound />;
  return <PlayerScreen key={sessionId} sessionId={sessionId} variant="linear" />;
}
