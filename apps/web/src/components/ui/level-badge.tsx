import { LEVEL_LABELS, type Level } from '@elan/domain';

// Text colours at AA contrast on their tint.
const TONES: Record<Level, string> = {
  beginner: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  intermediate: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  advanced: 'bg-rose-50 text-rose-800 ring-rose-600/20',
};

/** A programme's level in French (spec §9): Débutant, Intermédiaire, Avancé. */
export function LevelBadge({ level, className = '' }: { level: Level; className?: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset ${TONES[level]} ${className}`.trim()}
    >
      {LEVEL_LABELS[level]}
    </span>
  );
}
