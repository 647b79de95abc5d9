import { formatWeight, type PersonalRecord, RECORD_LABELS, type RecordKind, withUnit } from '@elan/domain';
import { Trophy } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths.ts';

function formatRecord(kind: RecordKind, value: number): string {
  return kind === 'reps' ? withUnit(value, 'rép.') : formatWeight(value);
}

/** The personal records this completion beat (heaviest load, most reps, estimated 1RM). */
export function PersonalRecords({ records }: { records: PersonalRecord[] }) {
  const headingId = useId();
  if (records.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-amber-200 bg-gradient-to-br from-amber-50 to-white p-5"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-bold text-amber-900 text-lg">
        <Trophy aria-hidden="true" className="size-5" />
        {records.length > 1 ? 'Nouveaux records personnels' : 'Nouveau record personnel'}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {records.map((record) => (
          <li
            key={`${record.exercise_id}-${record.kind}`}
            className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-xl bg-white/80 px-3 py-2"
          >
            <span>
              <Link
                to={pathTo.exercise(record.exercise_id)}
                className="font-semibold text-stone-900 underline-offset-2 hover:underline"
              >
                {record.exercise_name}
              </Link>
              <span className="text-sm text-stone-600"> · {RECORD_LABELS[record.kind]}</span>
            </span>
            <span className="font-bold text-amber-900 tabular-nums">
              {formatRecord(record.kind, record.value)}
              {record.previous !== null && (
                <span className="ml-2 font-normal text-stone-500 text-xs">
                  (avant : {formatRecord(record.kind, record.previous)})
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
