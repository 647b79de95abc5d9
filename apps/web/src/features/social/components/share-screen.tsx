import { Download, ImageIcon, RefreshCw, Share2, Sparkles, UsersRound } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { PATHS } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useShareCardQuery } from '../api/get-share-card.ts';
import { SOCIAL_PATHS } from '../social-paths.ts';
import { useShareImage } from '../use-share-image.ts';
import { CARD_HEIGHT, CARD_WIDTH, ShareCard, type ShareSession } from './share-card.tsx';
import { ShareSide } from './share-side.tsx';

type Variant = 'session' | 'streak';

/** « Cette séance » or « Ma série »: which card to make (issue 29), the generated image cleared. */
function VariantToggle({ value, onChange }: { value: Variant; onChange: (value: Variant) => void }) {
  const options: { value: Variant; label: string }[] = [
    { value: 'session', label: 'Cette séance' },
    { value: 'streak', label: 'Ma série' },
  ];
  return (
    <fieldset className="flex rounded-xl bg-stone-100 p-1">
      <legend className="sr-only">Carte à partager</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={`min-h-11 flex-1 rounded-lg px-4 font-semibold text-sm transition-colors ${
            value === option.value
              ? 'bg-white text-stone-900 shadow-sm'
              : 'text-stone-600 hover:text-stone-900'
          }`}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * Spec /share: the day's card, generated as a PNG to share or download; figures and tips beside it.
 * Given the completion `sessionId` names (`session`), a toggle also offers that session's card.
 */
export function ShareScreen({
  sessionCompletionId,
  session,
  weeksStreak,
}: {
  sessionCompletionId: number | undefined;
  session?: ShareSession | undefined;
  /** Issue 34: « 6 semaines d'affilée », composed by the route. */
  weeksStreak?: string | undefined;
}) {
  const card = useShareCardQuery(sessionCompletionId);
  const navigate = useNavigate();
  const cardRef = useRef<HTMLDivElement>(null);
  const image = useShareImage(cardRef);
  const { status } = image.state;
  const [variant, setVariant] = useState<Variant>('session');
  const shownSession = variant === 'session' ? session : undefined;

  let body: ReactNode;
  const loadError =
    card.error instanceof ApiError && card.error.serverMessage
      ? card.error.serverMessage
      : 'Erreur lors du chargement';
  if (card.isPending) {
    body = <Skeleton className="mx-auto h-[640px] w-full max-w-[360px]" />;
  } else if (card.isError) {
    body = (
      <EmptyState icon={ImageIcon} title={loadError}>
        <div className="flex gap-2">
          <Button onClick={() => void card.refetch()}>Réessayer</Button>
          <Button variant="secondary" onClick={() => navigate(-1)}>
            Retour
          </Button>
        </div>
      </EmptyState>
    );
  } else {
    body = (
      <div className="grid items-start gap-8 lg:grid-cols-[auto_minmax(0,1fr)]">
        <div className="flex flex-col items-center gap-4">
          {session && (
            <div className="w-full max-w-[360px]">
              <VariantToggle
                value={variant}
                onChange={(next) => {
                  setVariant(next);
                  image.clear();
                }}
              />
            </div>
          )}
          {/* Shown at 360×640; a phone narrower than the card sees it a little smaller. */}
          <div className="h-[590px] max-[399px]:w-[332px] min-[400px]:h-[640px]">
            <div
              className="origin-top-left overflow-hidden rounded-[28px] shadow-stone-900/20 shadow-xl max-[399px]:scale-[0.92]"
              style={{ width: CARD_WIDTH, height: CARD_HEIGHT }}
            >
              <ShareCard ref={cardRef} data={card.data} session={shownSession} weeksStreak={weeksStreak} />
            </div>
          </div>
          {status === 'generated' ? (
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={() => void image.onShare()}>
                <Share2 aria-hidden="true" className="size-4" /> Partager
              </Button>
              <Button variant="secondary" onClick={image.onDownload}>
                <Download aria-hidden="true" className="size-4" /> Télécharger
              </Button>
              <Button variant="ghost" onClick={image.clear}>
                <RefreshCw aria-hidden="true" className="size-4" /> Régénérer
              </Button>
            </div>
          ) : (
            <Button size="lg" disabled={status === 'generating'} onClick={() => void image.generate()}>
              {status === 'generating' ? (
                <Spinner size="sm" label="Génération…" className="text-white" />
              ) : (
                <Sparkles aria-hidden="true" className="size-4" />
              )}
              Générer la carte
            </Button>
          )}
          {status === 'generated' && (
            <p role="status" className="text-sm text-emerald-800">
              Ta carte est prête (1080 × 1920).
            </p>
          )}
        </div>
        <ShareSide data={card.data} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-extrabold text-2xl text-stone-900 tracking-tight md:text-3xl">Carte du jour</h1>
          <p className="text-stone-600">Ta journée en une image, prête pour tes stories.</p>
        </div>
        <Link to={SOCIAL_PATHS.feed} className={buttonClassName({ variant: 'secondary' })}>
          <UsersRound aria-hidden="true" className="size-4" /> Voir le cercle
        </Link>
      </header>
      {body}
      <footer className="flex justify-center border-stone-200 border-t pt-6">
        <Link to={PATHS.programs} className={buttonClassName({ variant: 'ghost' })}>
          Trouver ma prochaine séance
        </Link>
      </footer>
    </div>
  );
}
