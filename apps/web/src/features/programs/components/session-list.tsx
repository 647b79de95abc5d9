import type { Session } from '@elan/domain';
import { countLabel } from '@elan/domain';
import { Check, ChevronDown, ListChecks, Play, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useSessionExercisesQuery } from '../api/get-session-exercises.ts';
import { useSessionsQuery } from '../api/get-sessions.ts';
import { SessionExerciseItems } from './session-exercise-items.tsx';

function exerciseCountLabel(count: number): string {
  return countLabel(count, 'exercice', 'exercices');
}

function SessionExercises({ sessionId, id }: { sessionId: number; id: string }) {
  const exercises = useSessionExercisesQuery(sessionId, { isEnabled: true });
  if (exercises.isPending) return <Spinner size="sm" label="Chargement des exercices" className="mt-3" />;
  if (exercises.isError) {
    return (
      <p id={id} className="mt-3 text-red-700 text-sm">
        Impossible de charger les exercices.
      </p>
    );
  }
  if (exercises.data.length === 0) {
    return (
      <p id={id} className="mt-3 text-sm text-stone-500">
        Aucun exercice dans cette séance.
      </p>
    );
  }
  return (
    <ol id={id} className="mt-3 flex flex-col divide-y divide-stone-100 rounded-xl bg-stone-50 px-3">
      <SessionExerciseItems exercises={exercises.data} />
    </ol>
  );
}

/** Issue 29: where the member is in the programme this week. */
type SessionMarks = {
  /** The session « Commencer » opens. */
  nextSessionId: number | null;
  /** The sessions the member did this week (Monday–Sunday, Paris). */
  doneThisWeek: readonly number[];
};

type SessionItemProps = { session: Session; position: number; isDone: boolean; isNext: boolean };

function SessionItem({ session, position, isDone, isNext }: SessionItemProps) {
  const [isOpen, setIsOpen] = useState(false);
  const exercisesId = useId();
  return (
    <li
      className={`rounded-2xl border bg-white p-4 transition hover:border-brand-200 ${isNext ? 'border-brand-300 ring-1 ring-brand-200' : 'border-stone-200'}`}
    >
      <div className="flex items-start gap-3">
        {isDone ? (
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-emerald-600 font-bold text-white">
            <span className="sr-only">Séance {position}</span>
            <Check aria-hidden="true" className="size-5" strokeWidth={3} />
          </span>
        ) : (
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 font-bold text-brand-700">
            <span className="sr-only">Séance </span>
            {position}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-stone-900">{session.title}</h3>
          {(isDone || isNext) && (
            <p className="mt-1 flex flex-wrap gap-1.5">
              {isDone && (
                <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-800 text-xs">
                  ✓ Faite cette semaine
                </span>
              )}
              {isNext && (
                <span className="inline-flex items-center rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-700 text-xs">
                  Prochaine séance
                </span>
              )}
            </p>
          )}
          <p className="text-sm text-stone-500">{exerciseCountLabel(session.exercise_count)}</p>
          {session.notes && <p className="mt-2 text-sm text-stone-600">{session.notes}</p>}
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            {session.exercise_count > 0 ? (
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={isOpen ? exercisesId : undefined}
                onClick={() => setIsOpen((open) => !open)}
                className="-ml-1 inline-flex items-center gap-1 rounded-lg px-1 py-0.5 font-semibold text-brand-700 text-sm hover:bg-brand-50"
              >
                {isOpen ? 'Masquer les exercices' : 'Voir les exercices'}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                />
              </button>
            ) : null}
            <Link
              to={pathTo.session(session.id)}
              aria-label={`Let's Go! — ${session.title}`}
              className={buttonClassName({ size: 'sm', className: 'ml-auto shrink-0' })}
            >
              <Play aria-hidden="true" className="size-4 fill-current" />
              Let's Go!
            </Link>
          </div>
          {isOpen && <SessionExercises sessionId={session.id} id={exercisesId} />}
        </div>
      </div>
    </li>
  );
}

/**
 * Spec /programs/{id} session list: order, title, exercise count and a 'Let's Go!' to the player;
 * the sessions done this week carry a ✓ and the next one is marked (issue 29).
 */
export function SessionList({ programId, marks }: { programId: number; marks?: SessionMarks }) {
  const headingId = useId();
  const sessions = useSessionsQuery(programId);

  return (
    <Card className="p-5 md:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
          <ListChecks aria-hidden="true" className="size-5 text-brand-600" />
          Séances
        </h2>
        <div className="mt-4">
          {sessions.isPending ? (
            <div className="flex flex-col gap-3" aria-busy="true">
              <span className="sr-only">Chargement des séances…</span>
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
            </div>
          ) : sessions.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-red-800 text-sm">
              Impossible de charger les séances.
              <Button variant="secondary" size="sm" onClick={() => void sessions.refetch()}>
                <RefreshCw aria-hidden="true" className="size-4" />
                Réessayer
              </Button>
            </div>
          ) : sessions.data.length === 0 ? (
            <EmptyState icon={ListChecks} title="Aucune séance dans ce programme pour le moment" />
          ) : (
            <ol className="flex flex-col gap-3">
              {sessions.data.map((session, index) => (
                <SessionItem
                  key={session.id}
                  session={session}
                  position={session.order > 0 ? session.order : index + 1}
                  isDone={marks?.doneThisWeek.includes(session.id) ?? false}
                  isNext={marks?.nextSessionId === session.id}
                />
              ))}
            </ol>
          )}
        </div>
      </section>
    </Card>
  );
}
