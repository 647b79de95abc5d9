import { EQUIPMENT_LABELS, EQUIPMENTS, type Equipment, MUSCLE_GROUPS } from '@elan/domain';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { SELECT_CLASS_NAME } from '../exercise-labels.ts';

export type LibraryFilter = { q: string; muscleGroup: string; equipment: Equipment | '' };

type LibraryFiltersProps = { filter: LibraryFilter; onChange: (filter: LibraryFilter) => void };

/** Search by name (the server ignores accents), muscle group and equipment. */
export function LibraryFilters({ filter, onChange }: LibraryFiltersProps) {
  const id = useId();
  return (
    <search className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-q`} className="font-medium text-sm text-stone-700">
          Rechercher un exercice
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-stone-500"
          />
          <input
            id={`${id}-q`}
            type="search"
            value={filter.q}
            placeholder="Développé, squat, gainage…"
            onChange={(event) => onChange({ ...filter, q: event.target.value })}
            className={`${SELECT_CLASS_NAME} pl-9`}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-muscle`} className="font-medium text-sm text-stone-700">
          Groupe musculaire
        </label>
        <select
          id={`${id}-muscle`}
          value={filter.muscleGroup}
          onChange={(event) => onChange({ ...filter, muscleGroup: event.target.value })}
          className={SELECT_CLASS_NAME}
        >
          <option value="">Tous</option>
          {MUSCLE_GROUPS.map((group) => (
            <option key={group}>{group}</option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-equipment`} className="font-medium text-sm text-stone-700">
          Matériel
        </label>
        <select
          id={`${id}-equipment`}
          value={filter.equipment}
          onChange={(event) => onChange({ ...filter, equipment: event.target.value as Equipment | '' })}
          className={SELECT_CLASS_NAME}
        >
          <option value="">Tout</option>
          {EQUIPMENTS.map((equipment) => (
            <option key={equipment} value={equipment}>
              {EQUIPMENT_LABELS[equipment]}
            </option>
          ))}
        </select>
      </div>
    </search>
  );
}
