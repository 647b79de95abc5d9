import { bandPosition, type MuscleGroup, type MuscleSets } from '@elan/domain';
import { useId } from 'react';
import { regionLabel } from '../muscles-format.ts';
import { BandPatterns, bandFill, patternPrefix } from './band-fill.tsx';
import { BACK_REGIONS, FRONT_REGIONS, type Region, SILHOUETTE, VIEW_BOX } from './body-map-shapes.ts';

const MIRROR = 'translate(100 0) scale(-1 1)';

type FigureProps = {
  label: string;
  regions: Region[];
  byGroup: Map<MuscleGroup, MuscleSets[number]>;
  className: string;
};

function Figure({ label, regions, byGroup, className }: FigureProps) {
  const prefix = patternPrefix(useId());
  return (
    <svg viewBox={VIEW_BOX} className={className}>
      <title>{label}</title>
      <BandPatterns prefix={prefix} />
      <g fill="var(--color-stone-200)">
        {SILHOUETTE.middle.map((d) => (
          <path key={d} d={d} />
        ))}
        {SILHOUETTE.sides.map((d) => (
          <g key={d}>
            <path d={d} />
            <path d={d} transform={MIRROR} />
          </g>
        ))}
      </g>
      {regions.map(({ group, shapes }) => {
        const entry = byGroup.get(group) ?? { muscle_group: group, sets: 0, volume_kg: 0 };
        const label = regionLabel(entry);
        return (
          <g
            key={group}
            data-muscle-group={group}
            data-band={bandPosition(entry.sets)}
            fill={bandFill(bandPosition(entry.sets), prefix)}
            stroke="var(--color-white)"
            strokeWidth={0.7}
          >
            <title>{label}</title>
            {shapes.map(({ d, rotate }) => {
              const turn = rotate ? `rotate(${rotate.join(' ')})` : undefined;
              return (
                <g key={d}>
                  <path d={d} transform={turn} />
                  <path d={d} transform={turn ? `${MIRROR} ${turn}` : MIRROR} />
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}

/**
 * Issue 33's body map: the front and the back, one region per muscle group, shaded by its work
 * sets against the 10–20 band (pattern and tint, never colour alone); each region is named with
 * its figures. The table beside it is the accessible source of the same numbers.
 */
export function BodyMap({ entries, isCompact = false }: { entries: MuscleSets; isCompact?: boolean }) {
  const byGroup = new Map(entries.map((entry) => [entry.muscle_group, entry]));
  const size = isCompact ? 'h-44 w-auto' : 'h-72 w-auto sm:h-80';
  return (
    <div className="flex items-end justify-center gap-2 sm:gap-6">
      {(
        [
          ['Face avant', FRONT_REGIONS],
          ['Face arrière', BACK_REGIONS],
        ] as const
      ).map(([label, regions]) => (
        <figure key={label} className="flex flex-col items-center gap-1">
          <Figure label={label} regions={regions} byGroup={byGroup} className={size} />
          <figcaption className="text-stone-600 text-xs">{label}</figcaption>
        </figure>
      ))}
    </div>
  );
}
