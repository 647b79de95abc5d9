import { PROGRAM_LIMITS } from '@elan/domain';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { SortableList } from '../../../../components/ui/sortable-list.tsx';
import { FieldError } from '../../../../components/ui/text-field.tsx';
import type { ProgramEditorForm } from '../../use-program-editor.ts';
import { EditorSessionCard } from './editor-session-card.tsx';

const INSTRUCTIONS =
  'Pour déplacer une séance, appuyez sur Espace ou Entrée, utilisez les flèches haut et bas, ' +
  'puis Espace ou Entrée pour la déposer, ou Échap pour annuler.';

/** The programme's sessions in order: add, reorder (drag or buttons), and each one's card. */
export function EditorSessionList({ form }: { form: ProgramEditorForm }) {
  const headingId = useId();
  const { sessions } = form.values;
  const isFull = sessions.length >= PROGRAM_LIMITS.sessionsPerProgram;
  const listError = form.errors.sessions;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-bold text-lg text-stone-900">
        Séances
      </h2>
      <SortableList
        ids={sessions.map((session) => session.key)}
        nameOf={(key) => `la séance ${sessions.find((session) => session.key === key)?.title ?? ''}`.trim()}
        instructions={INSTRUCTIONS}
        onMove={(from, to) => form.change({ type: 'moveSession', from, to })}
      >
        <ol className="flex flex-col gap-4">
          {sessions.map((session, index) => (
            <EditorSessionCard
              key={session.key}
              session={session}
              index={index}
              count={sessions.length}
              form={form}
            />
          ))}
        </ol>
      </SortableList>
      {listError && <FieldError message={listError} />}
      <Button
        variant="secondary"
        onClick={() => form.change({ type: 'addSession' })}
        disabled={form.isSaving || isFull}
        className="self-start"
      >
        <Plus aria-hidden="true" className="size-4" />
        Ajouter une séance
      </Button>
      {isFull && (
        <p className="text-sm text-stone-600">
          Un programme compte au plus {PROGRAM_LIMITS.sessionsPerProgram} séances.
        </p>
      )}
    </section>
  );
}
