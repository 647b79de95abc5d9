import { type CalorieEstimate, DEFAULT_WEIGHT_CALORIES_NOTE } from '@elan/domain';
import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths.ts';

/**
 * Beside calories estimated with the default 70 kg (issue 33): the member is told, not silently
 * guessed for, with the way to their weight.
 */
export function CaloriesNote({
  estimate,
  tone = 'plain',
}: {
  estimate: CalorieEstimate | null;
  tone?: 'plain' | 'brand';
}) {
  if (estimate !== 'default_weight') return null;
  const look = tone === 'brand' ? 'text-white/90' : 'text-stone-600';
  const link = tone === 'brand' ? 'text-white' : 'text-brand-700';
  return (
    <p className={`mt-3 flex items-start gap-1.5 text-sm ${look}`}>
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {DEFAULT_WEIGHT_CALORIES_NOTE}{' '}
        <Link to={PATHS.profile} className={`font-semibold underline ${link}`}>
          Ajouter mon poids dans mon profil
        </Link>
      </span>
    </p>
  );
}
