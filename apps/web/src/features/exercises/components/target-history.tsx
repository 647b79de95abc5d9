import { type ExerciseTargetSeries, formatShortDate } from '@elan/domain';
import { Target } from 'lucide-react';
import { Panel } from '../../../components/ui/panel.tsx';
import { formatKg, ruleLabel } from '../exercise-format.ts';

/** The newest points a series shows (the read keeps up to the history's bound). */
const SHOWN_POINTS = 8;

/**
 * Issue 31: beside the 1RM chart, the load each rule set for the member's past sessions (replayed,
 * decision 099) and what they did. Nothing when the exercise follows no rule.
 */
export function TargetHistory({ series }: { series: ExerciseTargetSeries[] }) {
  const followed = series.filter((item) => item.points.length > 0);
  if (followed.length === 0) return null;
  return (
    <Panel title="Charges cibles" icon={Target}>
      {followed.map((item) => (
        <div key={item.session_exercise_id} className="flex flex-col gap-2">
          <p className="text-sm text-stone-600">
            <span className="font-semibold text-stone-900">{item.program_title}</span> · {item.session_title}
            {' · '}
            {ruleLabel(item.progression)}
          </p>
          <table className="w-full text-sm">
            <caption className="sr-only">
              Charges cibles de {item.session_title}, de la plus récente à la plus ancienne
            </caption>
            <thead>
              <tr className="text-left text-stone-600">
                <th scope="col" className="py-1 font-medium">
                  Séance
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Cible
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Faite
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {item.points
                .slice(-SHOWN_POINTS)
                .reverse()
                .map((point) => (
                  <tr key={point.completed_at}>
                    <td className="py-1.5 text-stone-700">
                      {formatShortDate(point.completed_at)}
                      {point.deload && (
                        <span className="ml-2 rounded-full bg-sky-100 px-2 py-0.5 font-semibold text-sky-800 text-xs">
                          Décharge
                        </span>
                      )}
                    </td>
                    <td className="py-1.5 text-right font-semibold text-stone-900 tabular-nums">
                      {point.target_weight_kg === null ? '—' : formatKg(point.target_weight_kg)}
                    </td>
                    <td
                      className={`py-1.5 text-right tabular-nums ${
                        point.done_kg !== null &&
                        point.target_weight_kg !== null &&
                        point.done_kg >= point.target_weight_kg
                          ? 'text-emerald-700'
                          : 'text-stone-700'
                      }`}
                    >
                      {point.done_kg === null ? '—' : formatKg(point.done_kg)}
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      ))}
    </Panel>
  );
}
