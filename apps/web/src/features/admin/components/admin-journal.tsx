import { ADMIN_ACTION_LABELS, type AdminAuditEntry, formatDateTime, ROLE_LABELS } from '@elan/domain';
import { useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useAdminAuditQuery } from '../api/get-admin-audit.ts';
import { ADMIN_PAGE_SIZE } from '../api/get-admin-users.ts';
import { AdminPager } from './admin-pager.tsx';

/** « Rôle modifié (Membre → Coach) », « Compte désactivé »… */
function whatOf(entry: AdminAuditEntry): string {
  const { from, to } = entry.details;
  const label = ADMIN_ACTION_LABELS[entry.action];
  return from && to ? `${label} (${ROLE_LABELS[from]} → ${ROLE_LABELS[to]})` : label;
}

/** The Journal tab: who, what, on whom, when — newest first. */
export function AdminJournal() {
  const [page, setPage] = useState(0);
  const audit = useAdminAuditQuery(page);
  const rows = audit.data ?? [];
  if (audit.isPending) return <Skeleton className="h-40 w-full" />;
  if (audit.isError)
    return (
      <p role="alert" className="text-red-700">
        {getErrorMessage(audit.error)}
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      {rows.length === 0 ? (
        <p className="text-stone-600">Aucune action pour l’instant.</p>
      ) : (
        <Card className="p-0">
          <ol aria-label="Journal des actions" className="divide-y divide-stone-200">
            {rows.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-0.5 px-4 py-3">
                <p className="text-stone-900">
                  <span className="font-semibold">{entry.admin_name}</span> · {whatOf(entry)} ·{' '}
                  <span className="font-semibold">{entry.target_label}</span>
                </p>
                <p className="text-stone-600 text-xs">
                  <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                </p>
              </li>
            ))}
          </ol>
        </Card>
      )}
      <AdminPager
        label="Pages du journal"
        page={page}
        hasNext={rows.length === ADMIN_PAGE_SIZE}
        onPage={setPage}
      />
    </div>
  );
}
