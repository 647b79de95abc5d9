import { Link2, Trash2, Unlink } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { MoveButtons, useSortableRow } from '../../../../components/ui/sortable-list.tsx';
import { FieldError } from '../../../../components/ui/text-field.tsx';
import type { FieldErrors } from '../../../../lib/form-errors.ts';
import type { EditorAction } from '../../program-editor-state.ts';
import type { EditorExercise } from '../../program-editor-values.ts';
import { EditorExerciseFields } from './editor-exercise-fields.tsx';

type EditorExerciseRowProps = {
  row: EditorExercise;
  index: number;
  count: number;
  sessionKey: string;
  /** `sessions.{n}.exercises.{i}`: where this row's errors live. */
  path: string;
  /** « A1 », « A2 »… when the row is part of a superset. */
  label: string | null;
  /** The exercise above, which « Grouper » joins. */
  above: EditorExercise | undefined;
  errors: FieldErrors;
  isDisabled: boolean;
  change: (action: EditorAction, path?: string) => void;
};

/** One exercise of a session: drag handle, its superset label, move, group, remove, and its fields. */
export function EditorExerciseRow(props: EditorExerciseRowProps) {
  const { row, index, count, sessionKey, path, label, above, errors, isDisabled, change } = props;
  const nameId = useId();
  const sortable = useSortableRow(row.key, `Déplacer ${row.name} (position ${index + 1} sur ${count})`);
  const session = sessionKey;
  const exercise = row.key;
  const rowErrors = [errors.exercise_id, errors.superset_group].filter((message): message is string =>
    Boolean(message),
  );
  return (
    <li
      ref={sortable.setNodeRef}
      style={sortable.style}
      data-superset={label ?? undefined}
      className={`rounded-2xl border border-stone-200 bg-white p-3 ${label ? 'border-l-4 border-l-brand-500' : ''} ${sortable.isDragging ? 'relative z-10 shadow-lg ring-2 ring-brand-500' : ''}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        {sortable.handle}
        {label && (
          <span className="grid h-8 min-w-8 place-items-center rounded-lg bg-brand-600 px-1.5 font-bold text-sm text-white">
            <span className="sr-only">Superset </span>
            {label}
          </span>
        )}
        <div className="min-w-0 flex-1 basis-32">
          <p id={nameId} className="truncate font-semibold text-stone-900">
            {row.name}
          </p>
          <p className="truncate text-stone-500 text-xs">{row.muscle_group}</p>
        </div>
        <MoveButtons
          name={row.name}
          index={index}
          count={count}
          isDisabled={isDisabled}
          onMove={(from, to) => change({ type: 'moveExercise', session, from, to })}
        />
        <Button
          variant="ghost"
          aria-label={`Retirer ${row.name}`}
          onClick={() => change({ type: 'removeExercise', session, exercise })}
          disabled={isDisabled}
          className="size-11 px-0 text-stone-500 hover:text-red-700"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {above && (row.superset_group === null || row.superset_group !== above.superset_group) && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Grouper ${row.name} avec ${above.name}`}
            disabled={isDisabled}
            onClick={() => change({ type: 'group', session, index })}
            className="h-11"
          >
            <Link2 aria-hidden="true" className="size-4" />
            Grouper
          </Button>
        )}
        {label && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Dégrouper ${row.name}`}
            disabled={isDisabled}
            onClick={() => change({ type: 'ungroup', session, index })}
            className="h-11"
          >
            <Unlink aria-hidden="true" className="size-4" />
            Dégrouper
          </Button>
        )}
      </div>
      {rowErrors.map((message) => (
        <FieldError key={message} message={message} />
      ))}
      <EditorExerciseFields
        row={row}
        nameId={nameId}
        errors={errors}
        isDisabled={isDisabled}
        onField={(field, value) =>
          change({ type: 'exerciseField', session, exercise, field, value }, `${path}.${field}`)
        }
        onTimed={(isTimed) => change({ type: 'timed', session, exercise, isTimed })}
        onProgressionType={(progressionType) =>
          change({ type: 'progressionType', session, exercise, progressionType }, `${path}.progression`)
        }
        onProgressionValue={(value) => {
          const field = row.progression.type === 'percent_1rm' ? 'percent' : 'increment_kg';
          change({ type: 'progressionValue', session, exercise, value }, `${path}.progression.${field}`);
        }}
      />
    </li>
  );
}
