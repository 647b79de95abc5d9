import { goalAmount } from '@elan/domain';
import { describe, expect, it } from 'vitest';
import { checkChallengeForm, initialChallengeValues, toggleInvitee } from './challenge-form.ts';
import { challengeGoal, challengePeriod, challengeTimeLabel, progressPercent } from './challenge-format.ts';

describe('challenge-format', () => {
  it('dit le temps qui reste en français', () => {
    const base = { starts_on: '2026-03-10', days_left: 7, is_ended: false };
    expect(challengeTimeLabel(base, '2026-03-10')).toBe('7 jours restants');
    expect(challengeTimeLabel({ ...base, days_left: 1 }, '2026-03-16')).toBe('Dernier jour');
    expect(challengeTimeLabel(base, '2026-03-09')).toBe('Commence le 10 mars 2026');
    expect(challengeTimeLabel({ ...base, is_ended: true, days_left: 0 }, '2026-03-17')).toBe('Terminé');
  });

  it('période, objectif et barre', () => {
    expect(challengePeriod({ starts_on: '2026-03-10', ends_on: '2026-03-16' })).toBe(
      'du 10 mars 2026 au 16 mars 2026',
    );
    expect(challengeGoal({ metric: 'minutes', target: 120 })).toBe(
      `Objectif : ${goalAmount(120, 'minutes')}`,
    );
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(5, 3)).toBe(100);
  });
});

describe('challenge-form', () => {
  it('envoie un corps valide, sinon les erreurs françaises du schéma par champ', () => {
    const values = { ...initialChallengeValues('2026-03-10'), title: 'Mars', invitee_ids: [4] };
    expect(checkChallengeForm(values, '2026-03-10').body).toMatchObject({ target: 3, ends_on: '2026-03-16' });
    const wrong = checkChallengeForm({ ...values, target: '0', starts_on: '2026-03-09' }, '2026-03-10');
    expect(wrong.errors).toEqual({
      target: 'L’objectif doit être compris entre 1 et 100 séances',
      starts_on: 'Le défi ne peut pas commencer dans le passé',
    });
    expect(checkChallengeForm({ ...values, invitee_ids: [] }, '2026-03-10').errors).toEqual({
      invitee_ids: 'Invitez au moins un ami',
    });
  });

  it('coche et décoche un ami', () => {
    expect(toggleInvitee([1, 2], 2)).toEqual([1]);
    expect(toggleInvitee([1], 3)).toEqual([1, 3]);
  });
});
