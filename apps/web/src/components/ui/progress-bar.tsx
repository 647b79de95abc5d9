type ProgressBarProps = {
  /** 0 to 100. */
  percent: number;
  /** Accessible name of the bar. */
  label: string;
  tone?: 'brand' | 'success';
  className?: string;
};

const TONES = { brand: 'bg-brand-500', success: 'bg-emerald-500' } as const;

export function ProgressBar({ percent, label, tone = 'brand', className = '' }: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={`h-2 w-full overflow-hidden rounded-full bg-stone-100 ${className}`.trim()}
    >
      <div
        className={`h-full rounded-full ${TONES[tone]} transition-[width] duration-500`}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
