import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { PATHS } from '../../../config/paths.ts';

/** Spec §2: the feed stays hidden until the member trains today; the sentence is the spec's, exactly. */
export function LockedFeedPanel() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-stone-300 border-dashed bg-white/70 px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-stone-100 text-stone-600">
        <Lock aria-hidden="true" className="size-7" />
      </span>
      <p className="max-w-sm font-semibold text-lg text-stone-800">
        Feed verrouillé – Complète une séance pour déverrouiller le feed de tes amis
      </p>
      <Link to={PATHS.programs} className={buttonClassName()}>
        Voir les programmes
      </Link>
    </div>
  );
}
