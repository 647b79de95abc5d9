import { OFFLINE_TEXTS } from '@elan/domain';
import { RefreshCw, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/**
 * « Nouvelle version disponible »: the new service worker waits until the member reloads, so a
 * version never changes under their feet (mid-session, mid-form). Loaded only when a new version
 * waits (root layout), not with every first visit.
 */
export function UpdatePrompt({ applyUpdate }: { applyUpdate: () => void }) {
  return (
    <div
      role="alert"
      // Above the phone's tab bar (app-layout.tsx) below 768 px.
      className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 flex items-center gap-3 rounded-2xl border border-brand-100 bg-white p-3 pl-4 shadow-stone-900/15 shadow-xl sm:inset-x-auto sm:right-6 sm:max-w-sm md:bottom-6"
    >
      <Sparkles aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
      <p className="flex-1 font-semibold text-sm text-stone-900">{OFFLINE_TEXTS.updateAvailable}</p>
      <Button size="sm" onClick={applyUpdate}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {OFFLINE_TEXTS.reload}
      </Button>
    </div>
  );
}
