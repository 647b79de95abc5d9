import { describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, cleanCommentText, commentBody } from './comments.ts';

describe('le texte d’un commentaire (décision 111)', () => {
  it.each([
    ['  Bravo  ', 'Bravo'],
    ['Bravo\tà toi', 'Bravo à toi'],
    ['Ligne 1\r\nLigne 2\rLigne 3', 'Ligne 1\nLigne 2\nLigne 3'],
    ['A\u0000B\u0007C\u001bD\u007fE\u0085F', 'ABCDEF'],
    ['\u202eesrever\u202c et \u2066isolé\u2069', 'esrever et isolé'],
    ['Un\n\n\n\n\nDeux', 'Un\n\nDeux'],
    ['Un\n  \n \nDeux', 'Un\n\nDeux'],
    ['👨‍👩‍👧 reste entière', '👨‍👩‍👧 reste entière'],
  ])('%j → %j', (input, expected) => {
    expect(cleanCommentText(input)).toBe(expected);
  });

  it('1 à 500 caractères une fois nettoyé, comptés comme PostgreSQL (un emoji en vaut un)', () => {
    const errorOf = (text: unknown) => commentBody.safeParse({ text }).error?.issues[0]?.message;
    expect(errorOf('')).toBe(COMMENT_MESSAGES.textEmpty);
    expect(errorOf('\u0000\t\n')).toBe(COMMENT_MESSAGES.textEmpty);
    expect(errorOf('a'.repeat(501))).toBe(COMMENT_MESSAGES.textTooLong);
    expect(errorOf(12)).toBe(COMMENT_MESSAGES.textRequired);
    expect(commentBody.parse({ text: '💪'.repeat(500) }).text).toHaveLength(1000);
  });
});
