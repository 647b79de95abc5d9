import { CHALLENGE_LIMITS, type ChallengeMetric, parisDay } from '@elan/domain';
import { ArrowLeft, UsersRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { FieldError, INPUT_CLASS_NAME, TextField } from '../../../components/ui/text-field.tsx';
import { PATHS, pathTo } from '../../../config/paths.ts';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { type FieldErrors, withoutErrors } from '../../../lib/form-errors.ts';
import { useConnectionsQuery } from '../../social/index.ts';
import { useCreateChallengeMutation } from '../api/create-challenge.ts';
import {
  type ChallengeFormValues,
  checkChallengeForm,
  initialChallengeValues,
  toggleInvitee,
} from '../challenge-form.ts';

const METRIC_LABELS: Record<ChallengeMetric, string> = { sessions: 'Séances', minutes: 'Minutes' };

/** The friends to tick: the accepted ones of the member's circle. */
function InviteeList({
  selected,
  onToggle,
  error,
}: {
  selected: readonly number[];
  onToggle: (id: number) => void;
  error: string | undefined;
}) {
  const connections = useConnectionsQuery();
  const errorId = useId();
  const friends = (connections.data ?? []).filter((connection) => connection.status === 'accepted');
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 font-medium text-sm text-stone-700">
        Amis à inviter ({selected.length}/{CHALLENGE_LIMITS.maxParticipants - 1})
      </legend>
      {connections.isPending ? (
        <Skeleton className="h-24 rounded-xl" />
      ) : friends.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <UsersRound aria-hidden="true" className="size-4" />
          Ajoute d’abord des amis à ton cercle pour les défier.{' '}
          <Link to="/friends" className="font-semibold text-brand-700 underline">
            Trouver des amis
          </Link>
        </p>
      ) : (
        <ul className="grid gap-1 sm:grid-cols-2">
          {friends.map((friend) => (
            <li key={friend.member.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-200 px-3 py-2 hover:bg-stone-50">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-600"
                  checked={selected.includes(friend.member.id)}
                  onChange={() => onToggle(friend.member.id)}
                />
                <span className="min-w-0 truncate text-stone-900">{friend.member.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && <FieldError id={errorId} message={error} />}
    </fieldset>
  );
}

/** /challenges/new (issue 34): title, metric, target, start, end, friends; the domain's French errors. */
export function ChallengeFormScreen() {
  const today = parisDay(new Date());
  const [values, setValues] = useState<ChallengeFormValues>(() => initialChallengeValues(today));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateChallengeMutation();
  const navigate = useNavigate();
  const metricId = useId();

  const change = <K extends keyof ChallengeFormValues>(key: K, value: ChallengeFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutErrors(current, key));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkChallengeForm(values, today);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    create.mutate(checked.body, {
      onSuccess: (challenge) => {
        toast.success('Défi lancé !');
        void navigate(pathTo.challenge(challenge.id));
      },
      onError: (error) => toast.error(getErrorMessage(error)),
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <Link
        to={PATHS.challenges}
        className="inline-flex items-center gap-1.5 font-medium text-sm text-stone-600 hover:text-stone-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Défis
      </Link>
      <h1 className="font-extrabold text-2xl text-stone-900 tracking-tight md:text-3xl">Créer un défi</h1>
      <Card className="p-5 sm:p-6">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <TextField
            label="Titre"
            value={values.title}
            maxLength={CHALLENGE_LIMITS.titleMax + 20}
            placeholder="Mars en forme"
            error={errors.title}
            onChange={(event) => change('title', event.target.value)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={metricId} className="font-medium text-sm text-stone-700">
                Mesure
              </label>
              <select
                id={metricId}
                className={INPUT_CLASS_NAME}
                value={values.metric}
                aria-invalid={errors.metric ? true : undefined}
                onChange={(event) => change('metric', event.target.value as ChallengeMetric)}
              >
                {(Object.keys(METRIC_LABELS) as ChallengeMetric[]).map((metric) => (
                  <option key={metric} value={metric}>
                    {METRIC_LABELS[metric]}
                  </option>
                ))}
              </select>
              {errors.metric && <FieldError message={errors.metric} />}
            </div>
            <TextField
              label={values.metric === 'sessions' ? 'Objectif (séances)' : 'Objectif (minutes)'}
              type="number"
              inputMode="numeric"
              min={1}
              max={values.metric === 'sessions' ? CHALLENGE_LIMITS.maxSessions : CHALLENGE_LIMITS.maxMinutes}
              value={values.target}
              error={errors.target}
              onChange={(event) => change('target', event.target.value)}
            />
            <TextField
              label="Début"
              type="date"
              min={today}
              value={values.starts_on}
              error={errors.starts_on}
              onChange={(event) => change('starts_on', event.target.value)}
            />
            <TextField
              label="Fin"
              type="date"
              min={values.starts_on}
              value={values.ends_on}
              hint="De 1 jour à 8 semaines"
              error={errors.ends_on}
              onChange={(event) => change('ends_on', event.target.value)}
            />
          </div>
          <InviteeList
            selected={values.invitee_ids}
            onToggle={(id) => change('invitee_ids', toggleInvitee(values.invitee_ids, id))}
            error={errors.invitee_ids}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Link to={PATHS.challenges} className={buttonClassName({ variant: 'secondary' })}>
              Annuler
            </Link>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Création…' : 'Lancer le défi'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
