import type { ProgramStructure } from '@elan/domain';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { PATHS, pathTo } from '../../../../config/paths.ts';
import { useProgramEditor } from '../../use-program-editor.ts';
import { DeleteProgramSection } from './delete-program-section.tsx';
import { EditorProgramFields } from './editor-program-fields.tsx';
import { EditorSessionList } from './editor-session-list.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

/**
 * The programme editor (issue 30): its fields, sessions and exercises, saved whole by one
 * « Enregistrer » in a bar that stays at the bottom of the screen.
 */
export function ProgramEditor({ structure }: { structure: ProgramStructure }) {
  const form = useProgramEditor(structure);
  const navigate = useNavigate();
  const [isDeleted, setIsDeleted] = useState(false);
  const { programId, isDirty, isSaving, serverError } = form;

  // Leaves once the deletion re-rendered the guard as clean, so it does not ask about the changes.
  useEffect(() => {
    if (isDeleted) navigate(PATHS.programs);
  }, [isDeleted, navigate]);

  return (
    <form
      ref={form.formRef}
      noValidate
      aria-labelledby="editor-title"
      onSubmit={(event) => {
        event.preventDefault();
        form.onSave();
      }}
      className="flex flex-col gap-6"
    >
      <Link
        to={pathTo.program(programId)}
        className="inline-flex items-center gap-1.5 self-start rounded font-medium text-sm text-stone-600 hover:text-stone-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Retour au programme
      </Link>
      <h1 id="editor-title" className="font-extrabold text-3xl text-stone-900 tracking-tight">
        Modifier le programme
      </h1>
      {serverError && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>{serverError}</p>
        </div>
      )}
      <EditorProgramFields form={form} />
      <EditorSessionList form={form} />
      <DeleteProgramSection
        programId={programId}
        followers={structure.program.followers_count}
        onDeleted={() => setIsDeleted(true)}
      />
      {/* Above the phone's tab bar (56 px and its border, layouts/tab-bar.tsx), at the bottom on wider screens. */}
      <div className="-mx-4 md:-mx-8 sticky bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-20 md:bottom-0 flex items-center justify-end gap-3 border-stone-200 border-t bg-white/95 px-4 py-3 backdrop-blur md:px-8">
        <p role="status" className="mr-auto text-sm text-stone-600">
          {isDirty ? 'Modifications non enregistrées' : 'Tout est enregistré'}
        </p>
        <Button type="submit" size="lg" disabled={isSaving}>
          {isSaving ? <Spinner size="sm" label="Enregistrement en cours" className="text-white" /> : null}
          Enregistrer
        </Button>
      </div>
      <UnsavedChangesGuard isDirty={isDirty && !isDeleted} />
    </form>
  );
}
