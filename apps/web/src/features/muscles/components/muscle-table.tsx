import { bandPosition, formatDecimal, type MuscleSets } from '@elan/domain';
import { BAND_LABELS, volumeLabel } from '../muscles-format.ts';

/** The accessible source of the map: every group, its sets, its volume and where it sits. */
export function MuscleTable({ entries, caption }: { entries: MuscleSets; caption: string }) {
  return (
    <table className="w-full text-sm">
      <caption className="pb-2 text-left font-semibold text-stone-800">{caption}</caption>
      <thead>
        <tr className="border-stone-200 border-b text-left text-stone-600 text-xs">
          <th scope="col" className="py-1.5 pr-2 font-semibold">
            Groupe musculaire
          </th>
          <th scope="col" className="px-2 py-1.5 text-right font-semibold">
            Séries
          </th>
          <th scope="col" className="px-2 py-1.5 text-right font-semibold">
            Volume
          </th>
          <th scope="col" className="py-1.5 pl-2 font-semibold">
            Repère
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const position = bandPosition(entry.sets);
          return (
            <tr
              key={entry.muscle_group}
              className={`border-stone-100 border-b last:border-0 ${position === 'none' ? 'text-stone-500' : 'text-stone-900'}`}
            >
              <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                {entry.muscle_group}
              </th>
              <td className="px-2 py-1.5 text-right tabular-nums">{formatDecimal(entry.sets)}</td>
              <td className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums">
                {volumeLabel(entry.volume_kg)}
              </td>
              <td className="py-1.5 pl-2">
                {position === 'none' ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{BAND_LABELS.none}</span>
                  </>
                ) : (
                  BAND_LABELS[position]
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
