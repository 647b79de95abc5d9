import { NotebookPen } from 'lucide-react';

/** The programme's note on an exercise (« tempo 3-1-1 », « prise serrée »), under its name (issue 30). */
export function ExerciseNotes({ notes }: { notes: string | null | undefined }) {
  if (!notes) return null;
  return (
    <p className="mt-1 flex items-start gap-1.5 break-words text-sm text-stone-700">
      <NotebookPen aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>
        <span className="sr-only">Note : </span>
        {notes}
      </span>
    </p>
  );
}
