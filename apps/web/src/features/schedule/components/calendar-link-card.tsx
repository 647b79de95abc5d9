import { CalendarPlus, Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useCreateCalendarLinkMutation, useRevokeCalendarLinkMutation } from '../api/calendar-link.ts';
import { CALENDAR_APPS, webcalUrl } from '../calendar-link.ts';

/**
 * « Ajouter à mon agenda » (issue 33): a secret address of the planned sessions of the next 8 weeks
 * to subscribe to. The address is shown once, when made: only its hash is kept, so « Nouveau lien »
 * makes another and the old one stops working.
 */
export function CalendarLinkCard({ hasTrainingDays = true }: { hasTrainingDays?: boolean }) {
  const headingId = useId();
  const inputId = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const create = useCreateCalendarLinkMutation();
  const revoke = useRevokeCalendarLinkMutation();

  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: (link) => {
        setUrl(link.url);
        setIsConfirming(false);
      },
      onError: (error) => toast.error(error.message),
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Adresse copiée');
    } catch {
      toast.error('Copie impossible : sélectionnez l’adresse et copiez-la');
    }
  };
  const removeLink = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        toast.success('Lien supprimé : l’agenda abonné ne se met plus à jour');
      },
      onError: (error) => toast.error(error.message),
    });

  return (
    <Card className="p-5 md:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
          <CalendarPlus aria-hidden="true" className="size-5 text-brand-600" />
          Ajouter à mon agenda
        </h2>
        <p className="text-sm text-stone-600">
          Abonnez votre agenda à vos séances prévues des 8 prochaines semaines : il se met à jour tout seul
          quand votre plan change. L’adresse est secrète, ne la partagez pas.
        </p>
        {!hasTrainingDays && (
          <p className="text-sm text-stone-600">
            Choisissez vos jours d’entraînement dans votre plan pour qu’ils apparaissent dans l’agenda.
          </p>
        )}
        <ul className="flex flex-col gap-1 text-sm text-stone-600">
          {CALENDAR_APPS.map((app) => (
            <li key={app.name}>
              <strong className="font-semibold text-stone-900">{app.name}</strong> : {app.steps}
            </li>
          ))}
        </ul>

        {url ? (
          <div className="flex flex-col gap-3">
            <label htmlFor={inputId} className="font-medium text-sm text-stone-900">
              Adresse de votre agenda
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id={inputId}
                readOnly
                value={url}
                onFocus={(event) => event.currentTarget.select()}
                className="min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-3 py-2 font-mono text-stone-900 text-xs"
              />
              <Button variant="secondary" onClick={copy}>
                <Copy aria-hidden="true" className="size-4" />
                Copier
              </Button>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <a
                href={webcalUrl(url)}
                className="font-semibold text-brand-700 text-sm underline-offset-4 hover:underline"
              >
                Ouvrir dans mon agenda
              </a>
              <Button variant="ghost" size="sm" onClick={() => setIsConfirming(true)}>
                <RefreshCw aria-hidden="true" className="size-4" />
                Nouveau lien
              </Button>
              <Button variant="ghost" size="sm" onClick={removeLink} disabled={revoke.isPending}>
                <Trash2 aria-hidden="true" className="size-4" />
                Supprimer le lien
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col items-start gap-2">
            <Button onClick={makeLink} disabled={create.isPending}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              Obtenir mon adresse d’agenda
            </Button>
            <p className="text-stone-500 text-xs">
              Une nouvelle adresse remplace la précédente, qui cesse de fonctionner.
            </p>
          </div>
        )}
      </section>
      {isConfirming && (
        <ConfirmDialog
          title="Nouveau lien"
          message="L’ancienne adresse cessera de fonctionner : les agendas abonnés avec elle ne se mettront plus à jour."
          confirmLabel="Créer un nouveau lien"
          isBusy={create.isPending}
          onConfirm={makeLink}
          onClose={() => setIsConfirming(false)}
        />
      )}
    </Card>
  );
}
