import { type CreatedCompletion, type PlateSettings, workingVolumeKg } from '@elan/domain';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { useCompletionQuery } from '../api/get-completion.ts';
import type { SessionSummaryState } from '../summary-state.ts';
import { useSummaryCompletion } from '../use-summary-completion.ts';
import { EarnedBadges } from './earned-badges.tsx';
import { ExercisesDoneCard } from './exercises-done-card.tsx';
import { FeelingPicker } from './feeling-picker.tsx';
import { NextTimeCard } from './next-time-card.tsx';
import { NotesSaveStatus } from './notes-save-status.tsx';
import { PersonalRecords } from './personal-records.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { MotivationNote, RecoveryTipsCard } from './recovery-tips-card.tsx';
import { SummaryActions } from './summary-actions.tsx';
import { SummaryHero } from './summary-hero.tsx';

const NOTES_MAX_LENGTH = 2000;

type SessionSummaryProps = {
  /** The member who did the session: the idempotency key is theirs. */
  userId: number;
  summary: SessionSummaryState;
  /** Names this run for its idempotency key (the player's run id, else the history entry). */
  runKey: string;
  /** The completion was saved (or found again): the caller refreshes what depends on it. */
  onSaved?: (completion: CreatedCompletion) => void;
  /** Spec: the 'Cercle unlocked' card, given by the route once the feed unlock succeeded. */
  circleCard?: ReactNode;
  /** The member's bar and plates (kept on the device): next time's loads are rounded to them. */
  plates: PlateSettings;
};

/**
 * Spec /session-summary: saves the completion once on arrival; figures, new records, feeling,
 * photo, notes, exercises, tips, and the ways out. Notes and feeling are saved as they change,
 * and whatever is left when the page goes, however it goes.
 */
export function SessionSummary({
  userId,
  summary,
  runKey,
  onSaved,
  circleCard,
  plates,
}: SessionSummaryProps) {
  const state = useSummaryCompletion({ userId, summary, runKey, onSaved });
  const { completion, isLeaving } = state;
  // The result's badges come with the completion's read (issue 29), once it is saved.
  const result = useCompletionQuery(completion?.id ?? 0, completion !== null);
  const volumeKg = result.data?.volume_kg ?? (summary.sets ? workingVolumeKg(summary.sets) : null);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <SummaryHero
        title={summary.session.title}
        programTitle={summary.session.program_title}
        figures={state.figures}
        result={{
          volumeKg,
          records: completion ? completion.records.length : null,
          badges: result.data ? result.data.badges.length : null,
          calories: completion?.calories_burned ?? null,
          averageHeartRate: completion?.average_heart_rate ?? null,
          caloriesEstimate: completion?.calories_estimate ?? null,
        }}
        saveStatus={state.saveStatus}
        saveError={state.saveError}
        onRetry={state.save}
      />

      {circleCard}

      {completion?.session_id != null && (
        <NextTimeCard sessionId={completion.session_id} sets={completion.sets} plates={plates} />
      )}
      {completion && <PersonalRecords records={completion.records} />}
      {result.data && <EarnedBadges badges={result.data.badges} />}

      <Card className="p-5">
        <FeelingPicker value={state.feeling} onChange={state.setFeeling} isDisabled={isLeaving} />
      </Card>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <Card className="p-5">
            <PhotoPicker
              photoUrl={state.photoUrl}
              photoAlt={`Prise après la séance « ${summary.session.title} »`}
              isUploading={state.isUploading}
              // Offline, the photo waits in the outbox with the completion (issue 12).
              isDisabled={!completion && !state.isQueued}
              onSelect={(file) => void state.onPhotoSelected(file)}
            />
            {state.photoError && <p className="mt-2 font-medium text-red-700 text-sm">{state.photoError}</p>}
          </Card>
          <Card className="p-5">
            <TextAreaField
              label="Notes personnelles"
              placeholder="Charge ressentie, douleur, progrès… ce que tu veux retenir."
              value={state.notes}
              maxLength={NOTES_MAX_LENGTH}
              disabled={isLeaving}
              onChange={(event) => state.setNotes(event.target.value)}
              rows={4}
            />
            <NotesSaveStatus
              status={state.notesStatus}
              errorMessage={state.notesError}
              onRetry={state.retryNotes}
            />
          </Card>
        </div>

        <div className="flex flex-col gap-6">
          <ExercisesDoneCard exercises={summary.exercises} sets={summary.sets} log={completion?.sets} />
          <RecoveryTipsCard />
          <MotivationNote />
        </div>
      </div>

      <SummaryActions
        programId={state.programId}
        completionId={completion?.id}
        isLeaving={isLeaving}
        onLeave={(path) => void state.leaveTo(path)}
      />
    </div>
  );
}
