import { Monitor, Moon, SunMedium } from 'lucide-react';
import { useId, useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { loadThemeChoice, saveThemeChoice, THEME_CHOICES, type ThemeChoice } from '../../../lib/theme.ts';

const OPTIONS = {
  system: { label: 'Système', icon: Monitor },
  light: { label: 'Clair', icon: SunMedium },
  dark: { label: 'Sombre', icon: Moon },
} as const;

/** Profile (issue 29, decision 077): « Apparence : Système / Clair / Sombre », kept on this device. */
export function AppearanceCard() {
  const headingId = useId();
  const [choice, setChoice] = useState<ThemeChoice>(loadThemeChoice);
  const choose = (next: ThemeChoice) => {
    setChoice(next);
    saveThemeChoice(next);
  };
  return (
    <Card className="p-5 md:p-6">
      <fieldset aria-describedby={`${headingId}-hint`} className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 font-bold text-lg text-stone-900">Apparence</legend>
        <p id={`${headingId}-hint`} className="text-sm text-stone-600">
          Système suit le réglage du téléphone ou de l'ordinateur. Réglage gardé sur cet appareil.
        </p>
        <div className="grid grid-cols-3 gap-1 rounded-xl bg-stone-100 p-1">
          {THEME_CHOICES.map((option) => {
            const { label, icon: Icon } = OPTIONS[option];
            return (
              <label
                key={option}
                className="flex h-11 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-1 font-semibold text-sm text-stone-600 transition-colors hover:text-stone-900 has-checked:bg-white has-checked:text-brand-700 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name={`${headingId}-theme`}
                  value={option}
                  checked={choice === option}
                  onChange={() => choose(option)}
                  className="sr-only"
                />
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label}
              </label>
            );
          })}
        </div>
      </fieldset>
    </Card>
  );
}
