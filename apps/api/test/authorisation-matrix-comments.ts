import { at, type Matrix } from './authorisation-matrix-kit.ts';

/**
 * Comments on the owner's completion (issues 32 and 34, decision 111): the owner and the friend
 * (whose circle is open today, the completion being a card of the owner's circle) read and write;
 * the world's coach coaches nobody here, so a coach and an admin are strangers (403).
 */
const circleOnly = (status: number) => ({
  anonymous: 401,
  owner: status,
  friend: status,
  stranger: 403,
  coach: 403,
  admin: 403,
});

export const COMMENT_ROUTES: Matrix = {
  'GET /api/completions/:id/comments': {
    expect: circleOnly(200),
    request: at((w) => `/api/completions/${w.completion.id}/comments`),
  },
  'POST /api/completions/:id/comments': {
    expect: circleOnly(201),
    request: at(
      (w) => `/api/completions/${w.completion.id}/comments`,
      () => ({ text: 'Belle séance !' }),
    ),
  },
  // The friend's fresh comment: its writer and the completion's author may remove it.
  'DELETE /api/comments/:id': {
    expect: circleOnly(200),
    request: async (w) => {
      const comment = await w.call<{ id: number }>(
        w.actors.friend,
        'POST',
        `/api/completions/${w.completion.id}/comments`,
        { text: 'À supprimer' },
      );
      return { url: `/api/comments/${comment.id}` };
    },
  },
};
