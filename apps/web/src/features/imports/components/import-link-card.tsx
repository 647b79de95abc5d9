import { ArrowRightLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PATHS } from '../../../config/paths.ts';

/** Profile: the way to bring a Strong or Hevy history in, or take Élan's out. */
export function ImportLinkCard() {
  return (
    <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between md:p-6">
      <div>
        <h2 className="flex items-center gap-2 font-bold text-lg text-stone-900">
          <ArrowRightLeft aria-hidden="true" className="size-5 text-brand-600" />
          Mon historique
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Importez vos séances de Strong ou de Hevy, ou exportez les vôtres.
        </p>
      </div>
      <Link to={PATHS.import} className={buttonClassName({ variant: 'secondary', className: 'shrink-0' })}>
        Importer ou exporter
      </Link>
    </Card>
  );
}
