import { countLabel, FEELING_EMOJIS, FEELING_LABELS, type FeedWorkout } from '@elan/domain';
import { FeelingFace } from '../../../components/ui/feeling-face.tsx';
import { workoutFigures } from '../workout-figures.ts';

type FeedWorkoutFactsProps = { workout: FeedWorkout; memberName: string };

/**
 * Issue 29's workout card body (decision 075): the session's title, then duration, volume, sets and
 * records as one strip (no volume for a body-weight-only session), the member's feeling, and the
 * photo when one is attached (a signed link).
 */
export function FeedWorkoutFacts({ workout, memberName }: FeedWorkoutFactsProps) {
  const facts = workoutFigures({
    durationMinutes: workout.duration_minutes,
    volumeKg: workout.volume_kg,
    setsDone: workout.sets_done,
    records: workout.records,
  });
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold text-base text-stone-900 leading-snug">{workout.session_title}</h3>
      <dl
        className={`grid gap-2 rounded-xl bg-stone-50 px-3 py-2 text-center ${
          facts.length === 4
            ? 'grid-cols-2 min-[420px]:grid-cols-4'
            : facts.length === 1
              ? 'grid-cols-1'
              : 'grid-cols-3'
        }`}
      >
        {facts.map((fact) => (
          <div key={fact.key} className="flex min-w-0 flex-col">
            <dt className="text-stone-500 text-xs">{fact.label}</dt>
            <dd
              className={`whitespace-nowrap font-semibold text-sm tabular-nums ${
                fact.key === 'records' && workout.records > 0 ? 'text-brand-700' : 'text-stone-900'
              }`}
            >
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      {workout.records > 0 && (
        <p className="text-brand-700 text-sm">
          <span aria-hidden="true">🏆 </span>
          {countLabel(workout.records, 'record battu', 'records battus')}
        </p>
      )}
      {workout.feeling && (
        <p className="flex items-center gap-1.5 text-sm text-stone-600">
          <FeelingFace feeling={workout.feeling} size="sm" />
          <span aria-hidden="true">{FEELING_EMOJIS[workout.feeling]}</span>
          Ressenti : {FEELING_LABELS[workout.feeling]}
        </p>
      )}
      {workout.photo_url && (
        <img
          src={workout.photo_url}
          alt={`Prise par ${memberName} après la séance « ${workout.session_title} »`}
          className="aspect-[4/3] max-h-80 w-full rounded-xl border border-stone-200 object-cover"
          loading="lazy"
          decoding="async"
        />
      )}
    </div>
  );
}
