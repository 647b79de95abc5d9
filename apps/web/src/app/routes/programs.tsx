import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { FreeWorkoutLink } from '../../features/player/components/free-workout-link.tsx';
import { ProgramGrid } from '../../features/programs/components/program-grid.tsx';
import { ProgramSearch } from '../../features/programs/components/program-search.tsx';
import { WeeklyScheduleBlock } from '../../features/schedule/components/weekly-schedule-block.tsx';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

// The form and its Zod schemas (25 KB gzip) come with « Nouveau programme », not with the list.
const CreateProgramModal = lazy(async () => ({
  default: (await import('../../features/programs/components/create-program-modal.tsx')).CreateProgramModal,
}));

const SEARCH_PARAM = 'q';
const SEARCH_DEBOUNCE_MS = 250;

/** Spec /programs: title, search, « Nouveau programme », the weekly block and the grid. */
export function ProgramsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get(SEARCH_PARAM) ?? '';
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [isCreating, setIsCreating] = useState(false);
  useDocumentTitle('Programmes');

  // The search lives in the address, so a reload or a shared link keeps it; typing is no new
  // page, so the scroll stays where it is.
  const onSearchChange = (value: string) => {
    setSearchParams(value ? { [SEARCH_PARAM]: value } : {}, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-extrabold text-3xl text-stone-900 tracking-tight md:text-4xl">Programmes</h1>
          <p className="mt-2 text-stone-600">Trouve le programme qui te ressemble, ou crée le tien.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <FreeWorkoutLink />
          <Button size="lg" onClick={() => setIsCreating(true)} className="shrink-0">
            <Plus aria-hidden="true" className="size-5" />
            Nouveau programme
          </Button>
        </div>
      </header>

      <WeeklyScheduleBlock />

      <section aria-labelledby="tous-les-programmes" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <h2 id="tous-les-programmes" className="font-bold text-stone-900 text-xl">
            Tous les programmes
          </h2>
          <div className="md:w-96">
            <ProgramSearch value={search} onChange={onSearchChange} />
          </div>
        </div>
        <ProgramGrid search={search} debouncedSearch={debouncedSearch} onCreate={() => setIsCreating(true)} />
      </section>

      {isCreating && (
        <Suspense fallback={null}>
          <CreateProgramModal onClose={() => setIsCreating(false)} />
        </Suspense>
      )}
    </div>
  );
}
