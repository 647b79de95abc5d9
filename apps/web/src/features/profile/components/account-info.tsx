import { formatLongDate } from '@elan/domain';
import { CalendarHeart, Fingerprint } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { ChangePasswordControl } from './change-password-control.tsx';

/** Spec /profile account information: 'Membre depuis' (French long date), the member's id, the password. */
export function AccountInfo({ userId, createdAt }: { userId: number; createdAt: string }) {
  const headingId = useId();
  return (
    <Card className="p-5 md:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="font-bold text-lg text-stone-900">
          Informations du compte
        </h2>
        {/* Only <dt> and <dd> may sit in a <dl> group: each icon lives in its term. */}
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <div className="relative flex flex-col justify-center rounded-2xl bg-stone-50 py-4 pr-4 pl-12">
            <dt className="text-sm text-stone-600">
              <CalendarHeart
                aria-hidden="true"
                className="-translate-y-1/2 absolute top-1/2 left-4 size-5 shrink-0 text-brand-600"
              />
              Membre depuis
            </dt>
            <dd className="font-semibold text-stone-900">
              <time dateTime={createdAt}>{formatLongDate(createdAt)}</time>
            </dd>
          </div>
          <div className="relative flex flex-col justify-center rounded-2xl bg-stone-50 py-4 pr-4 pl-12">
            <dt className="text-sm text-stone-600">
              <Fingerprint
                aria-hidden="true"
                className="-translate-y-1/2 absolute top-1/2 left-4 size-5 shrink-0 text-brand-600"
              />
              Identifiant
            </dt>
            <dd className="font-semibold text-stone-900 tabular-nums">{userId}</dd>
          </div>
        </dl>
        <div className="mt-4 flex justify-end">
          <ChangePasswordControl userId={userId} />
        </div>
      </section>
    </Card>
  );
}
