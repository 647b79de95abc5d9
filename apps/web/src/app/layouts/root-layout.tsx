import { Outlet, ScrollRestoration } from 'react-router';
import { UpdatePrompt } from '../../features/offline/components/update-prompt.tsx';

/**
 * Above every screen: a new page opens at its top, Back and Forward return where the member was
 * (React Router keeps one position per history entry). The new version prompt sits above
 * every screen.
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <UpdatePrompt />
    </>
  );
}
