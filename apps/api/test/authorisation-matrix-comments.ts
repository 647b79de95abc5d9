import { at, type Matrix } from './authorisation-matrix-kit.ts';

/**
 * Comments on the owner's completion (issues 32 and 34, decision 111): the owner and the friend
 * (whose circle is open today, the completion being a card of the owner's circle) read and write;
 * the world's coach is the owner's coach (decision 107) and reads and writes too; the admin coaches
 * nobody and is a stranger (403). Deleting the friend's comment is its writer's or the owner's alone.
 */
const circleOnly = (status: number, coach = status) => ({
  anonymous: 401,
  owner: status,
  friend: status,
  stranger: 403,
  coach,
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
    expect: circleOnly(200, 403),
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
