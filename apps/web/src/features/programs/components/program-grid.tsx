import type { Program } from '@elan/domain';
import { Dumbbell, RefreshCw, SearchX } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useProgramsQuery } from '../api/get-programs.ts';
import { ProgramCard } from './program-card.tsx';

export const NO_MATCH_TEXT = 'Aucun programme ne correspond à votre recherche';
export const NO_PROGRAM_TEXT = 'Aucun programme disponible';

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** Case-insensitive, on title or description (spec /programs), for the instant answer while the server's comes. */
function matchesSearch(program: Program, search: string): boolean {
  const needle = search.toLocaleLowerCase('fr');
  return (
    program.title.toLocaleLowerCase('fr').includes(needle) ||
    (program.description ?? '').toLocaleLowerCase('fr').includes(needle)
  );
}

function ProgramGridSkeleton() {
  return (
    <div className={GRID} aria-hidden="true">
      {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
        <div key={key} className="rounded-2xl border border-stone-200/80 bg-white p-5">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-5 w-16 rounded-full" />
          </div>
          <Skeleton className="mt-3 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-4/5" />
          <Skeleton className="mt-6 h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}

type ProgramGridProps = {
  /** What the member typed (the server is asked once typing pauses). */
  search: string;
  /** The search the list is asked for. */
  debouncedSearch: string;
  /** Offered in the empty state when there is no programme at all. */
  onCreate: () => void;
};

/** Spec /programs grid: newest first, the two empty texts, more on demand. */
export function ProgramGrid({ search, debouncedSearch, onCreate }: ProgramGridProps) {
  const programs = useProgramsQuery({ search: debouncedSearch.trim() });
  const typed = search.trim();
  // The first list is drawn as a deferred render, which React splits into short tasks, not inside
  // the query's answer (decision 039).
  const isDrawingFirstList = useDeferredValue(programs.isPending);

  if (programs.isPending || isDrawingFirstList) {
    return (
      <div aria-busy="true">
        <span className="sr-only" role="status">
          Chargement des programmes…
        </span>
        <ProgramGridSkeleton />
      </div>
    );
  }

  if (programs.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-2xl bg-red-50 px-6 py-10 text-center"
      >
        <p className="font-semibold text-red-800">Impossible de charger les programmes.</p>
        <Button variant="secondary" onClick={() => void programs.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Réessayer
        </Button>
      </div>
    );
  }

  const all = programs.data.pages.flat();
  const isStale = programs.isPlaceholderData || typed !== debouncedSearch.trim();
  // While the server works on a new search, narrow what is already there.
  const shown = isStale && typed ? all.filter((program) => matchesSearch(program, typed)) : all;

  if (shown.length === 0) {
    if (isStale) {
      return (
        <div className="grid place-items-center py-16">
          <Spinner label="Recherche en cours" />
        </div>
      );
    }
    return typed ? (
      <EmptyState icon={SearchX} title={NO_MATCH_TEXT}>
        <p className="text-sm text-stone-600">Essaie un autre mot, ou crée ton propre programme.</p>
      </EmptyState>
    ) : (
      <EmptyState icon={Dumbbell} title={NO_PROGRAM_TEXT}>
        <Button onClick={onCreate}>Créer le premier programme</Button>
      </EmptyState>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <ul className={GRID} aria-busy={isStale}>
        {shown.map((program) => (
          <li key={program.id}>
            <ProgramCard program={program} />
          </li>
        ))}
      </ul>
      {programs.hasNextPage && !isStale && (
        <Button
          variant="secondary"
          className="self-center"
          disabled={programs.isFetchingNextPage}
          onClick={() => void programs.fetchNextPage()}
        >
          {programs.isFetchingNextPage ? <Spinner size="sm" label="Chargement" /> : null}
          Afficher plus de programmes
        </Button>
      )}
    </div>
  );
}
