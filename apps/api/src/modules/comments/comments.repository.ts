import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { completionComments, completions, users } from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/db-errors.ts';
import { writerCoachesSql } from '../access/access.ts';

/** A comment with its writer's names and whether the writer coaches the completion's author. */
export type CommentRow = {
  id: number;
  completion_id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  is_coach: boolean;
  text: string;
  created_at: string | Date;
  completion_author_id: number;
};

/** The inserted comment, with what its notification says (the writer's first name, the session). */
export type InsertedComment = CommentRow & { session_title: string };

const commentColumns = sql`cc.id, cc.completion_id, cc.author_id as user_id, u.first_name, u.last_name,
  ${writerCoachesSql(sql`cc.author_id`, sql`c.user_id`)} as is_coach, cc.text, cc.created_at,
  c.user_id as completion_author_id`;

/** Comments of completions (decision 111): the only SQL of the comments module. */
export const commentsRepository = {
  /**
   * One statement: the comment, if the completion still exists (a deletion in between answers no
   * row rather than a foreign-key error), with the writer's names and the session's title.
   */
  async insert(db: Executor, completionId: number, writerId: number, text: string, at: Date) {
    const [row] = rowsOf<InsertedComment>(
      await db.execute(sql`
        with cc as (
          insert into ${completionComments} (completion_id, author_id, text, created_at)
          select id, ${writerId}::int, ${text}, ${at} from ${completions} where id = ${completionId}
          returning *)
        select ${commentColumns}, c.session_title
        from cc
        join ${completions} c on c.id = cc.completion_id
        join ${users} u on u.id = cc.author_id`),
    );
    return row;
  },

  /** A page of the thread, oldest first, along `completion_comments_completion_created_idx`. */
  async list(db: Executor, completionId: number, limit: number, offset: number) {
    return rowsOf<CommentRow>(
      await db.execute(sql`
        select ${commentColumns}
        from ${completionComments} cc
        join ${completions} c on c.id = cc.completion_id
        join ${users} u on u.id = cc.author_id
        where cc.completion_id = ${completionId}
        order by cc.created_at, cc.id
        limit ${limit} offset ${offset}`),
    );
  },

  /** The comment's writer and its completion's author, for the removal's rule. */
  async owners(db: Executor, commentId: number) {
    const [row] = rowsOf<{ writer_id: number; completion_author_id: number }>(
      await db.execute(sql`
        select cc.author_id as writer_id, c.user_id as completion_author_id
        from ${completionComments} cc join ${completions} c on c.id = cc.completion_id
        where cc.id = ${commentId}`),
    );
    return row;
  },

  async remove(db: Executor, commentId: number) {
    await db.execute(sql`delete from ${completionComments} where id = ${commentId}`);
  },
};
