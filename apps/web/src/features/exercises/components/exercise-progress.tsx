import type { ExerciseHistory } from '@elan/domain';
import { formatDateTime } from '@elan/domain';
import { History, LineChart, Trophy } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Panel } from '../../../components/ui/panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { pathTo } from '../../../config/paths.ts';
import { recordText, setText } from '../exercise-format.ts';

// recharts comes with the page's charts only.
const ExerciseCharts = lazy(() =>
  import('./exercise-charts.tsx').then((module) => ({ default: module.ExerciseCharts })),
);

const RECORD_ROWS = [
  ['one_rep_max', '1RM estimé'],
  ['weight', 'Charge maximale'],
  ['reps', 'Répétitions maximales'],
] as const;

const SET_TYPE_TAGS = { warmup: 'Échauffement', drop: 'Dégressive', failure: 'Échec', normal: '' } as const;

export function ProgressCharts({ history }: { history: ExerciseHistory }) {
  return (
    <Panel title="Progression" icon={LineChart}>
      {history.points.length === 0 ? (
        <p className="rounded-2xl border border-stone-300 border-dashed px-4 py-8 text-center text-sm text-stone-600">
          Termine une séance avec cet exercice pour voir ta progression.
        </p>
      ) : (
        <Suspense fallback={<Skeleton className="h-56" />}>
          <ExerciseCharts points={history.points} />
        </Suspense>
      )}
    </Panel>
  );
}

export function RecordsPanel({ records }: { records: ExerciseHistory['records'] }) {
  return (
    <Panel title="Records personnels" icon={Trophy}>
      <dl className="grid gap-3 sm:grid-cols-3">
        {RECORD_ROWS.map(([kind, label]) => {
          const record = records[kind];
          return (
            <div key={kind} className="rounded-xl bg-amber-50 px-4 py-3">
              <dt className="font-semibold text-amber-900 text-sm">{label}</dt>
              <dd className="mt-1 font-bold text-stone-900">
                {record ? (
                  <Link
                    to={pathTo.completion(record.completion_id)}
                    className="underline-offset-2 hover:underline"
                  >
                    {recordText(record, kind)}
                  </Link>
                ) : (
                  '—'
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </Panel>
  );
}

export function RecentSessions({ sessions }: { sessions: ExerciseHistory['recent'] }) {
  return (
    <Panel title="Dernières séances" icon={History}>
      {sessions.length === 0 ? (
        <p className="text-sm text-stone-600">Aucune séance pour le moment.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-stone-200">
          {sessions.map((session) => (
            <li key={session.completion_id} className="py-3 first:pt-0 last:pb-0">
              <Link
                to={pathTo.completion(session.completion_id)}
                className="font-semibold text-stone-900 underline-offset-2 hover:underline"
              >
                {session.session_title}
              </Link>
              <p className="text-sm text-stone-600">{formatDateTime(session.completed_at)}</p>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {session.sets.map((set) => (
                  <li
                    key={set.set_number}
                    className={`rounded-full px-2.5 py-0.5 text-sm ${
                      set.set_type === 'warmup' ? 'bg-stone-100 text-stone-600' : 'bg-brand-50 text-brand-900'
                    } ${set.status === 'skipped' ? 'line-through' : ''}`}
                  >
                    {setText(set)}
                    {SET_TYPE_TAGS[set.set_type] && ` · ${SET_TYPE_TAGS[set.set_type]}`}
                    {set.status === 'skipped' && <span className="sr-only"> (passée)</span>}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
