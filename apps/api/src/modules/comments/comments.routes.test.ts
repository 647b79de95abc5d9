import { COMMENT_MESSAGES, MESSAGES, SOCIAL_MESSAGES } from '@elan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { commentCast, commentClient, saveCompletion } from '../../../test/comment-helpers.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { befriend, programWithSession, registerMember, trainedAt } from '../../../test/social-helpers.ts';
import { coachLinks, users } from '../../db/schema/index.ts';

/** Issues 32 and 34: comments on a session, by its author, their coach and friends of the circle. */
const clock = createTestClock('2026-06-17T10:00:00Z'); // midi à Paris
let ctx: TestContext;
let ids: { program_id: number; session_id: number };
const client = commentClient(() => ctx.app);

beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
  ids = await programWithSession(ctx.app, await registerMember(ctx.app));
});
afterAll(async () => ctx.close());
afterEach(clock.reset);

const cast = (first_name?: string) => commentCast(ctx.app, ctx.db, ids, clock.now(), first_name);

describe('commentaires d’une séance : qui peut', () => {
  it('401 sans jeton, sur chaque route', async () => {
    const { completion, author } = await cast();
    const comment = await client.write(author, completion.id, 'Première');
    expect((await client.post(null, completion.id, 'Bravo')).statusCode).toBe(401);
    expect((await client.list(null, completion.id)).statusCode).toBe(401);
    expect((await client.remove(null, comment.id)).statusCode).toBe(401);
  });

  it('l’auteur, son coach et un ami au cercle ouvert commentent ; le fil, du plus ancien au plus récent, nomme le coach', async () => {
    const { author, coach, friend, completion } = await cast();
    await client.write(friend, completion.id, 'Énorme séance !');
    clock.advance(60_000);
    await client.write(coach, completion.id, 'Garde ce rythme.');
    clock.advance(60_000);
    await client.write(author, completion.id, 'Merci à vous deux');
    clock.reset();
    for (const reader of [author, coach, friend]) {
      const thread = await client.thread(reader, completion.id);
      expect(
        thread.map(({ first_name, last_name, is_coach, text }) => ({
          first_name,
          last_name,
          is_coach,
          text,
        })),
      ).toEqual([
        { first_name: 'Hugo', last_name: 'Ami', is_coach: false, text: 'Énorme séance !' },
        { first_name: 'Karim', last_name: 'Coach', is_coach: true, text: 'Garde ce rythme.' },
        { first_name: 'Camille', last_name: 'Autrice', is_coach: false, text: 'Merci à vous deux' },
      ]);
      // Deletable by its writer and by the session's author.
      const mine = thread.map((comment) => comment.can_delete);
      expect(mine).toEqual(
        reader === author ? [true, true, true] : thread.map((comment) => comment.user_id === reader.user.id),
      );
    }
    expect(await client.thread(friend, completion.id)).toHaveLength(3);
    const page = await client.list(author, completion.id, '?limit=1&offset=1');
    expect((page.json() as { data: { text: string }[] }).data.map((c) => c.text)).toEqual([
      'Garde ce rythme.',
    ]);
  });

  it('un ami dont le cercle est fermé aujourd’hui, un inconnu : 403 en français, pour lire comme pour écrire', async () => {
    const { idleFriend, stranger, completion } = await cast();
    expectFailure(await client.post(idleFriend, completion.id, 'Bravo'), 403, SOCIAL_MESSAGES.feedLocked);
    expectFailure(await client.list(idleFriend, completion.id), 403, SOCIAL_MESSAGES.feedLocked);
    expectFailure(await client.post(stranger, completion.id, 'Bravo'), 403, COMMENT_MESSAGES.forbidden);
    expectFailure(await client.list(stranger, completion.id), 403, COMMENT_MESSAGES.forbidden);
    expectFailure(await client.post(stranger, 2_000_000_000, 'Bravo'), 404, MESSAGES.completionNotFound);
  });

  it('membre privé : son ami ne commente pas une séance que le cercle ne lui montre pas ; son coach, si', async () => {
    const athlete = await registerMember(ctx.app, { first_name: 'Lou', last_name: 'Privée' });
    const friend = await registerMember(ctx.app);
    const coach = await registerMember(ctx.app);
    await befriend(ctx.db, athlete, friend);
    await trainedAt(ctx.db, friend, ids, clock.now());
    await ctx.db.update(users).set({ role: 'coach' }).where(eq(users.id, coach.user.id));
    await ctx.db.insert(coachLinks).values({ athlete_id: athlete.user.id, coach_id: coach.user.id });
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${athlete.user.id}`,
      headers: athlete.auth,
      payload: { is_private: true },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // Never unlocked: the session is no card of the circle.
    const completion = await saveCompletion(ctx.app, athlete, ids);
    expectFailure(await client.post(friend, completion.id, 'Bravo'), 403, COMMENT_MESSAGES.forbidden);
    expectFailure(await client.list(friend, completion.id), 403, COMMENT_MESSAGES.forbidden);
    const comment = await client.write(coach, completion.id, 'Bien, on augmente la charge lundi');
    expect(comment.is_coach).toBe(true);
    expect(await client.thread(athlete, completion.id)).toHaveLength(1);
  });
});

describe('commentaires : le texte', () => {
  it('400 en français : vide, 501 caractères, seulement des caractères de contrôle, absent ou pas un texte', async () => {
    const { author, completion } = await cast();
    expectFailure(await client.post(author, completion.id, ''), 400, COMMENT_MESSAGES.textEmpty);
    expectFailure(await client.post(author, completion.id, '   \n  '), 400, COMMENT_MESSAGES.textEmpty);
    expectFailure(
      await client.post(author, completion.id, 'a'.repeat(501)),
      400,
      COMMENT_MESSAGES.textTooLong,
    );
    expectFailure(
      await client.post(author, completion.id, '\u0000\u0007\u001b\t\r\n\u007f\u202e'),
      400,
      COMMENT_MESSAGES.textEmpty,
    );
    expectFailure(await client.post(author, completion.id, 42), 400, COMMENT_MESSAGES.textRequired);
    expectFailure(
      await client.call(author, 'POST', `/api/completions/${completion.id}/comments`, {}),
      400,
      COMMENT_MESSAGES.textRequired,
    );
    expectFailure(await client.list(author, completion.id, '?limit=101'), 400, COMMENT_MESSAGES.limitRange);
    expectFailure(await client.list(author, completion.id, '?offset=-1'), 400, COMMENT_MESSAGES.offsetRange);
  });

  it('500 caractères (un emoji en compte un) passent ; les caractères de contrôle sont retirés, une tabulation devient une espace', async () => {
    const { author, friend, completion } = await cast();
    const longest = `${'💪'.repeat(10)}${'a'.repeat(490)}`;
    expect((await client.write(friend, completion.id, longest)).text).toBe(longest);
    const cleaned = await client.write(
      friend,
      completion.id,
      '  Bravo\u0007 !\tSuper\r\nséance\u202e\u0000\n\n\n\nÀ demain  ',
    );
    expect(cleaned.text).toBe('Bravo ! Super\nséance\n\nÀ demain');
    expect((await client.thread(author, completion.id)).map((comment) => comment.text)).toEqual([
      longest,
      'Bravo ! Super\nséance\n\nÀ demain',
    ]);
  });
});

describe('commentaires : la suppression', () => {
  it('par son auteur ou par celui de la séance ; les autres 403, un commentaire inconnu 404', async () => {
    const { author, coach, friend, stranger, completion } = await cast();
    const first = await client.write(friend, completion.id, 'Premier');
    const second = await client.write(friend, completion.id, 'Second');
    const byCoach = await client.write(coach, completion.id, 'Du coach');
    expectFailure(await client.remove(coach, first.id), 403, COMMENT_MESSAGES.deleteForbidden);
    expectFailure(await client.remove(stranger, first.id), 403, COMMENT_MESSAGES.deleteForbidden);
    expectFailure(await client.remove(friend, byCoach.id), 403, COMMENT_MESSAGES.deleteForbidden);
    const removed = await client.remove(friend, first.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ success: true, data: { id: first.id } });
    expect((await client.remove(author, second.id)).statusCode).toBe(200);
    expectFailure(await client.remove(author, first.id), 404, COMMENT_MESSAGES.commentNotFound);
    expect((await client.thread(author, completion.id)).map((comment) => comment.id)).toEqual([byCoach.id]);
  });
});
