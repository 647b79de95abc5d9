import { formatDecimal, formatWeight, withUnit } from '@elan/domain';
import { Clock, Dumbbell, Flame, HeartPulse, Layers, type LucideIcon, Medal, Trophy } from 'lucide-react';

export type ResultNumbers = {
  durationMinutes: number;
  /** Null while unknown (the summary before the save). */
  volumeKg: number | null;
  setsDone: number;
  records: number | null;
  badges: number | null;
  averageHeartRate: number | null;
  /** A strap's maximum (issue 33); absent or null: not shown. */
  maxHeartRate?: number | null;
  /** kcal (issue 33); absent: not shown, null: pending. */
  calories?: number | null;
};

type Figure = { label: string; value: string; icon: LucideIcon };

const PENDING = '…';

/**
 * Duration, volume, sets, records beaten, badges earned, calories, and the average and maximum
 * heart rate when known.
 */
export function resultFigures(numbers: ResultNumbers): Figure[] {
  const figures: Figure[] = [
    { label: 'Durée', value: withUnit(numbers.durationMinutes, 'min'), icon: Clock },
    {
      label: 'Volume',
      value: numbers.volumeKg === null ? PENDING : formatWeight(numbers.volumeKg),
      icon: Dumbbell,
    },
    { label: 'Séries', value: formatDecimal(numbers.setsDone), icon: Layers },
    {
      label: 'Records',
      value: numbers.records === null ? PENDING : formatDecimal(numbers.records),
      icon: Trophy,
    },
    {
      label: 'Badges',
      value: numbers.badges === null ? PENDING : formatDecimal(numbers.badges),
      icon: Medal,
    },
  ];
  if (numbers.averageHeartRate !== null) {
    figures.push({
      label: 'FC moyenne',
      value: withUnit(Math.round(numbers.averageHeartRate), 'bpm'),
      icon: HeartPulse,
    });
  }
  if (numbers.maxHeartRate != null) {
    figures.push({ label: 'FC max', value: withUnit(numbers.maxHeartRate, 'bpm'), icon: HeartPulse });
  }
  if (numbers.calories !== undefined) {
    figures.push({
      label: 'Calories',
      value: numbers.calories === null ? PENDING : withUnit(numbers.calories, 'kcal'),
      icon: Flame,
    });
  }
  return figures;
}

const TONES = {
  /** White on the brand gradient (the summary's header). */
  brand: { item: 'bg-white/15', label: 'text-white/85', value: 'text-white', icon: 'text-white/85' },
  plain: { item: 'bg-stone-50', label: 'text-stone-600', value: 'text-stone-900', icon: 'text-brand-600' },
} as const;

/** The result card's figures: two a row on a phone, three from a tablet, big numbers first. */
export function ResultFigures({
  numbers,
  tone = 'plain',
  extra = [],
}: {
  numbers: ResultNumbers;
  tone?: keyof typeof TONES;
  /** Figures the screen adds after the result's own (the summary's exercise count, the intensity). */
  extra?: { label: string; value: string }[];
}) {
  const look = TONES[tone];
  const figures = [...resultFigures(numbers), ...extra.map((item) => ({ ...item, icon: null }))];
  return (
    <dl data-testid="result-figures" className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
      {figures.map(({ label, value, icon: Icon }) => (
        <div key={label} className={`flex min-w-0 flex-col rounded-2xl px-3 py-2.5 ${look.item}`}>
          <dt className={`flex items-center gap-1.5 text-sm ${look.label}`}>
            {Icon && <Icon aria-hidden="true" className={`size-4 shrink-0 ${look.icon}`} />}
            {label}
          </dt>
          <dd className={`font-extrabold text-xl tabular-nums sm:text-2xl ${look.value}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
