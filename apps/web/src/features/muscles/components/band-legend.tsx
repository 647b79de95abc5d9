import type { BandPosition } from '@elan/domain';
import { useId } from 'react';
import { BAND_LABELS } from '../muscles-format.ts';
import { BandPatterns, bandFill, patternPrefix } from './band-fill.tsx';

const POSITIONS: BandPosition[] = ['none', 'below', 'within', 'above'];

/** The map's key: each shading beside its words (the words carry it without colour). */
export function BandLegend({ isStart = false }: { isStart?: boolean }) {
  const prefix = patternPrefix(useId());
  return (
    <ul
      aria-label="Légende de la carte"
      className={`flex flex-wrap gap-x-4 gap-y-1.5 text-stone-700 text-xs ${isStart ? 'justify-center sm:justify-start' : 'justify-center'}`}
    >
      {POSITIONS.map((position) => (
        <li key={position} className="flex items-center gap-1.5">
          <svg viewBox="0 0 12 12" aria-hidden="true" className="size-3.5 shrink-0">
            <BandPatterns prefix={`${prefix}${position}`} />
            <rect
              width="12"
              height="12"
              rx="3"
              fill={bandFill(position, `${prefix}${position}`)}
              stroke="var(--color-stone-400)"
              strokeWidth="0.6"
            />
          </svg>
          {position === 'within' ? 'De 10 à 20 (zone)' : BAND_LABELS[position]}
        </li>
      ))}
    </ul>
  );
}
