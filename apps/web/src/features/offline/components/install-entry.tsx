import { INSTALL_TEXTS } from '@elan/domain';
import { CheckCircle2, Download } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { promptInstall, useInstallState } from '../install-prompt.ts';

/**
 * Spec §2 mobile menu: 'Installer l'application' when the browser allows installing,
 * 'Application installée' when installed or running standalone; §8's three toasts.
 */
export function InstallEntry() {
  const state = useInstallState();
  if (state === 'unavailable') return null;
  if (state === 'installed') {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2.5 font-medium text-emerald-800 text-sm">
        <CheckCircle2 aria-hidden="true" className="size-4" />
        {INSTALL_TEXTS.installed}
      </p>
    );
  }
  const onInstall = async () => {
    const outcome = await promptInstall();
    if (outcome === 'accepted') toast.success(INSTALL_TEXTS.success);
    else if (outcome === 'dismissed') toast(INSTALL_TEXTS.cancelled);
    else toast.error(INSTALL_TEXTS.error);
  };
  return (
    <Button className="w-full" onClick={onInstall}>
      <Download aria-hidden="true" className="size-4" />
      {INSTALL_TEXTS.install}
    </Button>
  );
}
