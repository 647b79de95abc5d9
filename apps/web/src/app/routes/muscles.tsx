import { MusclesPage } from '../../features/muscles/components/muscles-page.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** Issue 33: `/profile/muscles`, linked from the profile and the dashboard's card. */
export function MusclesRoute() {
  useDocumentTitle('Mes muscles');
  return <MusclesPage />;
}
