import { type PlateSettings, TOAST_TEXTS } from '@elan/domain';
import { TrendingUp } from 'lucide-react';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { getErrorMessage } from '../../../lib/api-client.ts';
import { useApplyLoadOverrideMutation } from '../api/apply-load-override.ts';
import { useSessionTargetsQuery } from '../api/get-session-targets.ts';
import { nextTimeNotes } from '../next-time.ts';

type NextTimeCardProps = {
  sessionId: number;
  /** The sets of the completion just saved. */
  sets: Parameters<typeof nextTimeNotes>[1];
  /** The member's bar and plates, on this device (decision 019). */
  plates: PlateSettings;
};

/**
 * Issue 31, after the session: what changes next time for the session's exercises with a rule
 * (read after the save), and a stall's lighter load as a one-tap suggestion. Quiet when nothing.
 */
export function NextTimeCard({ sessionId, sets, plates }: NextTimeCardProps) {
  const headingId = useId();
  const targets = useSessionTargetsQuery(sessionId, plates);
  const apply = useApplyLoadOverrideMutation();
  if (!targets.data) return null;
  const { lines, stalls } = nextTimeNotes(targets.data, sets, plates);
  if (lines.length === 0 && stalls.length === 0) return null;
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
          <TrendingUp aria-hidden="true" className="size-5 text-brand-600" />
          La prochaine fois
        </h2>
        {lines.length > 0 && (
          <ul className="mt-3 flex flex-col gap-2">
            {lines.map((line) => (
              <li
                key={line.exercise_id}
                className="rounded-xl bg-brand-50 px-3 py-2 font-semibold text-brand-800"
              >
                {line.text}
              </li>
            ))}
          </ul>
        )}
        {stalls.map((stall) => (
          <div
            key={stall.session_exercise_id}
            className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2"
          >
            <p className="font-medium text-amber-900">{stall.text}</p>
            <Button
              size="sm"
              disabled={apply.isPending}
              onClick={() =>
                apply.mutate(
                  {
                    sessionId,
                    body: { session_exercise_id: stall.session_exercise_id, weight_kg: stall.weight_kg },
                  },
                  {
                    onSuccess: () => toast.success(TOAST_TEXTS.loadOverrideApplied),
                    onError: (error) => toast.error(getErrorMessage(error)),
                  },
                )
              }
            >
              Appliquer
            </Button>
          </div>
        ))}
      </section>
    </Card>
  );
}
