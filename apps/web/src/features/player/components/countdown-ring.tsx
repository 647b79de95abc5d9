const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

type CountdownRingProps = {
  remainingSeconds: number;
  durationSeconds: number;
  /** Read before the digits by screen readers: « Temps de repos restant : ». */
  label: string;
  ringClassName: string;
  /** The ring's size and the digits' (the rest's ring in the bottom bar is smaller). */
  sizeClassName?: string | undefined;
  /** The empty part of the ring. */
  trackClassName?: string | undefined;
  digitsClassName?: string | undefined;
};

/** Big digits in a ring that empties as the countdown runs: the rest's and the timed set's. */
export function CountdownRing({
  remainingSeconds,
  durationSeconds,
  label,
  ringClassName,
  sizeClassName = 'size-48 sm:size-56',
  digitsClassName = 'text-6xl',
  trackClassName = 'text-white/10',
}: CountdownRingProps) {
  const shown = Math.min(remainingSeconds, durationSeconds);
  const fraction = durationSeconds > 0 ? shown / durationSeconds : 0;
  return (
    <div className={`relative grid place-items-center ${sizeClassName}`}>
      <svg aria-hidden="true" viewBox="0 0 120 120" className="-rotate-90 absolute inset-0 size-full">
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          stroke="currentColor"
          strokeWidth="8"
          className={trackClassName}
        />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          stroke="currentColor"
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
          className={`${ringClassName} transition-[stroke-dashoffset] duration-300 ease-linear`}
        />
      </svg>
      <p role="timer" className={`font-extrabold tabular-nums ${digitsClassName}`}>
        <span className="sr-only">{label}</span>
        {formatCountdown(shown)}
      </p>
    </div>
  );
}
