import { type AthleteDetail, formatDecimal, formatLongDate, formatShortDate } from '@elan/domain';
import { Dumbbell, History, MessageCircle, Scale, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { pathTo } from '../../../config/paths.ts';
import { setInWords } from '../coach-format.ts';

type Props = { detail: AthleteDetail };

/** The athlete's programmes and how far they are in each. */
export function AthletePrograms({ detail }: Props) {
  return (
    <Panel title="Programmes" icon={Dumbbell}>
      {detail.programs.length === 0 ? (
        <p className="text-stone-600">Aucun programme suivi pour l’instant.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {detail.programs.map((program) => (
            <li key={program.enrollment_id} className="flex flex-col gap-1.5">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-stone-900">{program.title}</span>
                <span className="text-sm text-stone-600">
                  {program.sessions_completed} / {program.total_sessions} séances
                </span>
              </div>
              <ProgressBar percent={program.progress_percent} label={`Progression de ${program.title}`} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The last 20 sessions, newest first, each with its sets. */
export function AthleteSessions({ detail }: Props) {
  return (
    <Panel title="Dernières séances" icon={History}>
      {detail.completions.length === 0 ? (
        <p className="text-stone-600">Aucune séance pour l’instant.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {detail.completions.map((completion, index) => (
            <li key={completion.id} className="rounded-xl border border-stone-200 p-3">
              <details open={index === 0}>
                <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold text-stone-900">{completion.session_title}</span>
                  <span className="text-sm text-stone-600">
                    {formatShortDate(completion.completed_at)} · {completion.duration_minutes} min
                    {completion.volume_kg > 0 ? ` · ${formatDecimal(completion.volume_kg)} kg` : ''}
                  </span>
                </summary>
                <p className="mt-1 flex flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
                  {completion.program_title}
                  <Link
                    to={pathTo.completion(completion.id)}
                    className="inline-flex min-h-11 items-center gap-1.5 rounded-lg font-medium text-brand-700 hover:underline"
                  >
                    <MessageCircle aria-hidden="true" className="size-4" />
                    Ouvrir la séance et commenter
                    <span className="sr-only"> : {completion.session_title}</span>
                  </Link>
                </p>
                {completion.sets.length === 0 ? (
                  <p className="mt-2 text-sm text-stone-600">Aucune série enregistrée.</p>
                ) : (
                  <ul className="mt-2 flex flex-col gap-1 text-sm">
                    {completion.sets.map((set) => (
                      <li
                        key={`${set.exercise_id}-${set.set_number}`}
                        className="flex justify-between gap-2 text-stone-700"
                      >
                        <span className="min-w-0 truncate">
                          {set.exercise_name} · série {set.set_number}
                          {set.set_type === 'warmup' ? ' (échauffement)' : ''}
                        </span>
                        <span className="shrink-0 font-medium text-stone-900">
                          {set.status === 'skipped' ? 'Passée' : setInWords(set)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </details>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

const kg = (value: number | null) => (value === null ? '—' : `${formatDecimal(value)} kg`);

/** The athlete's best set per exercise. */
export function AthleteRecords({ detail }: Props) {
  return (
    <Panel title="Records" icon={Trophy}>
      {detail.records.length === 0 ? (
        <p className="text-stone-600">Aucun record pour l’instant.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-stone-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Exercice
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Charge
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Répétitions
                </th>
                <th scope="col" className="py-2 font-medium">
                  1RM estimé
                </th>
              </tr>
            </thead>
            <tbody className="text-stone-900">
              {detail.records.map((record) => (
                <tr key={record.exercise_id} className="border-stone-200 border-t">
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {record.exercise_name}
                  </th>
                  <td className="py-2 pr-3">{kg(record.best_weight)}</td>
                  <td className="py-2 pr-3">{record.best_reps ?? '—'}</td>
                  <td className="py-2">{kg(record.best_one_rep_max)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

/** Body composition when the athlete shares it; otherwise a sentence saying they do not. */
export function AthleteBody({ detail }: Props) {
  const { athlete, body } = detail;
  return (
    <Panel title="Composition corporelle" icon={Scale}>
      {!body ? (
        <p className="text-stone-600">
          {athlete.first_name} ne partage pas sa composition corporelle avec toi.
        </p>
      ) : body.measurements.length === 0 ? (
        <EmptyState icon={Scale} title="Aucune mesure pour l’instant" />
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {body.measurements.map((measurement) => (
            <li key={measurement.id} className="flex flex-wrap justify-between gap-2 text-stone-700">
              <span>{formatLongDate(`${measurement.measurement_date}T12:00:00Z`)}</span>
              <span className="font-medium text-stone-900">
                {kg(measurement.weight_kg)} · IMC {formatDecimal(measurement.bmi)}
                {measurement.body_fat_percent !== null
                  ? ` · ${formatDecimal(measurement.body_fat_percent)} % de masse grasse`
                  : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
