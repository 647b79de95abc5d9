import { Zap } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { PATHS } from '../../../config/paths.ts';

/** « Séance libre »: an empty session to fill as you go (issue 13), from the dashboard and /programs. */
export function FreeWorkoutLink({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <Link to={PATHS.freeWorkout} className={buttonClassName({ size: 'lg', variant, className: 'shrink-0' })}>
      <Zap aria-hidden="true" className="size-5" />
      Séance libre
    </Link>
  );
}
