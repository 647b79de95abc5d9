import { describe, expect, it } from 'vitest';
import { CHALLENGE_MESSAGES } from '../constants/challenges.ts';
import { PREFERENCE_BY_TYPE } from '../constants/notifications.ts';
import { competitionRanks } from '../rules/competition-rank.ts';
import { challengeFormSchema, challengeLengthInDays, createChallengeBody } from './challenges.ts';

const valid = {
  title: 'Mars en forme',
  metric: 'sessions',
  target: 3,
  starts_on: '2026-03-10',
  ends_on: '2026-03-16',
  invitee_ids: [2, 3],
};
const errorsOf = (input: unknown) => {
  const result = createChallengeBody.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('createChallengeBody (issue 34)', () => {
  it('accepte les bornes : 1 jour, 8 semaines, 1 et 100 séances, 6 000 minutes, 19 invités', () => {
    for (const input of [
      { ...valid, ends_on: valid.starts_on },
      { ...valid, ends_on: '2026-05-04' },
      { ...valid, target: 1 },
      { ...valid, target: 100 },
      { ...valid, metric: 'minutes', target: 6000 },
      { ...valid, invitee_ids: Array.from({ length: 19 }, (_, index) => index + 2) },
      { ...valid, title: 'x'.repeat(80) },
    ])
      expect(errorsOf(input), JSON.stringify(input)).toEqual([]);
  });

  it('refuse en français ce qui sort des bornes', () => {
    const cases: [object, string][] = [
      [{ target: 0 }, CHALLENGE_MESSAGES.targetSessionsRange],
      [{ target: 101 }, CHALLENGE_MESSAGES.targetSessionsRange],
      [{ metric: 'minutes', target: 0 }, CHALLENGE_MESSAGES.targetMinutesRange],
      [{ metric: 'minutes', target: 6001 }, CHALLENGE_MESSAGES.targetMinutesRange],
      [{ target: 2.5 }, CHALLENGE_MESSAGES.targetInvalid],
      [{ metric: 'km' }, CHALLENGE_MESSAGES.metricInvalid],
      [{ ends_on: '2026-03-09' }, CHALLENGE_MESSAGES.endBeforeStart],
      [{ ends_on: '2026-05-05' }, CHALLENGE_MESSAGES.tooLong],
      [{ starts_on: '2026-02-30' }, 'Date invalide (format AAAA-MM-JJ)'],
      [{ starts_on: undefined }, CHALLENGE_MESSAGES.startRequired],
      [{ title: ' ' }, CHALLENGE_MESSAGES.titleRequired],
      [{ title: 'x'.repeat(81) }, CHALLENGE_MESSAGES.titleTooLong],
      [{ invitee_ids: [] }, CHALLENGE_MESSAGES.inviteesRequired],
      [{ invitee_ids: 'Bruno' }, CHALLENGE_MESSAGES.inviteesInvalid],
      [
        { invitee_ids: Array.from({ length: 20 }, (_, index) => index + 2) },
        CHALLENGE_MESSAGES.tooManyParticipants,
      ],
    ];
    for (const [overrides, message] of cases)
      expect(errorsOf({ ...valid, ...overrides }), JSON.stringify(overrides)).toEqual([message]);
  });

  it('un même ami invité deux fois ne compte qu’une fois', () => {
    expect(createChallengeBody.parse({ ...valid, invitee_ids: [2, 2, 3] }).invitee_ids).toEqual([2, 3]);
  });

  it('le formulaire refuse un début passé, au jour du membre', () => {
    const result = challengeFormSchema('2026-03-11').safeParse(valid);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      CHALLENGE_MESSAGES.startInPast,
    ]);
    expect(challengeFormSchema('2026-03-10').safeParse(valid).success).toBe(true);
  });

  it('compte les jours de Paris, les deux bouts inclus, changement d’heure compris', () => {
    expect(challengeLengthInDays('2026-03-10', '2026-03-10')).toBe(1);
    expect(challengeLengthInDays('2026-03-23', '2026-04-05')).toBe(14);
    expect(challengeLengthInDays('2026-10-20', '2026-10-26')).toBe(7);
  });
});

describe('competitionRanks', () => {
  it.each([
    [
      [5, 5, 3],
      [1, 1, 3],
    ],
    [
      [4, 3, 3, 1],
      [1, 2, 2, 4],
    ],
    [
      [0, 0],
      [1, 1],
    ],
    [[], []],
  ])('%j → %j', (scores, ranks) => {
    expect(competitionRanks(scores)).toEqual(ranks);
  });
});

describe('notifications des défis', () => {
  it('l’invitation et le défi remporté relèvent du seul switch « Défis »', () => {
    expect(PREFERENCE_BY_TYPE.challenge_invitation).toBe('challenges');
    expect(PREFERENCE_BY_TYPE.challenge_won).toBe('challenges');
  });
});
