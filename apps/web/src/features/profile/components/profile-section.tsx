import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** A titled card of another member's profile (programmes, sessions, badges). */
export function ProfileSection({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="min-w-0 p-5 md:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-stone-900">
          <Icon aria-hidden="true" className="size-5 text-brand-600" />
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

/** Two grey rows while a list loads, named for screen readers. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
    </div>
  );
}
