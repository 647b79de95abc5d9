import { APP_NAME } from '@elan/domain';
import { useEffect } from 'react';

/** « Programmes · Élan »; the app's name alone while the page has no title (yet). */
export function documentTitle(page: string | null | undefined): string {
  const trimmed = page?.trim();
  return trimmed ? `${trimmed} · ${APP_NAME}` : APP_NAME;
}

/** Names the tab (and what a screen reader announces on arrival) after the screen on show. */
export function useDocumentTitle(page: string | null | undefined): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
