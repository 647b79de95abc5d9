import { type CompletionDetail, FEELING_INTENSITY, formatDateTime, type PlateSettings } from '@elan/domain';
import { NotebookPen, Share2, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { pathTo } from '../../../config/paths.ts';
import { CaloriesNote } from './calories-note.tsx';
import { EarnedBadges } from './earned-badges.tsx';
import { ExerciseResultsCard } from './exercise-results-card.tsx';
import { FeelingBadge } from './feeling-badge.tsx';
import { HeartRateCurve } from './heart-rate-curve.tsx';
import { NextTimeCard } from './next-time-card.tsx';
import { PersonalRecords } from './personal-records.tsx';
import { ResultFigures } from './result-figures.tsx';

/**
 * Spec /completion/{id}: session and programme titles, feeling, minutes, intensity (§9), date and
 * time, who did it, notes, photo, and the ways to the programme and the profile. Issue 29: it
 * leads with the result (duration, volume, sets, records, badges, heart rate when known), then one
 * line per exercise with the per-set log folded; « Partager » leads on one's own completion.
 */
export function CompletionDetailView({
  completion,
  isOwn = false,
  plates,
}: {
  completion: CompletionDetail;
  /** The viewer did it: sharing it is the page's first action. */
  isOwn?: boolean;
  /** One's own completion of a programme session: what changes next time, on these plates (issue 31). */
  plates?: PlateSettings;
}) {
  const notesHeadingId = useId();
  const sessionTitle = completion.session_title || 'Session';
  const fullName = `${completion.first_name} ${completion.last_name}`.trim();
  const completedAt = formatDateTime(completion.completed_at);
  const intensity = completion.feeling ? `${FEELING_INTENSITY[completion.feeling]}/10` : '—';

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <Card className="overflow-hidden">
        <div className="bg-gradient-to-br from-brand-50 to-white p-5 md:p-8">
          <p className="font-medium text-brand-700 text-sm">{completion.program_title}</p>
          <h1 className="mt-1 font-extrabold text-3xl text-stone-900 tracking-tight">{sessionTitle}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            {completion.feeling && <FeelingBadge feeling={completion.feeling} />}
            <p className="flex items-start gap-1.5 text-sm text-stone-600">
              <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                Réalisée par <span className="font-semibold text-stone-900">{fullName}</span>, le{' '}
                {completedAt}
              </span>
            </p>
          </div>
        </div>
        <div className="p-5 md:px-8">
          <ResultFigures
            numbers={{
              durationMinutes: completion.duration_minutes,
              volumeKg: completion.volume_kg,
              setsDone: completion.sets.filter((set) => set.status === 'done').length,
              records: completion.records.length,
              badges: completion.badges.length,
              averageHeartRate: completion.average_heart_rate,
              maxHeartRate: completion.max_heart_rate,
              calories: completion.calories_burned,
            }}
            extra={[{ label: 'Intensité', value: intensity }]}
          />
          <CaloriesNote estimate={completion.calories_estimate} />
        </div>
      </Card>

      {completion.heart_rate_samples.length > 0 && (
        <HeartRateCurve
          samples={completion.heart_rate_samples}
          durationMinutes={completion.duration_minutes}
        />
      )}

      {isOwn && plates && completion.session_id !== null && (
        <NextTimeCard sessionId={completion.session_id} sets={completion.sets} plates={plates} />
      )}
      <PersonalRecords records={completion.records} />
      <EarnedBadges badges={completion.badges} />

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ExerciseResultsCard sets={completion.sets} />
        <div className="flex flex-col gap-6">
          <Card className="p-5 md:p-6">
            <section aria-labelledby={notesHeadingId}>
              <h2 id={notesHeadingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
                <NotebookPen aria-hidden="true" className="size-5 text-brand-600" />
                Notes
              </h2>
              {completion.notes ? (
                <p className="mt-3 whitespace-pre-line text-stone-700">{completion.notes}</p>
              ) : (
                <p className="mt-3 text-sm text-stone-500">Aucune note pour cette séance.</p>
              )}
            </section>
          </Card>
          {completion.photo_url && (
            <figure className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
              <img
                src={completion.photo_url}
                alt={`Prise par ${fullName} après la séance « ${sessionTitle} »`}
                className="max-h-[28rem] w-full object-cover"
                loading="lazy"
              />
              <figcaption className="px-4 py-2 text-sm text-stone-600">Photo de la séance</figcaption>
            </figure>
          )}
        </div>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
        {isOwn && (
          <Link to={pathTo.share(completion.id)} className={buttonClassName({ size: 'lg' })}>
            <Share2 aria-hidden="true" className="size-5" />
            Partager
          </Link>
        )}
        <Link
          to={pathTo.memberProfile(completion.user_id)}
          className={buttonClassName({ variant: isOwn ? 'secondary' : 'primary', size: 'lg' })}
        >
          Voir le profil
        </Link>
        {completion.program_id !== null && (
          <Link
            to={pathTo.program(completion.program_id)}
            className={buttonClassName({ variant: 'secondary', size: 'lg' })}
          >
            Voir le programme
          </Link>
        )}
      </div>
    </div>
  );
}
