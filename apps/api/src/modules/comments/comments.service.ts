import {
  addDays,
  COMMENT_MESSAGES,
  type CompletionComment,
  type commentListQuery,
  MESSAGES,
  NOTIFICATION_TEXTS,
  parisDay,
  parisDayStart,
} from '@elan/domain';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { Permission, requireCommentAccess, requireCommentDelete } from '../access/access.ts';
import type { NewNotification } from '../push/notifications.repository.ts';
import { type CommentRow, commentsRepository as repo } from './comments.repository.ts';

type Page = z.output<typeof commentListQuery>;

export type CommentsServiceOptions = {
  now?: () => Date;
  /** The notifier's `toMember`, in the comment's transaction (the push is queued there too). */
  notify: (tx: Transaction, userId: number, item: NewNotification) => Promise<unknown>;
};

const toComment = (row: CommentRow, viewerId: number): CompletionComment => ({
  id: row.id,
  completion_id: row.completion_id,
  user_id: row.user_id,
  first_name: row.first_name,
  last_name: row.last_name,
  is_coach: row.is_coach,
  text: row.text,
  created_at: new Date(row.created_at).toISOString(),
  can_delete: viewerId === row.user_id || viewerId === row.completion_author_id,
});

/** Comments on a completion (issues 32 and 34, decision 111); who may is access.ts's rule. */
export function createCommentsService(db: Database, options: CommentsServiceOptions) {
  const now = options.now ?? (() => new Date());
  const today = () => {
    const day = parisDay(now());
    return { start: parisDayStart(day), end: parisDayStart(addDays(day, 1)) };
  };

  return {
    async list(viewerId: number, completionId: number, page: Page): Promise<CompletionComment[]> {
      await requireCommentAccess(db, viewerId, Permission.CompletionCommentRead, completionId, today());
      const rows = await repo.list(db, completionId, page.limit, page.offset);
      return rows.map((row) => toComment(row, viewerId));
    },

    /** Stores the comment and tells the completion's author (not when they wrote it) in one transaction. */
    async create(viewerId: number, completionId: number, text: string): Promise<CompletionComment> {
      await requireCommentAccess(db, viewerId, Permission.CompletionCommentWrite, completionId, today());
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insert(tx, completionId, viewerId, text, now());
        if (!inserted) throw new AppError('NOT_FOUND', MESSAGES.completionNotFound);
        if (inserted.completion_author_id !== viewerId) {
          await options.notify(tx, inserted.completion_author_id, {
            type: 'comment',
            ...NOTIFICATION_TEXTS.comment(inserted.first_name, inserted.session_title),
            data: { completionId, url: `/completion/${completionId}` },
            actorId: viewerId,
          });
        }
        return inserted;
      });
      return toComment(row, viewerId);
    },

    async remove(viewerId: number, commentId: number): Promise<{ id: number }> {
      const owners = await repo.owners(db, commentId);
      if (!owners) throw new AppError('NOT_FOUND', COMMENT_MESSAGES.commentNotFound);
      requireCommentDelete(viewerId, {
        writerId: owners.writer_id,
        completionAuthorId: owners.completion_author_id,
      });
      await repo.remove(db, commentId);
      return { id: commentId };
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
