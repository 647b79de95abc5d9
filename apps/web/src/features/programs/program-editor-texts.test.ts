import { describe, expect, it } from 'vitest';
import { deleteProgramMessage, repsText } from './program-editor-texts.ts';

describe('confirmation de suppression d’un programme', () => {
  it('dit combien de membres le suivent, au singulier et au pluriel', () => {
    expect(deleteProgramMessage(0)).toMatch(/^Personne ne suit ce programme/);
    expect(deleteProgramMessage(1)).toMatch(/^1 membre suit ce programme : il ne le verra plus\./);
    expect(deleteProgramMessage(3)).toMatch(/^3 membres suivent ce programme : ils ne le verront plus\./);
    expect(deleteProgramMessage(3)).toMatch(/Supprimer le programme \?$/);
  });
});

describe('répétitions d’un exercice', () => {
  it('une fourchette s’écrit « 8–12 », un nombre seul reste seul', () => {
    expect(repsText({ reps: 8, reps_max: 12 })).toBe('8–12');
    expect(repsText({ reps: 10, reps_max: null })).toBe('10');
    expect(repsText({ reps: 10, reps_max: 10 })).toBe('10');
  });
});
