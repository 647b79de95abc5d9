import { formatLongDate } from '@elan/domain';
import { CalendarHeart, Fingerprint } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';

/** Spec /profile account information: 'Membre depuis' (French long date) and the member's id. */
export function AccountInfo({ userId, createdAt }: { userId: number; createdAt: string }) {
  const headingId = useId();
  return (
    <Card className="p-5 md:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="font-bold text-lg text-stone-900">
          Informations du compte
        </h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <div className="flex items-center gap-3 rounded-2xl bg-stone-50 p-4">
            <CalendarHeart aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            <div>
              <dt className="text-sm text-stone-600">Membre depuis</dt>
              <dd className="font-semibold text-stone-900">
                <time dateTime={createdAt}>{formatLongDate(createdAt)}</time>
              </dd>
            </div>
          </div>
          <div className="flex items-center gap-3 rounded-2xl bg-stone-50 p-4">
            <Fingerprint aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            <div>
              <dt className="text-sm text-stone-600">Identifiant</dt>
              <dd className="font-semibold text-stone-900 tabular-nums">{userId}</dd>
            </div>
          </div>
        </dl>
      </section>
    </Card>
  );
}
