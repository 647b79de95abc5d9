import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './outbox.ts';
import { type Answer, afterPhotoUpload, entriesToSend, markRefused, verdictOf } from './outbox-sync.ts';

const answer = (status: number, extra: Partial<Answer> = {}): Answer => ({
  ok: status >= 200 && status < 300,
  status,
  data: undefined,
  message: null,
  ...extra,
});

function entry(change: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    idempotencyKey: 'cle-1',
    userId: 7,
    token: 'jeton',
    body: { session_id: 3, sets: [] } as unknown as OutboxEntry['body'],
    sessionTitle: 'Session principale',
    programTitle: 'Sous-sol sans réseau',
    queuedAt: 1,
    photo: null,
    photoUrl: null,
    rejection: null,
    ...change,
  };
}

describe('boîte d’envoi : ce que veut dire la réponse du serveur (décision 020)', () => {
  it('2xx : la séance est prise', () => {
    expect(verdictOf(answer(201))).toBe('accepted');
    expect(verdictOf(answer(200))).toBe('accepted');
  });

  it('un 4xx autre que 401, 408, 429 est un refus définitif : la même requête serait refusée encore', () => {
    for (const status of [400, 403, 404, 409, 413, 415, 422])
      expect(verdictOf(answer(status)), `${status}`).toBe('refused');
  });

  it('session perdue (401), délai (408), trop de requêtes (429) ou serveur en panne (5xx) : renvoyée plus tard', () => {
    for (const status of [401, 408, 429, 500, 502, 503]) {
      expect(verdictOf(answer(status)), `${status}`).toBe('retry-later');
    }
  });

  it('une séance refusée reste dans la boîte, marquée avec la raison du serveur, et n’est plus renvoyée', () => {
    const refused = markRefused(entry(), answer(422, { message: 'La séance n’existe plus' }));
    expect(refused).toEqual({ ...entry(), rejection: 'La séance n’existe plus' });
    expect(markRefused(entry(), answer(404)).rejection).toBe('Erreur 404');
    const waiting = entry({ idempotencyKey: 'cle-2', queuedAt: 2 });
    expect(entriesToSend([refused, waiting])).toEqual([waiting]);
  });

  it('la photo envoyée garde son adresse (pas de second envoi) ; refusée, elle est laissée et la séance part quand même', () => {
    const photo = new Blob(['png'], { type: 'image/png' });
    const uploaded = afterPhotoUpload(entry({ photo }), answer(201, { data: { url: '/uploads/abc.webp' } }));
    expect(uploaded).toMatchObject({ photo: null, photoUrl: '/uploads/abc.webp', rejection: null });
    const refused = afterPhotoUpload(entry({ photo }), answer(413, { message: 'Photo trop lourde' }));
    expect(refused).toMatchObject({ photo: null, photoUrl: null, rejection: null });
  });

  it('une photo que le serveur n’a pas pu prendre (401, 503) fait attendre toute l’entrée', () => {
    const photo = new Blob(['png'], { type: 'image/png' });
    expect(afterPhotoUpload(entry({ photo }), answer(503))).toBeNull();
    expect(afterPhotoUpload(entry({ photo }), answer(401))).toBeNull();
  });
});
