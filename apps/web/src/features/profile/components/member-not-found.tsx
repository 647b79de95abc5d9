import { UserRoundX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { BackButton } from './back-button.tsx';

/** No such member (or an id that cannot be one): say so instead of an empty profile. */
export function MemberNotFound({ message }: { message: string }) {
  useDocumentTitle(message);
  return (
    <div className="flex flex-col gap-6">
      <BackButton />
      <div className="grid place-items-center py-12">
        <div className="flex max-w-sm flex-col items-center gap-4 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600">
            <UserRoundX aria-hidden="true" className="size-7" />
          </span>
          <h1 className="font-extrabold text-2xl text-stone-900">{message}</h1>
          <p className="text-stone-600">Ce profil n'existe pas ou n'est plus disponible.</p>
          <Link to={PATHS.dashboard} className={buttonClassName()}>
            Retour au dashboard
          </Link>
        </div>
      </div>
    </div>
  );
}
