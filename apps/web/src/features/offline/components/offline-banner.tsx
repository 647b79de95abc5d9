import { OFFLINE_TEXTS } from '@elan/domain';
import { WifiOff } from 'lucide-react';
import { useOnline } from '../use-online.ts';

/** « Hors ligne », at the top of every screen while the browser has no network. */
export function OfflineBanner() {
  const isOnline = useOnline();
  if (isOnline) return null;
  return (
    <div
      role="status"
      className="-translate-x-1/2 fixed top-[4.75rem] left-1/2 z-50 md:top-3 flex max-w-[calc(100vw-7rem)] items-center gap-2 rounded-full bg-stone-900 px-4 py-2 text-sm text-white shadow-lg shadow-stone-900/20"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
      <span className="font-semibold">{OFFLINE_TEXTS.banner}</span>
      <span className="sr-only"> : {OFFLINE_TEXTS.bannerDetail}</span>
    </div>
  );
}
