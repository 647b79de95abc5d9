import { Outlet, ScrollRestoration } from 'react-router';
import { OfflineBanner } from '../../features/offline/components/offline-banner.tsx';
import { UpdatePrompt } from '../../features/offline/components/update-prompt.tsx';

/**
 * Above every screen: a new page opens at its top, Back and Forward return where the member was
 * (React Router keeps one position per history entry). The « Hors ligne » banner and the new
 * version prompt sit above every screen.
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <OfflineBanner />
      <UpdatePrompt />
    </>
  );
}
