import { countLabel } from '@elan/domain';
import { MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { CommentThread } from './comment-thread.tsx';

type FeedCommentsProps = {
  completionId: number;
  count: number;
  /** The viewer's own circle is open today: they read and answer the thread; else the count only. */
  canComment: boolean;
  onChanged?: () => void;
};

/** The circle's workout card (issue 34): the comment count, opening the thread under the card. */
export function FeedComments({ completionId, count, canComment, onChanged }: FeedCommentsProps) {
  const [isOpen, setIsOpen] = useState(false);
  const threadId = useId();
  const label = countLabel(count, 'commentaire', 'commentaires');
  if (!canComment) {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm text-stone-600">
        <MessageCircle aria-hidden="true" className="size-4" />
        {label}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={threadId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex min-h-9 items-center gap-1.5 self-start rounded-lg px-2 font-medium text-sm text-stone-700 hover:bg-stone-100 -ml-2"
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {label}
      </button>
      {isOpen && (
        <div id={threadId} className="border-stone-200 border-t pt-3">
          <CommentThread completionId={completionId} canWrite onChanged={onChanged} />
        </div>
      )}
    </div>
  );
}
