import { addDays, type ChallengeMetric, type CreateChallengeBody, challengeFormSchema } from '@elan/domain';
import { type FieldErrors, fieldErrorsFrom } from '../../lib/form-errors.ts';

/** The form as typed: the target stays text while the member types. */
export type ChallengeFormValues = {
  title: string;
  metric: ChallengeMetric;
  target: string;
  starts_on: string;
  ends_on: string;
  invitee_ids: number[];
};

/** A week from today, 3 sessions: a first challenge anyone can take. */
export function initialChallengeValues(today: string): ChallengeFormValues {
  return {
    title: '',
    metric: 'sessions',
    target: '3',
    starts_on: today,
    ends_on: addDays(today, 6),
    invitee_ids: [],
  };
}

/** The body to send, or the domain schema's French errors by field (the server's own messages). */
export function checkChallengeForm(
  values: ChallengeFormValues,
  today: string,
): { body: CreateChallengeBody; errors?: undefined } | { body?: undefined; errors: FieldErrors } {
  const body = { ...values, target: values.target.trim() === '' ? Number.NaN : Number(values.target) };
  const parsed = challengeFormSchema(today).safeParse(body);
  if (!parsed.success) return { errors: fieldErrorsFrom(parsed.error) };
  return { body: parsed.data };
}

/** The member ticks or unticks a friend. */
export function toggleInvitee(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}
