import { FEELING_EMOJIS, FEELING_LABELS, type Feeling } from '@elan/domain';
import { FeelingFace } from '../../../components/ui/feeling-face.tsx';

const TONES: Record<Feeling, string> = {
  terrible: 'bg-red-50 text-red-800 ring-red-600/20',
  bad: 'bg-orange-50 text-orange-800 ring-orange-600/20',
  okay: 'bg-stone-100 text-stone-800 ring-stone-500/20',
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  excellent: 'bg-violet-50 text-violet-800 ring-violet-600/20',
};

/** A feeling as the member chose it: drawn face, emoji and French label (spec §9). */
export function FeelingBadge({ feeling }: { feeling: Feeling }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-semibold text-sm ring-1 ring-inset ${TONES[feeling]}`}
    >
      <FeelingFace feeling={feeling} size="sm" />
      <span aria-hidden="true">{FEELING_EMOJIS[feeling]}</span>
      <span>
        <span className="sr-only">Ressenti : </span>
        {FEELING_LABELS[feeling]}
      </span>
    </span>
  );
}
