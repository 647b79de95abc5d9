export type ReactionCounts = Record<string, number>;

type ReactionBarProps = {
  emojis: readonly string[];
  counts: ReactionCounts;
  /** The caller's own reaction, if any. */
  mine: string | null;
  isBusy: boolean;
  /** `null` takes the reaction back. */
  onReact: (emoji: string | null) => void;
  /** Own events cannot be reacted to: counts only. */
  isReadOnly?: boolean;
};

const REACTION_NAMES: Record<string, string> = {
  '👏': 'Bravo',
  '🔥': 'En feu',
  '💪': 'Costaud',
  '❤️': 'J’adore',
};

/** CONTRACT reactions: one per member per event; pressing your own again takes it back. */
export function ReactionBar({ emojis, counts, mine, isBusy, onReact, isReadOnly = false }: ReactionBarProps) {
  return (
    <ul aria-label="Réactions" className="flex flex-wrap gap-1.5">
      {emojis.map((emoji) => {
        const count = counts[emoji] ?? 0;
        const isMine = mine === emoji;
        const name = REACTION_NAMES[emoji] ?? emoji;
        if (isReadOnly) {
          if (count === 0) return null;
          return (
            <li key={emoji}>
              <span
                role="img"
                aria-label={`${name} : ${count}`}
                className="inline-flex h-8 items-center gap-1 rounded-full bg-stone-100 px-2.5 text-sm"
              >
                <span aria-hidden="true">{emoji}</span>
                <span aria-hidden="true" className="font-semibold text-stone-700 tabular-nums">
                  {count}
                </span>
              </span>
            </li>
          );
        }
        return (
          <li key={emoji}>
            <button
              type="button"
              aria-pressed={isMine}
              aria-label={`${name} (${count})`}
              disabled={isBusy}
              onClick={() => onReact(isMine ? null : emoji)}
              className={`inline-flex h-8 items-center gap-1 rounded-full border px-2.5 text-sm transition-colors disabled:opacity-60 ${
                isMine
                  ? 'border-brand-300 bg-brand-50 text-brand-800'
                  : 'border-stone-200 bg-white text-stone-700 hover:bg-stone-50'
              }`}
            >
              <span aria-hidden="true">{emoji}</span>
              {count > 0 && <span className="font-semibold tabular-nums">{count}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
