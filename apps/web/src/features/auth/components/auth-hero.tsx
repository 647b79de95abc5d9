import { APP_NAME, APP_TAGLINE } from '@elan/domain';
import { Flame, Trophy, Users } from 'lucide-react';

const HIGHLIGHTS = [
  { icon: Flame, text: 'Des programmes guidés, séance après séance' },
  { icon: Trophy, text: 'Des badges et des séries pour rester motivé' },
  { icon: Users, text: 'Un cercle d’amis pour avancer ensemble' },
] as const;

/** Spec /login brand panel: the name, the tagline and, on wide screens, what the app offers. */
export function AuthHero() {
  return (
    <section
      aria-label={`${APP_NAME}, ${APP_TAGLINE}`}
      className="relative overflow-hidden bg-gradient-to-br from-brand-600 via-brand-600 to-brand-800 px-6 pt-10 pb-16 text-white lg:flex lg:flex-col lg:justify-between lg:px-12 lg:py-12"
    >
      <div aria-hidden="true" className="-top-24 -right-24 absolute size-72 rounded-full bg-white/10" />
      <div aria-hidden="true" className="-bottom-32 -left-16 absolute size-80 rounded-full bg-white/10" />

      <div className="relative flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-12 place-items-center rounded-2xl bg-white font-black text-2xl text-brand-600 shadow-lg"
        >
          É
        </span>
        <p className="font-black text-4xl tracking-tight">{APP_NAME}</p>
      </div>

      <div className="relative mt-6 lg:mt-0">
        <p className="max-w-md font-bold text-3xl leading-tight lg:text-5xl">« {APP_TAGLINE} »</p>
        <ul className="mt-8 hidden space-y-4 lg:block">
          {HIGHLIGHTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-lg text-white/95">
              <span className="grid size-10 place-items-center rounded-xl bg-white/15">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </div>

      <p className="relative hidden text-sm text-white/80 lg:block">
        Entraîne-toi à ton rythme, où que tu sois.
      </p>
    </section>
  );
}
