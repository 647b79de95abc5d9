import { Droplets, Moon, Salad, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';

export const MOTIVATION_TEXT = '20 minutes suffisent pour faire la différence.';

const TIPS = [
  { icon: Droplets, text: "Bois un grand verre d'eau dans l'heure qui suit ta séance." },
  { icon: Salad, text: 'Prends un repas avec des protéines dans les deux heures pour bien récupérer.' },
  { icon: Moon, text: 'Dors 7 à 9 heures cette nuit : c’est là que tes muscles se reconstruisent.' },
] as const;

/** Spec /session-summary recovery tips. */
export function RecoveryTipsCard() {
  const headingId = useId();
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="font-bold text-lg text-stone-900">
          Conseils pour bien récupérer
        </h2>
        <ul className="mt-3 flex flex-col gap-3">
          {TIPS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 text-stone-700">
              <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-sky-50 text-sky-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="pt-1.5">{text}</span>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}

/** Spec /session-summary motivation line. */
export function MotivationNote() {
  return (
    <p className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-5 font-medium text-emerald-900">
      <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>Chaque séance compte : {MOTIVATION_TEXT} Reviens demain, même pour une séance courte.</span>
    </p>
  );
}
