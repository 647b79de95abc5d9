import { describe, expect, it } from 'vitest';
import { otherParticipantsLabel, PARTICIPANTS_SHOWN } from './participants-card.tsx';

describe('otherParticipantsLabel', () => {
  it('compte les membres actifs au-delà des cinq affichés', () => {
    expect(PARTICIPANTS_SHOWN).toBe(5);
    expect(otherParticipantsLabel(12, PARTICIPANTS_SHOWN)).toBe('+7 autres participants');
  });

  it('compte, sans les nommer, les membres privés que le visiteur ne voit pas : les noms listés plus N font le total', () => {
    // 8 active members, 2 of whom the viewer may see (6 private, not friends): 2 names, +6.
    expect(otherParticipantsLabel(8, 2)).toBe('+6 autres participants');
    expect(otherParticipantsLabel(3, 0)).toBe('+3 autres participants');
  });

  it('ne dit rien quand tout le monde est affiché', () => {
    expect(otherParticipantsLabel(5, 5)).toBeNull();
    expect(otherParticipantsLabel(0, 0)).toBeNull();
    // The stats read before a member joined: never a negative count.
    expect(otherParticipantsLabel(2, 3)).toBeNull();
  });
});
