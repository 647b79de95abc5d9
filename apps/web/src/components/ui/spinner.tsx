import { LoaderCircle } from 'lucide-react';

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

type SpinnerProps = {
  /** Accessible name, read by screen readers. */
  label?: string;
  size?: keyof typeof SIZES;
  className?: string;
};

export function Spinner({ label = 'Chargement', size = 'md', className = '' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={`inline-flex text-brand-600 ${className}`.trim()}>
      <LoaderCircle aria-hidden="true" className={`${SIZES[size]} animate-spin`} />
    </span>
  );
}

/** Centred in the viewport: the guarded routes while the stored session loads (spec §2). */
export function FullPageSpinner() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner size="lg" />
    </div>
  );
}
