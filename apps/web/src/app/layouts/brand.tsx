import { APP_NAME, APP_TAGLINE } from '@elan/domain';

type BrandProps = { hasTagline?: boolean };

/** The Élan mark: a warm tile with an « É », the name and, when there is room, the tagline. */
export function Brand({ hasTagline = false }: BrandProps) {
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 font-black text-white text-xl shadow-brand-500/30 shadow-md"
      >
        É
      </span>
      <div className="min-w-0">
        <p className="font-extrabold text-stone-900 text-xl leading-tight tracking-tight">{APP_NAME}</p>
        {hasTagline && <p className="text-stone-500 text-xs">{APP_TAGLINE}</p>}
      </div>
    </div>
  );
}
