import { type Exercise, PROGRAM_LIMITS, WEEKDAY_LONG_LABELS } from '@elan/domain';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { MoveButtons, useSortableRow } from '../../../../components/ui/sortable-list.tsx';
import { TextAreaField } from '../../../../components/ui/text-area-field.tsx';
import { FieldError, INPUT_CLASS_NAME, TextField } from '../../../../components/ui/text-field.tsx';
import { addExerciseRefusal, type EditorSession } from '../../program-editor-values.ts';
import type { ProgramEditorForm } from '../../use-program-editor.ts';
import { ExercisePicker } from '../exercise-picker.tsx';
import { EditorExerciseList } from './editor-exercise-list.tsx';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

type EditorSessionCardProps = {
  session: EditorSession;
  index: number;
  count: number;
  form: ProgramEditorForm;
};

/** One session: its name, day and notes, its exercises, the picker, and its place in the programme. */
export function EditorSessionCard({ session, index, count, form }: EditorSessionCardProps) {
  const headingId = useId();
  const dayId = useId();
  const [pickerError, setPickerError] = useState<string | null>(null);
  const { errors, isSaving, change } = form;
  const path = `sessions.${index}`;
  const name = `la séance ${session.title.trim() || index + 1}`;
  const sortable = useSortableRow(session.key, `Déplacer ${name} (position ${index + 1} sur ${count})`);
  const dayError = errors[`${path}.day_number`];
  const listError = errors[`${path}.exercises`];

  const onAdd = (exercise: Exercise) => {
    const refusal = addExerciseRefusal(session, exercise);
    setPickerError(refusal);
    if (refusal) return false;
    change({ type: 'addExercise', session: session.key, exercise });
    return true;
  };

  return (
    <li
      ref={sortable.setNodeRef}
      style={sortable.style}
      className={`rounded-2xl border border-stone-200 bg-stone-50 p-3 md:p-4 ${sortable.isDragging ? 'relative z-10 shadow-lg ring-2 ring-brand-500' : ''}`}
    >
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          {sortable.handle}
          <h3 id={headingId} className="min-w-0 flex-1 basis-32 truncate font-bold text-stone-900">
            Séance {index + 1}
          </h3>
          <MoveButtons
            name={name}
            index={index}
            count={count}
            isDisabled={isSaving}
            onMove={(from, to) => change({ type: 'moveSession', from, to })}
          />
          <Button
            variant="ghost"
            aria-label={`Supprimer ${name}`}
            disabled={isSaving}
            onClick={() => change({ type: 'removeSession', session: session.key })}
            className="size-11 px-0 text-stone-500 hover:text-red-700"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </Button>
        </div>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <TextField
            label="Nom de la séance"
            maxLength={PROGRAM_LIMITS.titleMax}
            value={session.title}
            onChange={(event) =>
              change(
                { type: 'sessionField', session: session.key, field: 'title', value: event.target.value },
                `${path}.title`,
              )
            }
            error={errors[`${path}.title`]}
            disabled={isSaving}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={dayId} className="font-medium text-sm text-stone-700">
              Jour
            </label>
            <select
              id={dayId}
              value={session.day_number}
              disabled={isSaving}
              aria-invalid={dayError ? true : undefined}
              aria-describedby={dayError ? `${dayId}-error` : undefined}
              onChange={(event) =>
                change(
                  {
                    type: 'sessionField',
                    session: session.key,
                    field: 'day_number',
                    value: event.target.value,
                  },
                  `${path}.day_number`,
                )
              }
              className={INPUT_CLASS_NAME}
            >
              {DAYS.map((day) => (
                <option key={day} value={String(day)}>
                  {WEEKDAY_LONG_LABELS[day]}
                </option>
              ))}
            </select>
            {dayError && <FieldError id={`${dayId}-error`} message={dayError} />}
          </div>
        </div>
        <TextAreaField
          label="Notes de la séance"
          rows={2}
          maxLength={PROGRAM_LIMITS.sessionNotesMax}
          value={session.notes}
          onChange={(event) =>
            change(
              { type: 'sessionField', session: session.key, field: 'notes', value: event.target.value },
              `${path}.notes`,
            )
          }
          error={errors[`${path}.notes`]}
          disabled={isSaving}
        />
        <EditorExerciseList session={session} path={path} form={form} />
        <ExercisePicker
          onAdd={onAdd}
          error={pickerError ?? listError ?? null}
          onClearError={() => setPickerError(null)}
          isDisabled={isSaving}
        />
      </section>
    </li>
  );
}
