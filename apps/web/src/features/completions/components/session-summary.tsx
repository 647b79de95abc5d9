import { type CreatedCompletion, FEELING_EMOJIS, type Feeling, MESSAGES, TOAST_TEXTS } from '@elan/domain';
import {
  ArrowRight,
  CheckCircle2,
  Droplets,
  LayoutDashboard,
  LoaderCircle,
  Moon,
  RefreshCw,
  Salad,
  Sparkles,
} from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { PATHS, pathTo } from '../../../config/paths.ts';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { NBSP, withUnit } from '../../../lib/units.ts';
import { useCreateCompletionMutation } from '../api/create-completion.ts';
import { unlockFeed } from '../api/unlock-feed.ts';
import { useUpdateCompletionMutation } from '../api/update-completion.ts';
import { uploadSessionPhoto } from '../api/upload-session-photo.ts';
import { idempotencyKeyFor } from '../idempotency-key.ts';
import { type SessionSummaryState, summaryFigures } from '../summary-state.ts';
import { CircleUnlockedCard } from './circle-unlocked-card.tsx';
import { FeelingPicker } from './feeling-picker.tsx';
import { PersonalRecords } from './personal-records.tsx';
import { PhotoPicker } from './photo-picker.tsx';

export const PHOTO_UPLOAD_ERROR = MESSAGES.photoUploadFailed;
export const MOTIVATION_TEXT = '20 minutes suffisent pour faire la différence.';
const NOTES_MAX_LENGTH = 2000;

const TIPS = [
  { icon: Droplets, text: "Bois un grand verre d'eau dans l'heure qui suit ta séance." },
  { icon: Salad, text: 'Prends un repas avec des protéines dans les deux heures pour bien récupérer.' },
  { icon: Moon, text: 'Dors 7 à 9 heures cette nuit : c’est là que tes muscles se reconstruisent.' },
] as const;

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

type SessionSummaryProps = {
  /** The member who did the session: the idempotency key is theirs. */
  userId: number;
  summary: SessionSummaryState;
  /** Names this run for its idempotency key (the player's run id, else the history entry). */
  runKey: string;
  /** The completion was saved (or found again): the caller refreshes what depends on it. */
  onSaved?: (completion: CreatedCompletion) => void;
};

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <div className="rounded-2xl bg-white/15 px-3 py-4 text-center">
      <dt className="text-sm text-white/85">{label}</dt>
      <dd className="font-extrabold text-3xl tabular-nums sm:text-4xl">{value}</dd>
    </div>
  );
}

function SaveStatus({
  status,
  errorMessage,
  onRetry,
}: {
  status: 'pending' | 'success' | 'error' | 'idle';
  errorMessage: string | null;
  onRetry: () => void;
}) {
  if (status === 'idle') return null;
  if (status === 'error') {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 px-3 py-2 text-red-800 text-sm"
      >
        <span>Impossible d'enregistrer la séance : {errorMessage}</span>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Réessayer
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="inline-flex items-center gap-2 font-medium text-sm text-white/95">
      {status === 'pending' ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Enregistrement de ta séance…
        </>
      ) : (
        <>
          <CheckCircle2 aria-hidden="true" className="size-4" />
          Séance enregistrée
        </>
      )}
    </p>
  );
}

/** « 12 × 40 kg · 10 × 42,5 kg » for the sets done on one exercise. */
function setsDoneLabel(sets: NonNullable<SessionSummaryState['sets']>, exerciseId: number): string | null {
  const done = sets.filter((set) => set.exercise_id === exerciseId && set.status === 'done');
  if (done.length === 0) return null;
  return done
    .map((set) => {
      const reps = set.reps === null ? '—' : String(set.reps);
      return set.weight_kg === null
        ? withUnit(reps, 'rép.')
        : `${withUnit(reps, '×')}${NBSP}${withUnit(decimal.format(set.weight_kg), 'kg')}`;
    })
    .join(' · ');
}

/**
 * Spec /session-summary: saves the completion once on arrival, then unlocks the circle; figures,
 * feeling, photo, notes, tips, exercises, new records, and the way out (which saves notes and
 * feeling first).
 */
