import { MESSAGES, type WeeklyGoal } from '@elan/domain';
import { describe, expect, it } from 'vitest';
import {
  goalBoundsHint,
  goalOf,
  goalProgressLabel,
  goalRemainingLabel,
  weeklyGoalValuesFrom,
  weeksInARowLabel,
  weeksStreakLabel,
  withGoalType,
} from './weekly-goal.ts';
import { checkWeeklyGoal } from './weekly-goal-check.ts';

const GOAL: WeeklyGoal = {
  goalType: 'minutes',
  goalTarget: 120,
  current: 45,
  progress_percent: 37,
  achieved: false,
  week_start: '2026-03-02',
  weeks_in_a_row: 0,
  weeks_streak: 0,
  current_week_met: false,
};

describe('formulaire de l’objectif hebdomadaire', () => {
  it('propose 3 séances sans objectif, reprend l’objectif enregistré sinon', () => {
    expect(weeklyGoalValuesFrom(null)).toEqual({ goalType: 'sessions', goalTarget: '3' });
    expect(weeklyGoalValuesFrom(GOAL)).toEqual({ goalType: 'minutes', goalTarget: '120' });
  });

  it('garde le nombre au changement de type seulement s’il reste dans les bornes', () => {
    expect(withGoalType({ goalType: 'sessions', goalTarget: '12' }, 'minutes')).toEqual({
      goalType: 'minutes',
      goalTarget: '12',
    });
    expect(withGoalType({ goalType: 'minutes', goalTarget: '120' }, 'sessions')).toEqual({
      goalType: 'sessions',
      goalTarget: '3',
    });
    expect(withGoalType({ goalType: 'sessions', goalTarget: '5' }, 'minutes')).toEqual({
      goalType: 'minutes',
      goalTarget: '90',
    });
  });

  it('accepte les bornes : 1 et 14 séances, 10 et 1000 minutes', () => {
    expect(checkWeeklyGoal({ goalType: 'sessions', goalTarget: '1' }).body).toEqual({
      goalType: 'sessions',
      goalTarget: 1,
    });
    expect(checkWeeklyGoal({ goalType: 'sessions', goalTarget: '14' }).body?.goalTarget).toBe(14);
    expect(checkWeeklyGoal({ goalType: 'minutes', goalTarget: '10' }).body?.goalTarget).toBe(10);
    expect(checkWeeklyGoal({ goalType: 'minutes', goalTarget: '1000' }).body?.goalTarget).toBe(1000);
  });

  it('refuse hors bornes avec le message français du schéma', () => {
    expect(checkWeeklyGoal({ goalType: 'sessions', goalTarget: '15' }).errors?.goalTarget).toBe(
      'L’objectif doit être compris entre 1 et 14 séances',
    );
    expect(checkWeeklyGoal({ goalType: 'minutes', goalTarget: '9' }).errors?.goalTarget).toBe(
      'L’objectif doit être compris entre 10 et 1000 minutes',
    );
  });

  it('refuse une case vide ou un nombre décimal', () => {
    expect(checkWeeklyGoal({ goalType: 'sessions', goalTarget: '' }).errors?.goalTarget).toBe(
      MESSAGES.goalTargetInvalid,
    );
    expect(checkWeeklyGoal({ goalType: 'sessions', goalTarget: '2.5' }).errors?.goalTarget).toBe(
      MESSAGES.goalTargetInvalid,
    );
  });

  it('écrit la progression, les bornes et la série en français', () => {
    // No-break spaces (U+00A0): a number never ends a line without its unit.
    expect(goalProgressLabel(GOAL)).toBe('45\u00A0/\u00A0120\u00A0minutes');
    expect(goalBoundsHint('sessions')).toBe('Entre 1 et 14 séances par semaine');
    expect(goalRemainingLabel(GOAL)).toBe("Encore 75\u00A0minutes pour l'atteindre");
    expect(goalRemainingLabel({ goalType: 'sessions', goalTarget: 3, current: 2 })).toBe(
      "Encore 1\u00A0séance pour l'atteindre",
    );
    expect(weeksInARowLabel(1)).toBe("1\u00A0semaine d'affilée");
    expect(weeksInARowLabel(4)).toBe("4\u00A0semaines d'affilée");
  });
});

describe('série de semaines (issue 34)', () => {
  it('« 6 semaines d’affilée », « 1 semaine d’affilée », « en cours » tant que la semaine n’est pas atteinte', () => {
    expect(weeksStreakLabel({ weeks_streak: 6, current_week_met: true })).toBe("6\u00a0semaines d'affilée");
    expect(weeksStreakLabel({ weeks_streak: 1, current_week_met: true })).toBe("1\u00a0semaine d'affilée");
    expect(weeksStreakLabel({ weeks_streak: 5, current_week_met: false })).toBe(
      "5\u00a0semaines d'affilée · en cours",
    );
  });

  it('une réponse sans objectif (goalType null) n’est pas un objectif', () => {
    expect(goalOf({ ...GOAL, goalType: null, goalTarget: null })).toBeNull();
    expect(goalOf(GOAL)).toEqual(GOAL);
    expect(goalOf(null)).toBeNull();
  });
});
