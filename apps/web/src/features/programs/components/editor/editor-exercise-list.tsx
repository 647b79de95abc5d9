import { supersetLabels } from '@elan/domain';
import { SortableList } from '../../../../components/ui/sortable-list.tsx';
import { errorsUnder } from '../../program-editor-check.ts';
import type { EditorSession } from '../../program-editor-values.ts';
import type { ProgramEditorForm } from '../../use-program-editor.ts';
import { EditorExerciseRow } from './editor-exercise-row.tsx';

const INSTRUCTIONS =
  'Pour déplacer un exercice, appuyez sur Espace ou Entrée, utilisez les flèches haut et bas, ' +
  'puis Espace ou Entrée pour le déposer, ou Échap pour annuler.';

type EditorExerciseListProps = { session: EditorSession; path: string; form: ProgramEditorForm };

/** A session's exercises in order, reordered by drag or buttons; supersets bracketed A1, A2… */
export function EditorExerciseList({ session, path, form }: EditorExerciseListProps) {
  const { exercises } = session;
  const labels = supersetLabels(exercises.map((row) => row.superset_group));
  const ids = exercises.map((row) => row.key);
  return (
    <SortableList
      ids={ids}
      nameOf={(key) => exercises.find((row) => row.key === key)?.name ?? 'Exercice'}
      instructions={INSTRUCTIONS}
      onMove={(from, to) => form.change({ type: 'moveExercise', session: session.key, from, to })}
    >
      <ol className="flex flex-col gap-2">
        {exercises.map((row, index) => (
          <EditorExerciseRow
            key={row.key}
            row={row}
            index={index}
            count={exercises.length}
            sessionKey={session.key}
            path={`${path}.exercises.${index}`}
            label={labels[index] ?? null}
            above={exercises[index - 1]}
            errors={errorsUnder(form.errors, `${path}.exercises.${index}`)}
            isDisabled={form.isSaving}
            change={form.change}
          />
        ))}
      </ol>
    </SortableList>
  );
}
