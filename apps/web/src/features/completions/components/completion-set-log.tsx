import { type CompletionSet, formatDecimal, formatWeight, SET_TYPE_LABELS } from '@elan/domain';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths.ts';

type ExerciseSets = { exerciseId: number; name: string; sets: CompletionSet[] };

function groupByExercise(sets: CompletionSet[]): ExerciseSets[] {
  const groups: ExerciseSets[] = [];
  for (const set of sets) {
    let group = groups.find((item) => item.exerciseId === set.exercise_id);
    if (!group) {
      group = { exerciseId: set.exercise_id, name: set.exercise_name, sets: [] };
      groups.push(group);
    }
    group.sets.push(set);
  }
  for (const group of groups) group.sets.sort((a, b) => a.set_number - b.set_number);
  return groups;
}

/** A timed set shows its real duration where the reps would be. */
function repsOrDuration(set: CompletionSet): string {
  if (set.duration_seconds !== null) return `${set.duration_seconds} s`;
  return set.reps === null ? '—' : String(set.reps);
}

/**
 * The per-set log, folded behind « Détail des séries » (a disclosure: the button says whether it is
 * open, the tables appear under it).
 */
export function SetLogDisclosure({ sets }: { sets: CompletionSet[] }) {
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const groups = groupByExercise(sets);
  return (
    <div className="border-stone-100 border-t pt-3">
      <h3>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl px-1 font-semibold text-brand-700 hover:text-brand-800"
        >
          Détail des séries
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 transition-transform ${isOpen ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div id={panelId} hidden={!isOpen}>
        {groups.length === 0 ? (
          <p className="mt-3 text-sm text-stone-600">Aucune série enregistrée pour cette séance.</p>
        ) : (
          <div className="mt-4 flex flex-col gap-5">
            {groups.map((group) => (
              // Five columns on a phone: the table scrolls inside its card rather than the page.
              <div key={group.exerciseId} className="-mx-1 overflow-x-auto px-1">
                <table className="w-full text-left text-sm">
                  <caption className="pb-2 text-left font-semibold text-base text-stone-900">
                    <Link
                      to={pathTo.exercise(group.exerciseId)}
                      className="underline-offset-2 hover:text-brand-700 hover:underline"
                    >
                      {group.name}
                    </Link>
                  </caption>
                  <thead>
                    <tr className="border-stone-200 border-b text-stone-500 text-xs uppercase tracking-wide">
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        Série
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        <abbr title="Répétitions" className="no-underline">
                          Rép.
                        </abbr>
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        Charge
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        RPE
                      </th>
                      <th scope="col" className="py-2 font-semibold">
                        Statut
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {group.sets.map((set) => (
                      <tr key={set.set_number} className="border-stone-100 border-b last:border-0">
                        <th scope="row" className="py-2 pr-3 font-semibold text-stone-800 tabular-nums">
                          {set.set_number}
                        </th>
                        <td className="py-2 pr-3 text-stone-800 tabular-nums">{repsOrDuration(set)}</td>
                        <td className="py-2 pr-3 text-stone-800 tabular-nums">
                          {set.weight_kg === null ? '—' : formatWeight(set.weight_kg)}
                        </td>
                        <td className="py-2 pr-3 text-stone-800 tabular-nums">
                          {set.rpe === null ? '—' : formatDecimal(set.rpe)}
                        </td>
                        <td className="py-2">
                          {set.set_type !== 'normal' && (
                            <span className="mr-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 text-xs">
                              {SET_TYPE_LABELS[set.set_type]}
                            </span>
                          )}
                          {set.status === 'done' ? (
                            <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-800 text-xs">
                              Faite
                            </span>
                          ) : (
                            <span className="rounded-full bg-stone-100 px-2 py-0.5 font-semibold text-stone-700 text-xs">
                              Passée
                            </span>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
