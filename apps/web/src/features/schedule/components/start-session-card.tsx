import { countLabel, withUnit } from '@elan/domain';
import { Clock, ListChecks, Play } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { DELOAD_HINT } from '../schedule-format.ts';

export type StartableSession = {
  /** The small line above the title: « Aujourd'hui », « Prochaine séance ». */
  eyebrow: string;
  /** The programme's title; none for « Séance libre ». */
  programTitle: string | null;
  sessionTitle: string;
  /** Null for « Séance libre », which has no fixed exercises. */
  exerciseCount: number | null;
  estimatedMinutes: number | null;
  /** The player: /session/{id}, or the free workout. */
  to: string;
  /** Under the title when there are no figures (« Séance libre »). */
  hint?: string;
  /** The member's enrolment is in a deload week (issue 31): « Décharge » beside the eyebrow. */
  isDeload?: boolean;
};

/** « ≈ 25 min », or nothing for an empty session. */
function minutesLabel(minutes: number | null): string | null {
  return minutes && minutes > 0 ? `≈\u00a0${withUnit(minutes, 'min')}` : null;
}

/**
 * Issue 29 « Today first »: the next session and one primary « Commencer » to the player, compact
 * enough to sit above the fold on a 390 × 844 phone, under the dashboard's greeting or at the top of
 * a programme.
 */
export function StartSessionCard({ session }: { session: StartableSession }) {
  const titleId = useId();
  const minutes = minutesLabel(session.estimatedMinutes);
  return (
    <section
      aria-labelledby={titleId}
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 p-5 text-white shadow-brand-500/20 shadow-lg md:p-6"
    >
      <div aria-hidden="true" className="-top-16 -right-10 absolute size-48 rounded-full bg-white/10" />
      <div className="relative flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-white text-xs uppercase tracking-wider">
            {session.eyebrow}
            {session.isDeload && <DeloadChip />}
          </p>
          {session.programTitle && <p className="mt-1 truncate text-sm text-white">{session.programTitle}</p>}
          <h2 id={titleId} className="mt-0.5 break-words font-bold text-2xl">
            {session.sessionTitle}
          </h2>
          {session.exerciseCount === null ? (
            session.hint && <p className="mt-1 text-sm text-white">{session.hint}</p>
          ) : (
            <p className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-white">
              <span className="inline-flex items-center gap-1.5">
                <ListChecks aria-hidden="true" className="size-4" />
                {countLabel(session.exerciseCount, 'exercice', 'exercices')}
              </span>
              {minutes && (
                <span className="inline-flex items-center gap-1.5">
                  <Clock aria-hidden="true" className="size-4" />
                  {minutes}
                </span>
              )}
            </p>
          )}
        </div>
        <Link
          to={session.to}
          className="inline-flex h-12 w-full shrink-0 items-center justify-center gap-2 rounded-xl bg-white px-8 font-semibold text-base text-brand-700 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-white md:w-auto"
        >
          <Play aria-hidden="true" className="size-4 fill-current" />
          Commencer
        </Link>
      </div>
    </section>
  );
}

/** « Décharge »: a lighter week (loads −40 %, sets halved), on the card's brand background. */
function DeloadChip() {
  return (
    <span
      title={DELOAD_HINT}
      className="rounded-full bg-white px-2 py-0.5 font-bold text-brand-800 normal-case tracking-normal"
    >
      Décharge
    </span>
  );
}

/** Same height as the card, while the agenda or the next session loads. */
export function StartSessionCardSkeleton() {
  return (
    <div aria-busy="true" className="rounded-3xl">
      <span className="sr-only">Chargement de la prochaine séance…</span>
      <Skeleton className="h-44 rounded-3xl md:h-32" />
    </div>
  );
}
