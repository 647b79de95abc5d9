import { describe, expect, it } from 'vitest';
import { otherParticipantsLabel, PARTICIPANTS_SHOWN } from './participants-card.tsx';

describe('otherParticipantsLabel', () => {
  it('compte les membres actifs au-delà des cinq affichés', () => {
    expect(PARTICIPANTS_SHOWN).toBe(5);
    expect(otherParticipantsLabel(12)).toBe('+7 autres participants');
  });

  it('ne dit rien quand tout le monde est affiché', () => {
    expect(otherParticipantsLabel(5)).toBeNull();
    expect(otherParticipantsLabel(0)).toBeNull();
  });
});
