import { Outlet, ScrollRestoration } from 'react-router';

/**
 * Above every screen: a new page opens at its top, Back and Forward return where the member was
 * (React Router keeps one position per history entry).
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
