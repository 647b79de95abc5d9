import type { CompletionComment } from '@elan/domain';
import { MessageCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useDeleteCommentMutation } from '../api/delete-comment.ts';
import { useCommentsQuery } from '../api/get-comments.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';

type CommentThreadProps = {
  completionId: number;
  /** The field shows when the caller may write (whoever may read the thread may answer it). */
  canWrite: boolean;
  /** Another place shows the count (the circle's card): told of a comment added or removed. */
  onChanged?: (() => void) | undefined;
};

/** A completion's comments, newest last, then the field (decision 111). */
export function CommentThread({ completionId, canWrite, onChanged }: CommentThreadProps) {
  const thread = useCommentsQuery(completionId);
  const remove = useDeleteCommentMutation(onChanged);
  const now = new Date();
  const onDelete = (comment: CompletionComment) => remove.mutate({ commentId: comment.id, completionId });

  if (thread.isPending) {
    return (
      <div role="status" aria-label="Chargement des commentaires…" className="flex flex-col gap-2">
        <Skeleton className="h-14 rounded-xl" />
        <Skeleton className="h-14 rounded-xl" />
      </div>
    );
  }
  // 403: not in the circle today, not their coach — the server says which, in French.
  if (thread.isError) return <p className="text-sm text-stone-600">{getErrorMessage(thread.error)}</p>;

  const comments = thread.data.pages.flat();
  return (
    <div className="flex flex-col gap-3">
      {comments.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <MessageCircle aria-hidden="true" className="size-4 text-stone-400" />
          Aucun commentaire pour l'instant
        </p>
      ) : (
        <ol aria-label="Commentaires" className="flex flex-col gap-2">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              now={now}
              isDeleting={remove.isPending && remove.variables?.commentId === comment.id}
              onDelete={onDelete}
            />
          ))}
        </ol>
      )}
      {thread.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => void thread.fetchNextPage()}
          disabled={thread.isFetchingNextPage}
        >
          {thread.isFetchingNextPage && <Spinner size="sm" label="Chargement de la suite…" />}
          Voir les commentaires suivants
        </Button>
      )}
      {remove.isError && (
        <p role="alert" className="text-red-700 text-sm">
          {getErrorMessage(remove.error)}
        </p>
      )}
      {canWrite && <CommentForm completionId={completionId} onChanged={onChanged} />}
    </div>
  );
}
