import { type ProgramStructure, TOAST_TEXTS } from '@elan/domain';
import { useMemo, useReducer, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { getErrorMessage } from '../../lib/api-client.ts';
import { type FieldErrors, withoutErrors } from '../../lib/form-errors.ts';
import { useSaveProgramStructureMutation } from './api/save-program-structure.ts';
import { checkEditor, rawEditorBody } from './program-editor-check.ts';
import { type EditorAction, editorReducer } from './program-editor-state.ts';
import { type EditorValues, valuesFromStructure } from './program-editor-values.ts';

const snapshot = (values: EditorValues) => JSON.stringify(rawEditorBody(values));

/** Actions that move rows around: their errors, indexed by position, no longer point at the right field. */
const RESHAPING = new Set<EditorAction['type']>([
  'addSession',
  'moveSession',
  'removeSession',
  'addExercise',
  'removeExercise',
  'moveExercise',
  'group',
  'ungroup',
]);

/**
 * The editor's form (issue 30): its values, the errors beside each field, whether anything is
 * unsaved, and « Enregistrer » (the device check with the server's schema, then one PUT).
 */
export function useProgramEditor(structure: ProgramStructure) {
  const programId = structure.program.id;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, dispatch] = useReducer(editorReducer, structure, valuesFromStructure);
  const [savedSnapshot, setSavedSnapshot] = useState(() => snapshot(valuesFromStructure(structure)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveProgramStructureMutation(programId);
  const currentSnapshot = useMemo(() => snapshot(values), [values]);
  const isDirty = currentSnapshot !== savedSnapshot;

  /** Applies `action`; `path` names the field it changes, whose error then goes away. */
  const change = (action: EditorAction, path?: string) => {
    dispatch(action);
    if (RESHAPING.has(action.type)) setErrors({});
    else if (path) setErrors((current) => withoutErrors(current, path));
  };

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const onSave = () => {
    if (save.isPending) return;
    setServerError(null);
    const checked = checkEditor(values);
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirstError();
      return;
    }
    setErrors({});
    save.mutate(checked.body, {
      onSuccess: (saved) => {
        dispatch({ type: 'load', structure: saved });
        setSavedSnapshot(snapshot(valuesFromStructure(saved)));
        toast.success(TOAST_TEXTS.programSaved);
      },
      onError: (error) => {
        const message = getErrorMessage(error);
        setServerError(message);
        toast.error(message);
      },
    });
  };

  return {
    programId,
    formRef,
    values,
    errors,
    serverError,
    isDirty,
    isSaving: save.isPending,
    change,
    onSave,
  };
}

export type ProgramEditorForm = ReturnType<typeof useProgramEditor>;
