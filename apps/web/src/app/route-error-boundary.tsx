import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { useDocumentTitle } from '../hooks/use-document-title.ts';

/** Last resort for a screen that failed to load or render (a stale chunk after a deploy, a bug). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useDocumentTitle('Une erreur est survenue');

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="grid min-h-dvh place-items-center px-6">
      <div className="max-w-sm text-center">
        <p aria-hidden="true" className="text-5xl">
          😵
        </p>
        <h1 className="mt-4 font-bold text-2xl text-stone-900">Une erreur est survenue</h1>
        <p className="mt-2 text-stone-600">Cette page n'a pas pu s'afficher. Recharge-la pour réessayer.</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Recharger la page
        </Button>
      </div>
    </main>
  );
}
