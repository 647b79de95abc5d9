import { useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { CommentThread } from './comment-thread.tsx';

/** /completion/{id}'s « Commentaires »: the author, their coach and friends of the circle talk. */
export function CommentsSection({ completionId }: { completionId: number }) {
  const headingId = useId();
  return (
    <Card className="mx-auto w-full max-w-4xl p-5 md:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <h2 id={headingId} className="font-bold text-lg text-stone-900">
          Commentaires
        </h2>
        <CommentThread completionId={completionId} canWrite />
      </section>
    </Card>
  );
}
