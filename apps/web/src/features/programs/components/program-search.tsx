import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { INPUT_CLASS_NAME } from '../../../components/ui/text-field.tsx';

type ProgramSearchProps = { value: string; onChange: (value: string) => void };

/** Spec /programs search box: filters on title or description, any case. */
export function ProgramSearch({ value, onChange }: ProgramSearchProps) {
  const id = useId();
  return (
    <search className="relative block w-full">
      <label htmlFor={id} className="sr-only">
        Rechercher un programme
      </label>
      <Search
        aria-hidden="true"
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3.5 size-5 text-stone-400"
      />
      <input
        id={id}
        type="search"
        autoComplete="off"
        placeholder="Titre ou description…"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${INPUT_CLASS_NAME} h-12 pr-11 pl-11 [&::-webkit-search-cancel-button]:hidden`}
      />
      {value && (
        <button
          type="button"
          aria-label="Effacer la recherche"
          onClick={() => onChange('')}
          className="-translate-y-1/2 absolute top-1/2 right-2 grid size-8 place-items-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-800"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </search>
  );
}
