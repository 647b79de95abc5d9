import { formatShortDate } from '@elan/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useSetProgramHiddenMutation } from '../api/admin-actions.ts';
import { useAdminProgramsQuery } from '../api/get-admin-programs.ts';
import { ADMIN_PAGE_SIZE } from '../api/get-admin-users.ts';
import { AdminPager } from './admin-pager.tsx';

/** The Programmes tab: public programmes, « Masquer » / « Afficher ». */
export function AdminPrograms() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const debounced = useDebouncedValue(search.trim(), 250);
  const programs = useAdminProgramsQuery(debounced, page);
  const setHidden = useSetProgramHiddenMutation();
  const rows = programs.data ?? [];
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Rechercher un programme"
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(0);
        }}
        className="md:max-w-md"
      />
      {programs.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : programs.isError ? (
        <p role="alert" className="text-red-700">
          {getErrorMessage(programs.error)}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-stone-600">Aucun programme ne correspond à cette recherche.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Programmes publics">
          {rows.map((program) => (
            <li key={program.id}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={pathTo.program(program.id)}
                      className="font-semibold text-stone-900 underline-offset-2 hover:underline"
                    >
                      {program.title}
                    </Link>
                    {program.is_hidden && (
                      <span className="rounded-full bg-stone-100 px-2 py-0.5 font-semibold text-stone-700 text-xs">
                        Masqué
                      </span>
                    )}
                  </div>
                  <p className="text-sm text-stone-600">
                    Par {program.creator_name} · créé le {formatShortDate(program.created_at)}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={setHidden.isPending}
                  aria-label={`${program.is_hidden ? 'Afficher' : 'Masquer'} ${program.title}`}
                  onClick={() =>
                    setHidden.mutate(
                      { programId: program.id, isHidden: !program.is_hidden },
                      {
                        onSuccess: () =>
                          toast.success(program.is_hidden ? 'Programme affiché' : 'Programme masqué'),
                        onError: (error) => toast.error(getErrorMessage(error)),
                      },
                    )
                  }
                >
                  {program.is_hidden ? 'Afficher' : 'Masquer'}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <AdminPager
        label="Pages des programmes"
        page={page}
        hasNext={rows.length === ADMIN_PAGE_SIZE}
        onPage={setPage}
      />
    </div>
  );
}
