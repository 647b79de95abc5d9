import { describe, expect, it } from 'vitest';
import { addConnectionBody, memberSearchQuery, reactionBody, socialFeedQuery, unlockBody } from './social.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('social bodies and queries (decision 018)', () => {
  it.each([
    [addConnectionBody, {}, "L'identifiant du membre est obligatoire"],
    [addConnectionBody, { friendId: 'x' }, 'Identifiant invalide'],
    [unlockBody, {}, 'La séance est obligatoire'],
    [unlockBody, { sessionCompletionId: 1, emoji: '👍👍' }, 'Choisissez un seul emoji'],
    [unlockBody, { sessionCompletionId: 1, emoji: 'a' }, 'Choisissez un seul emoji'],
    [
      unlockBody,
      { sessionCompletionId: 1, message: 'é'.repeat(281) },
      'Le message ne doit pas dépasser 280 caractères',
    ],
    [reactionBody, { emoji: '😀' }, 'Réaction invalide (👏, 🔥, 💪 ou ❤️)'],
    [socialFeedQuery, { limit: '51' }, 'La limite doit être comprise entre 1 et 50'],
    [socialFeedQuery, { offset: '1001' }, 'Le décalage doit être compris entre 0 et 1000'],
    [socialFeedQuery, { before: '2026-01-01' }, 'Curseur de pagination invalide'],
    [memberSearchQuery, { q: ' a ' }, 'Saisissez au moins 2 caractères'],
    [memberSearchQuery, { q: 'a'.repeat(81) }, 'La recherche ne doit pas dépasser 80 caractères'],
  ] as const)('refuse %#', (schema, input, message) => {
    expect(firstMessage(schema.safeParse(input))).toBe(message);
  });

  it('accepte un emoji composé (peau, drapeau, cœur) et 280 caractères', () => {
    for (const emoji of ['👍🏽', '🇫🇷', '❤️', '👨‍👩‍👧']) {
      expect(unlockBody.parse({ sessionCompletionId: 3, emoji }).emoji).toBe(emoji);
    }
    const message = `${'😀'.repeat(280)}`;
    expect(unlockBody.parse({ sessionCompletionId: '3', message: ` ${message} ` })).toEqual({
      sessionCompletionId: 3,
      message,
    });
    expect(unlockBody.parse({ sessionCompletionId: 3, message: '  ' }).message).toBeNull();
  });

  it('lit la page du feed par défaut', () => {
    expect(socialFeedQuery.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(socialFeedQuery.parse({ before: '1764028800000000_42', limit: '10' })).toEqual({
      limit: 10,
      offset: 0,
      before: '1764028800000000_42',
    });
  });
});
