import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useWaitingUpdate } from '../service-worker.ts';

const UpdatePrompt = lazy(async () => ({
  default: (await import('../../features/offline/components/update-prompt.tsx')).UpdatePrompt,
}));

/**
 * Above every screen: a new page opens at its top, Back and Forward return where the member was
 * (React Router keeps one position per history entry). The new version prompt sits above
 * every screen, its code fetched once a new version waits.
 */
export function RootLayout() {
  const applyUpdate = useWaitingUpdate();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      {applyUpdate && (
        <Suspense fallback={null}>
          <UpdatePrompt applyUpdate={applyUpdate} />
        </Suspense>
      )}
    </>
  );
}
