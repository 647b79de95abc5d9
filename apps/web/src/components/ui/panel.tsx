import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from './card.tsx';

type PanelProps = {
  title: string;
  icon: LucideIcon;
  /** Beside the title (a toggle, a button). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A titled card named by its heading (the body-composition tab's panels, the exercise statistics). */
export function Panel({ title, icon: Icon, action, children, className = '' }: PanelProps) {
  const headingId = useId();
  return (
    <Card className={`flex flex-col gap-4 p-5 md:p-6 ${className}`.trim()}>
      <section aria-labelledby={headingId} className="flex flex-1 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
            <Icon aria-hidden="true" className="size-5 text-brand-600" />
            {title}
          </h3>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** A load failure inside a panel, with a retry. */
export function PanelError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm"
    >
      <p className="font-semibold">{text}</p>
      <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2">
        Réessayer
      </button>
    </div>
  );
}
