import { type CompletionComment, formatDateTime, formatRelativeTime } from '@elan/domain';
import { Trash2 } from 'lucide-react';
import { commentSegments } from '../comment-text.ts';

type CommentItemProps = {
  comment: CompletionComment;
  now: Date;
  isDeleting: boolean;
  onDelete: (comment: CompletionComment) => void;
};

/** One comment: its writer (« Coach » beside the author's coach), when, and its plain text. */
export function CommentItem({ comment, now, isDeleting, onDelete }: CommentItemProps) {
  const name = `${comment.first_name} ${comment.last_name}`.trim();
  return (
    <li className="flex flex-col gap-1 rounded-xl bg-stone-50 px-3 py-2.5">
      <div className="flex items-start gap-2">
        <p className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <span className="font-semibold text-sm text-stone-900">{name}</span>
          {comment.is_coach && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 text-xs">
              Coach
            </span>
          )}
          <time
            dateTime={comment.created_at}
            title={formatDateTime(comment.created_at)}
            className="text-stone-500 text-xs"
          >
            {formatRelativeTime(comment.created_at, now, 'feed')}
          </time>
        </p>
        {comment.can_delete && (
          <button
            type="button"
            onClick={() => onDelete(comment)}
            disabled={isDeleting}
            aria-label={`Supprimer le commentaire de ${name}`}
            className="-my-1 -mr-1 grid size-9 shrink-0 place-items-center rounded-lg text-stone-500 hover:bg-stone-200 hover:text-red-700 disabled:opacity-60"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <p className="whitespace-pre-wrap break-words text-sm text-stone-800">
        {commentSegments(comment.text).map((segment, index) =>
          segment.kind === 'address' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, in order
            <span key={index} className="break-all">
              {segment.value}
            </span>
          ) : (
            segment.value
          ),
        )}
      </p>
    </li>
  );
}
