import { SOCIAL_MESSAGES } from '@elan/domain';
import { LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PATHS } from '../../../config/paths.ts';
import { BackButton } from './back-button.tsx';
import { PrivateProfileRequest } from './private-profile-request.tsx';

/** /profile/{userId} of a private member who is not a friend (decision 027): why, and what to do. */
export function MemberPrivate({ userId }: { userId: number }) {
  return (
    <div className="flex flex-col gap-6">
      <BackButton />
      <Card className="mx-auto flex w-full max-w-lg flex-col items-center gap-5 px-6 py-10 text-center sm:px-10">
        <span className="grid size-16 place-items-center rounded-3xl bg-brand-50 text-brand-600 ring-8 ring-brand-50/50">
          <LockKeyhole aria-hidden="true" className="size-8" />
        </span>
        <div className="flex flex-col gap-2">
          <h1 className="font-extrabold text-2xl text-stone-900 tracking-tight">
            {SOCIAL_MESSAGES.privateProfile}
          </h1>
          <p className="text-stone-600">
            Seuls ses amis voient ses séances, ses badges et ses photos. Envoie une demande : une fois
            acceptée, tu suivras ses progrès.
          </p>
        </div>
        <PrivateProfileRequest userId={userId} />
        <Link to={PATHS.dashboard} className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
          Retour au dashboard
        </Link>
      </Card>
    </div>
  );
}
