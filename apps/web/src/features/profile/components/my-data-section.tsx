import { TOAST_TEXTS } from '@elan/domain';
import { Download, type LucideIcon, Trash2, Upload } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../auth/index.ts';
import {
  downloadAccountData,
  importSummary,
  useDeleteAccountMutation,
  useImportAccountMutation,
} from '../api/account-data.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

type DataRowProps = { icon: LucideIcon; title: string; text: string; tone?: 'danger'; children: ReactNode };

/** One right: its icon, what it does, and its button (under the text on a phone, beside it from `sm`). */
function DataRow({ icon: Icon, title, text, tone, children }: DataRowProps) {
  const color = tone === 'danger' ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-700';
  return (
    <li className="flex items-start gap-3 py-4 first:pt-0 last:pb-0 sm:items-center sm:gap-4">
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${color}`}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
        <div className="flex-1">
          <h3 className="font-semibold text-stone-900">{title}</h3>
          <p className="text-sm text-stone-600">{text}</p>
        </div>
        <div className="sm:shrink-0">{children}</div>
      </div>
    </li>
  );
}

/** Issue 15 « Mes données » on /profile: take the data away, bring it back, or erase the account. */
export function MyDataSection({ user }: { user: { id: number; username: string } }) {
  const headingId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [isDownloading, setDownloading] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const { logout } = useAuth();
  const importData = useImportAccountMutation(user.id);
  const deleteAccount = useDeleteAccountMutation(user.id);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadAccountData(user);
    } catch (error) {
      toast.error(getErrorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  const onFile = (file: File | undefined) => {
    if (!file) return;
    importData.mutate(file, {
      onSuccess: (result) => toast.success(importSummary(result)),
      onError: (error) => toast.error(getErrorMessage(error)),
      onSettled: () => {
        if (fileRef.current) fileRef.current.value = '';
      },
    });
  };
  const remove = (password: string) =>
    deleteAccount.mutate(password, {
      onSuccess: () => logout(TOAST_TEXTS.accountDeleted),
      onError: (error) => toast.error(getErrorMessage(error)),
    });

  return (
    <Card className="p-5 md:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="font-bold text-lg text-stone-900">
          Mes données
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Tes données t’appartiennent : emporte-les, ramène-les sur un autre Élan, ou efface tout.
        </p>
        <ul className="mt-4 divide-y divide-stone-100">
          <DataRow
            icon={Download}
            title="Télécharger mes données"
            text="Un fichier ZIP : profil, séances et séries, mesures, objectifs, badges, amis et photos."
          >
            <Button variant="secondary" onClick={() => void download()} disabled={isDownloading}>
              <Download aria-hidden="true" className="size-4" />
              {isDownloading ? 'Préparation…' : 'Télécharger mes données'}
            </Button>
          </DataRow>
          <DataRow
            icon={Upload}
            title="Importer mes données"
            text="Le ZIP téléchargé depuis Élan. Ce qui est déjà là n’est pas ajouté deux fois."
          >
            <input
              ref={fileRef}
              type="file"
              accept=".zip,application/zip"
              aria-label="Fichier ZIP de mes données Élan"
              className="hidden"
              onChange={(event) => onFile(event.target.files?.[0])}
            />
            <Button
              variant="secondary"
              onClick={() => fileRef.current?.click()}
              disabled={importData.isPending}
            >
              <Upload aria-hidden="true" className="size-4" />
              {importData.isPending ? 'Import en cours…' : 'Importer mes données'}
            </Button>
          </DataRow>
          <DataRow
            icon={Trash2}
            tone="danger"
            title="Supprimer mon compte"
            text="Efface définitivement ton compte et tout ce qu’il contient."
          >
            <Button variant="danger" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Supprimer mon compte
            </Button>
          </DataRow>
        </ul>
      </section>
      {isConfirming && (
        <DeleteAccountDialog
          isDeleting={deleteAccount.isPending}
          onSubmit={remove}
          onClose={() => setConfirming(false)}
        />
      )}
    </Card>
  );
}
