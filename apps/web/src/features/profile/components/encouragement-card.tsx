import { ArrowRight, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths.ts';

/** Spec /profile/{userId}: the closing card that sends the visitor to the programmes. */
export function EncouragementCard({ firstName }: { firstName: string | undefined }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-brand-500/20 shadow-lg md:p-8"
    >
      <div aria-hidden="true" className="-top-16 -right-10 absolute size-56 rounded-full bg-white/10" />
      <div className="relative flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
        <div className="flex items-start gap-4">
          <span className="hidden size-12 shrink-0 place-items-center rounded-2xl bg-white/15 sm:grid">
            <Sparkles aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id={headingId} className="font-bold text-2xl">
              {firstName ? `${firstName} avance, et toi\u00a0?` : 'Et toi, tu avances\u00a0?'}
            </h2>
            <p className="mt-1 max-w-xl text-white/90">
              Chaque séance compte : trouve ton programme et entraîne-toi à ton rythme.
            </p>
          </div>
        </div>
        <Link
          to={PATHS.programs}
          className="inline-flex h-12 shrink-0 items-center justify-center gap-2 self-start rounded-xl bg-white px-6 font-semibold text-brand-700 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-white md:self-center"
        >
          Découvrir les programmes
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
