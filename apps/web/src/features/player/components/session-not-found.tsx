import { MESSAGES } from '@elan/domain';
import { NotFoundScreen } from '../../../components/ui/not-found-screen.tsx';
import { PATHS } from '../../../config/paths.ts';

/** Spec /session/{id} when the session does not exist: 'Session non trouvée', and a way back. */
export function SessionNotFound() {
  return (
    <NotFoundScreen
      title={MESSAGES.sessionNotFound}
      text="Cette séance n'existe pas ou a été supprimée."
      backTo={PATHS.programs}
      backLabel="Retour aux programmes"
    />
  );
}
