import { APP_NAME, PUSH_TEXTS } from '@elan/domain';
import { BellOff, Share, SquarePlus } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';

/**
 * Spec §2: without push, 'Notifications non supportées' and the browsers that have it. On iPhone
 * and iPad, Safari only offers push to the app added to the home screen: the steps to do so.
 */
export function UnsupportedPush({ isAppleMobile }: { isAppleMobile: boolean }) {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center">
      <span
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-2xl bg-stone-100 text-stone-500"
      >
        <BellOff className="size-7" />
      </span>
      <h2 className="font-bold text-stone-900 text-xl">{PUSH_TEXTS.notSupportedTitle}</h2>
      {isAppleMobile ? (
        <>
          <p className="max-w-md text-stone-600">
            Sur iPhone et iPad, les notifications fonctionnent une fois {APP_NAME} ajouté à l'écran d'accueil,
            puis ouvert depuis son icône.
          </p>
          <ol className="flex w-full max-w-sm flex-col gap-3 text-left text-sm text-stone-700">
            <li className="flex items-center gap-3 rounded-xl bg-stone-50 px-4 py-3">
              <Share aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              <span>
                1. Dans Safari, touchez <strong>Partager</strong>.
              </span>
            </li>
            <li className="flex items-center gap-3 rounded-xl bg-stone-50 px-4 py-3">
              <SquarePlus aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              <span>
                2. Choisissez <strong>« Sur l'écran d'accueil »</strong>, puis Ajouter.
              </span>
            </li>
            <li className="rounded-xl bg-stone-50 px-4 py-3">
              3. Ouvrez {APP_NAME} depuis l'écran d'accueil et revenez ici.
            </li>
          </ol>
        </>
      ) : (
        <p className="max-w-md text-stone-600">
          {PUSH_TEXTS.unsupportedOnDevice}. Essayez avec Chrome, Firefox, Safari ou Edge.
        </p>
      )}
    </Card>
  );
}
