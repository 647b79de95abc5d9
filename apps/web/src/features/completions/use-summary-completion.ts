import { type CreatedCompletion, type Feeling, MESSAGES, TOAST_TEXTS } from '@elan/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '../../lib/api-client.ts';
import { useQueuedCompletion } from '../offline/index.ts';
import { createCompletion } from './api/create-completion.ts';
import { useUpdateCompletionMutation } from './api/update-completion.ts';
import { uploadSessionPhoto } from './api/upload-session-photo.ts';
import type { SaveStatusValue } from './components/summary-hero.tsx';
import { idempotencyKeyFor } from './idempotency-key.ts';
import { type SessionSummaryState, summaryFigures } from './summary-state.ts';
import { useNotesAutosave } from './use-notes-autosave.ts';

export const PHOTO_UPLOAD_ERROR = MESSAGES.photoUploadFailed;

type SummaryCompletionOptions = {
  userId: number;
  summary: SessionSummaryState;
  runKey: string;
  onSaved: ((completion: CreatedCompletion) => void) | undefined;
};

/**
 * The completion behind /session-summary: created once on arrival (the idempotency key covers
 * reloads), then its photo, and its notes and feeling saved as they change (`useNotesAutosave`).
 */
export function useSummaryCompletion({ userId, summary, runKey, onSaved }: SummaryCompletionOptions) {
  const navigate = useNavigate();
  const figures = summaryFigures(summary);
  const programId = summary.programId ?? summary.session.program_id;

  // Written down before the first POST: a reload sends the same key (issue 4).
  const [idempotencyKey] = useState(() => idempotencyKeyFor(userId, runKey));
  const update = useUpdateCompletionMutation();
  const [completion, setCompletion] = useState<CreatedCompletion | null>(null);
  const [feeling, setFeeling] = useState<Feeling | null>(null);
  const [notes, setNotes] = useState('');
  // Offline, the completion waits in the outbox (issue 12) with its notes, feeling and photo.
  const { create, isQueued, keep } = useQueuedCompletion({
    idempotencyKey,
    notes,
    feeling,
    send: createCompletion,
  });
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);
  const autosave = useNotesAutosave({ completion, notes, feeling });
  const hasRequested = useRef(false);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  }, [onSaved]);

  const { mutate: createMutate } = create;
  const sessionId = summary.session.id;
  const isFree = summary.isFree === true;
  const save = useCallback(() => {
    const origin = isFree
      ? { program_id: null, session_id: null, session_title: summary.session.title }
      : programId !== undefined && sessionId !== undefined
        ? { program_id: programId, session_id: sessionId }
        : null;
    if (!origin) return;
    createMutate(
      {
        idempotencyKey,
        userId,
        sessionTitle: summary.session.title,
        programTitle: isFree ? null : (summary.session.program_title ?? null),
        body: {
          ...origin,
          duration_minutes: figures.durationMinutes,
          sets: summary.sets ?? [],
          ...(summary.heart_rate_samples?.length && { heart_rate_samples: summary.heart_rate_samples }),
        },
      },
      {
        onSuccess: (created) => {
          setCompletion(created);
          setPhotoUrl(created.photo_url);
          // What the member picked or typed while it was saving wins over what the server had.
          setFeeling((current) => current ?? created.feeling);
          setNotes((current) => current || (created.notes ?? ''));
          onSavedRef.current?.(created);
        },
      },
    );
  }, [
    createMutate,
    idempotencyKey,
    userId,
    isFree,
    programId,
    sessionId,
    summary.session.title,
    summary.session.program_title,
    summary.sets,
    summary.heart_rate_samples,
    figures.durationMinutes,
  ]);

  useEffect(() => {
    // Once per mount (StrictMode runs effects twice; the ref survives): the key covers the rest.
    if (hasRequested.current) return;
    hasRequested.current = true;
    save();
  }, [save]);

  const onPhotoSelected = async (file: File) => {
    if (!completion && isQueued) {
      await keep({ photo: file });
      setPhotoUrl(URL.createObjectURL(file));
      toast.success(TOAST_TEXTS.photoAdded);
      return;
    }
    if (!completion) return;
    setIsUploading(true);
    setPhotoError(null);
    try {
      const uploaded = await uploadSessionPhoto(file);
      await update.mutateAsync({ completionId: completion.id, body: { photo_url: uploaded.url } });
      setPhotoUrl(uploaded.url);
      toast.success(TOAST_TEXTS.photoAdded);
    } catch (error) {
      // Spec §8: this toast, and the save is aborted; the reason stays under the field.
      toast.error(PHOTO_UPLOAD_ERROR);
      setPhotoError(getErrorMessage(error));
    } finally {
      setIsUploading(false);
    }
  };

  /** The page's own ways out wait for the last write, and stay on the page if it fails (it says why). */
  const leaveTo = async (path: string) => {
    setIsLeaving(true);
    try {
      await autosave.flush();
    } catch {
      setIsLeaving(false);
      return;
    }
    navigate(path);
  };

  const saveStatus: SaveStatusValue =
    programId === undefined && !isFree
      ? 'idle'
      : isQueued
        ? 'queued'
        : create.isError
          ? 'error'
          : completion
            ? 'success'
            : 'pending';

  return {
    figures,
    programId,
    completion,
    save,
    saveStatus,
    isQueued,
    saveError: create.error && !isQueued ? getErrorMessage(create.error) : null,
    feeling,
    setFeeling,
    notes,
    setNotes,
    photoUrl,
    photoError,
    isUploading,
    onPhotoSelected,
    isLeaving,
    leaveTo,
    notesStatus: autosave.status,
    notesError: autosave.error,
    retryNotes: autosave.retry,
  };
}
