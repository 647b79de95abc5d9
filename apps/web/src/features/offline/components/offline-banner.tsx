import { OFFLINE_TEXTS } from '@elan/domain';
import { WifiOff } from 'lucide-react';
import { useOnline } from '../use-online.ts';

/** « Hors ligne », a strip under the header of every signed-in screen while there is no network. */
export function OfflineBanner() {
  const isOnline = useOnline();
  if (isOnline) return null;
  return (
    <div
      role="status"
      className="sticky top-16 z-20 flex items-center justify-center gap-2 bg-stone-900 px-4 py-2 text-sm text-white"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
      <span className="font-semibold">{OFFLINE_TEXTS.banner}</span>
      <span className="hidden text-white/80 sm:inline">— {OFFLINE_TEXTS.bannerDetail}</span>
      <span className="sr-only sm:hidden"> : {OFFLINE_TEXTS.bannerDetail}</span>
    </div>
  );
}
