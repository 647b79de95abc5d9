import { formatDateTime, OFFLINE_TEXTS } from '@elan/domain';
import { CloudUpload } from 'lucide-react';
import { useId } from 'react';
import { useOutbox } from '../use-outbox.ts';

/** The dashboard's list of sessions finished offline that the server does not have yet. */
export function PendingSyncCard({ userId }: { userId: number }) {
  const titleId = useId();
  const { data: entries } = useOutbox(userId);
  if (!entries || entries.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-amber-200 bg-amber-50 p-5 shadow-sm"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
        <CloudUpload aria-hidden="true" className="size-5 text-amber-700" />
        {OFFLINE_TEXTS.pendingTitle}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {entries.map((entry) => (
          <li
            key={entry.idempotencyKey}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-xl bg-white px-4 py-3"
          >
            <span>
              <span className="font-semibold text-stone-900">{entry.sessionTitle}</span>
              {entry.programTitle && <span className="text-stone-600"> · {entry.programTitle}</span>}
              <span className="block text-sm text-stone-600">{formatDateTime(entry.queuedAt)}</span>
            </span>
            <span className={`font-medium text-sm ${entry.rejection ? 'text-red-700' : 'text-amber-800'}`}>
              {entry.rejection ? `${OFFLINE_TEXTS.rejected} : ${entry.rejection}` : OFFLINE_TEXTS.pendingSync}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
