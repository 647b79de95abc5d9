import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router/dom';
import { PATHS } from '../config/paths.ts';
import { AuthProvider } from '../features/auth/auth-provider.tsx';
import { router } from './router.tsx';
import { TOASTER_OPTIONS, TOASTER_POSITION } from './toaster-options.ts';

const goToLogin = () => {
  void router.navigate(PATHS.login, { replace: true });
};

export function AppProvider() {
  return (
    <>
      <AuthProvider onSignedOut={goToLogin}>
        <RouterProvider router={router} />
      </AuthProvider>
      <Toaster position={TOASTER_POSITION} toastOptions={TOASTER_OPTIONS} />
    </>
  );
}