export function SessionSummary({ userId, summary, runKey, onSaved }: SessionSummaryProps) {
  const navigate = useNavigate();
  const exercisesHeadingId = useId();
  const tipsHeadingId = useId();
  const titleId = useId();
  const figures = summaryFigures(summary);
  const programId = summary.programId ?? summary.session.program_id;

  // Written down before the first POST: a reload sends the same key (issue 4).
  const [idempotencyKey] = useState(() => idempotencyKeyFor(userId, runKey));
  const create = useCreateCompletionMutation();
  const update = useUpdateCompletionMutation();
  const [completion, setCompletion] = useState<CreatedCompletion | null>(null);
  const [streak, setStreak] = useState<number | null>(null);
  const [feeling, setFeeling] = useState<Feeling | null>(null);
  const [notes, setNotes] = useState('');
  const [saved, setSaved] = useState<{ feeling: Feeling | null; notes: string }>({
    feeling: null,
    notes: '',
  });
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);
  const hasRequested = useRef(false);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  }, [onSaved]);

  const { mutate: createMutate } = create;
  const save = useCallback(() => {
    if (programId === undefined) return;
    createMutate(
      {
        idempotencyKey,
        body: {
          program_id: programId,
          session_id: summary.session.id,
          duration_minutes: figures.durationMinutes,
          sets: summary.sets ?? [],
        },
      },
      {
        onSuccess: async (created) => {
          setCompletion(created);
          setPhotoUrl(created.photo_url);
          setFeeling(created.feeling);
          setNotes(created.notes ?? '');
          setSaved({ feeling: created.feeling, notes: created.notes ?? '' });
          onSavedRef.current?.(created);
          const unlocked = await unlockFeed({
            sessionCompletionId: created.id,
            message: `a terminé la séance « ${created.session_title || summary.session.title} »`,
            emoji: created.feeling ? FEELING_EMOJIS[created.feeling] : '💪',
          });
          if (unlocked) setStreak(unlocked.streak);
        },
      },
    );
  }, [createMutate, idempotencyKey, programId, summary.session, summary.sets, figures.durationMinutes]);

  useEffect(() => {
    // Once per mount (StrictMode runs effects twice; the ref survives): the key covers the rest.
    if (hasRequested.current) return;
    hasRequested.current = true;
    save();
  }, [save]);

  const onPhotoSelected = async (file: File) => {
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

  const leaveTo = async (path: string) => {
    const trimmed = notes.trim();
    const hasChanges = completion && (trimmed !== saved.notes.trim() || feeling !== saved.feeling);
    if (completion && hasChanges) {
      setIsLeaving(true);
      try {
        await update.mutateAsync({ completionId: completion.id, body: { notes: trimmed || null, feeling } });
        setSaved({ feeling, notes: trimmed });
      } catch (error) {
        toast.error(getErrorMessage(error));
        setIsLeaving(false);
        return;
      }
    }
    navigate(path);
  };

  const saveStatus =
    programId === undefined ? 'idle' : create.isError ? 'error' : completion ? 'success' : 'pending';

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <section
        aria-labelledby={titleId}
        className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-brand-500/20 shadow-lg md:p-8"
      >
        <div aria-hidden="true" className="-top-20 -right-12 absolute size-64 rounded-full bg-white/10" />
        <div className="relative flex flex-col gap-5">
          <div>
            <p className="font-semibold text-white/90">Séance terminée 🎉</p>
            <h1 id={titleId} className="mt-1 font-extrabold text-3xl tracking-tight md:text-4xl">
              {summary.session.title}
            </h1>
            {summary.session.program_title && (
              <p className="mt-1 text-white/85">{summary.session.program_title}</p>
            )}
          </div>
          <dl className="grid grid-cols-3 gap-2 sm:max-w-lg sm:gap-3">
            <Figure value={figures.durationMinutes} label="Minutes" />
            <Figure value={figures.exerciseCount} label="Exercices" />
            <Figure value={figures.totalSets} label="Séries" />
          </dl>
          <SaveStatus
            status={saveStatus}
            errorMessage={create.error ? getErrorMessage(create.error) : null}
            onRetry={save}
          />
        </div>
      </section>

      {completion && <PersonalRecords records={completion.records} />}
      {streak !== null && <CircleUnlockedCard streak={streak} />}

      <Card className="p-5">
        <FeelingPicker value={feeling} onChange={setFeeling} isDisabled={isLeaving} />
      </Card>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <Card className="p-5">
            <PhotoPicker
              photoUrl={photoUrl}
              photoAlt={`Prise après la séance « ${summary.session.title} »`}
              isUploading={isUploading}
              isDisabled={!completion}
              onSelect={(file) => void onPhotoSelected(file)}
            />
            {photoError && <p className="mt-2 font-medium text-red-700 text-sm">{photoError}</p>}
          </Card>
          <Card className="p-5">
            <TextAreaField
              label="Notes personnelles"
              placeholder="Charge ressentie, douleur, progrès… ce que tu veux retenir."
              value={notes}
              maxLength={NOTES_MAX_LENGTH}
              disabled={isLeaving}
              onChange={(event) => setNotes(event.target.value)}
              rows={4}
            />
          </Card>
        </div>

        <div className="flex flex-col gap-6">
          <Card className="p-5">
            <section aria-labelledby={exercisesHeadingId}>
              <h2 id={exercisesHeadingId} className="font-bold text-lg text-stone-900">
                Exercices réalisés
              </h2>
              {(summary.exercises ?? []).length === 0 ? (
                <p className="mt-2 text-sm text-stone-600">Le détail des exercices n'est pas disponible.</p>
              ) : (
                <ol className="mt-3 flex flex-col divide-y divide-stone-100">
                  {(summary.exercises ?? []).map((exercise, index) => {
                    const done = summary.sets ? setsDoneLabel(summary.sets, exercise.exercise_id) : null;
                    return (
                      <li key={exercise.id} className="flex items-start gap-3 py-2.5">
                        <span
                          aria-hidden="true"
                          className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-50 font-bold text-brand-700 text-sm"
                        >
                          {index + 1}
                        </span>
                        <span className="min-w-0">
                          <span className="block font-semibold text-stone-900">{exercise.exercise_name}</span>
                          <span className="block text-sm text-stone-600">
                            {withUnit(exercise.sets, '×')}
                            {NBSP}
                            {exercise.duration_seconds
                              ? withUnit(exercise.duration_seconds, 's')
                              : withUnit(exercise.reps, 'rép.')}
                            {done ? ` — ${done}` : summary.sets ? ' — passé' : ''}
                          </span>
                        </span>
                      </li>
                    );
                  })}
                </ol>
              )}
            </section>
          </Card>

          <Card className="p-5">
            <section aria-labelledby={tipsHeadingId}>
              <h2 id={tipsHeadingId} className="font-bold text-lg text-stone-900">
                Conseils pour bien récupérer
              </h2>
              <ul className="mt-3 flex flex-col gap-3">
                {TIPS.map(({ icon: Icon, text }) => (
                  <li key={text} className="flex items-start gap-3 text-stone-700">
                    <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-sky-50 text-sky-700">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span className="pt-1.5">{text}</span>
                  </li>
                ))}
              </ul>
            </section>
          </Card>

          <p className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-5 font-medium text-emerald-900">
            <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>Chaque séance compte : {MOTIVATION_TEXT} Reviens demain, même pour une séance courte.</span>
          </p>
        </div>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        {programId !== undefined && (
          <Button
            variant="secondary"
            size="lg"
            className="h-14"
            disabled={isLeaving}
            onClick={() => void leaveTo(pathTo.program(programId))}
          >
            Voir le programme
            <ArrowRight aria-hidden="true" className="size-5" />
          </Button>
        )}
        <Button size="lg" className="h-14" disabled={isLeaving} onClick={() => void leaveTo(PATHS.dashboard)}>
          {isLeaving ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <LayoutDashboard aria-hidden="true" className="size-5" />
          )}
          Retour au dashboard
        </Button>
      </div>
    </div>
  );
}
