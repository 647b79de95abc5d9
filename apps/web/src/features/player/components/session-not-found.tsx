import { MESSAGES } from '@elan/domain';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { PATHS } from '../../../config/paths.ts';

/** Spec /session/{id} when the session does not exist: 'Session non trouvée', and a way back. */
export function SessionNotFound() {
  return (
    <div className="grid place-items-center py-16">
      <div className="flex max-w-sm flex-col items-center gap-4 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="font-extrabold text-2xl text-stone-900">{MESSAGES.sessionNotFound}</h1>
        <p className="text-stone-600">Cette séance n'existe pas ou a été supprimée.</p>
        <Link to={PATHS.programs} className={buttonClassName({ size: 'lg' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour aux programmes
        </Link>
      </div>
    </div>
  );
}
