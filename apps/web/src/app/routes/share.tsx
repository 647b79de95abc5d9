import { useSearchParams } from 'react-router';
import { ShareScreen } from '../../features/social/components/share-screen.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** Spec §5: `sessionId` is optional and read as an integer; it names the completion to share. */
function parseSessionId(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** Spec /share: the daily share card. */
export function ShareRoute() {
  const [searchParams] = useSearchParams();
  useDocumentTitle('Carte du jour');
  return <ShareScreen sessionCompletionId={parseSessionId(searchParams.get('sessionId'))} />;
}
