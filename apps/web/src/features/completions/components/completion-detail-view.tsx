import {
  type CompletionDetail,
  FEELING_INTENSITY,
  formatDateTime,
  formatLongDate,
  withUnit,
} from '@elan/domain';
import { CalendarDays, Clock, Flame, NotebookPen, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { pathTo } from '../../../config/paths.ts';
import { SetLog } from './completion-set-log.tsx';
import { FeelingBadge } from './feeling-badge.tsx';

function Fact({ icon: Icon, label, value }: { icon: typeof Clock; label: string; value: string }) {
  return (
    // Only <dt> and <dd> may sit in a <dl> group: the icon lives in the term, set in the left padding.
    <div className="relative flex min-w-0 flex-col justify-center rounded-2xl bg-stone-50 py-4 pr-4 pl-[4.25rem]">
      <dt className="text-sm text-stone-600">
        <span className="-translate-y-1/2 absolute top-1/2 left-4 grid size-10 shrink-0 place-items-center rounded-xl bg-white text-brand-600 ring-1 ring-stone-200">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="font-bold text-lg text-stone-900 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * Spec /completion/{id}: session and programme titles, feeling, minutes, intensity (§9), date and
 * time, who did it, notes, photo, the per-set log, and the ways to the programme and the profile.
 */
export function CompletionDetailView({ completion }: { completion: CompletionDetail }) {
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
        <dl className="grid gap-3 p-5 sm:grid-cols-3 md:px-8">
          <Fact icon={Clock} label="Durée" value={withUnit(completion.duration_minutes, 'min')} />
          <Fact icon={Flame} label="Intensité" value={intensity} />
          <Fact icon={CalendarDays} label="Date" value={formatLongDate(completion.completed_at)} />
        </dl>
      </Card>

      <div className="grid items-start gap-6 lg:grid-cols-2">
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
                alt={`Prise par ${fullName} après la séance « ${sessionTitle} »`}
                className="max-h-[28rem] w-full object-cover"
                loading="lazy"
              />
              <figcaption className="px-4 py-2 text-sm text-stone-600">Photo de la séance</figcaption>
            </figure>
          )}
        </div>
        <SetLog sets={completion.sets} />
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        {completion.program_id !== null && (
          <Link
            to={pathTo.program(completion.program_id)}
            className={buttonClassName({ variant: 'secondary', size: 'lg' })}
          >
            Voir le programme
          </Link>
        )}
        <Link to={pathTo.memberProfile(completion.user_id)} className={buttonClassName({ size: 'lg' })}>
          Voir le profil
        </Link>
      </div>
    </div>
  );
}
