import { COMMENT_LIMITS, cleanCommentText, commentLength } from '@elan/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { usePostCommentMutation } from '../api/post-comment.ts';

type CommentFormProps = { completionId: number; onChanged?: (() => void) | undefined };

/** A comment's field: its label, a counter to 500 (as the server counts), « Publier ». */
export function CommentForm({ completionId, onChanged }: CommentFormProps) {
  const [text, setText] = useState('');
  const post = usePostCommentMutation(onChanged);
  const length = commentLength(cleanCommentText(text));
  const isTooLong = length > COMMENT_LIMITS.textMax;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (length === 0 || isTooLong) return;
    post.mutate({ completionId, body: { text } }, { onSuccess: () => setText('') });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <TextAreaField
        label="Ton commentaire"
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="[&_textarea]:min-h-16"
        error={isTooLong ? `${COMMENT_LIMITS.textMax} caractères au plus` : undefined}
      />
      <div className="flex items-center justify-between gap-3">
        <p
          aria-live="polite"
          className={`text-xs tabular-nums ${isTooLong ? 'font-semibold text-red-700' : 'text-stone-500'}`}
        >
          {length}/{COMMENT_LIMITS.textMax}
          <span className="sr-only"> caractères</span>
        </p>
        <Button type="submit" size="sm" disabled={length === 0 || isTooLong || post.isPending}>
          {post.isPending && <Spinner size="sm" label="Publication…" className="text-white" />}
          Publier
        </Button>
      </div>
      {post.isError && (
        <p role="alert" className="text-red-700 text-sm">
          {getErrorMessage(post.error)}
        </p>
      )}
    </form>
  );
}
