import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PATHS } from '../../../config/paths.ts';

/** « Retour »: where the visitor came from, or the dashboard after a direct visit. */
export function BackButton() {
  const navigate = useNavigate();
  // Back where the visitor came from (participants, a completion…); a direct visit goes home.
  const onBack = () => {
    const state: unknown = window.history.state;
    const hasHistory =
      typeof state === 'object' &&
      state !== null &&
      'idx' in state &&
      typeof state.idx === 'number' &&
      state.idx > 0;
    if (hasHistory) void navigate(-1);
    else void navigate(PATHS.dashboard);
  };
  return (
    <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 self-start">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Retour
    </Button>
  );
}
