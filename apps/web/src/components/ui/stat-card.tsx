import type { LucideIcon } from 'lucide-react';
import { Card } from './card.tsx';
import { Skeleton } from './skeleton.tsx';

type StatCardProps = {
  label: string;
  value: string | number;
  icon: LucideIcon;
  /** A short line under the value. */
  detail?: string;
  isLoading?: boolean;
};

/** One figure of the dashboard's stat row. */
export function StatCard({ label, value, icon: Icon, detail, isLoading = false }: StatCardProps) {
  return (
    <Card className="flex items-start gap-3 p-4 md:p-5">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-stone-600">{label}</p>
        {isLoading ? (
          <Skeleton className="mt-1.5 h-7 w-10" />
        ) : (
          <p className="font-extrabold text-2xl text-stone-900 tabular-nums">{value}</p>
        )}
        {detail && !isLoading && <p className="text-stone-500 text-xs">{detail}</p>}
      </div>
    </Card>
  );
}
