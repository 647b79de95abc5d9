import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  className?: string;
};

/** A friendly "nothing here yet" block: an icon, the exact French text, an optional action. */
export function EmptyState({ icon: Icon, title, children, className = '' }: EmptyStateProps) {
  return (
    <div
      className={`flex flex-col items-center justify-center gap-3 rounded-2xl border border-stone-300 border-dashed bg-white/60 px-6 py-10 text-center ${className}`.trim()}
    >
      <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="font-semibold text-stone-800">{title}</p>
      {children}
    </div>
  );
}
