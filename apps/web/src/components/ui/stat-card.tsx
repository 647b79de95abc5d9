import { formatDecimal, NBSP } from '@elan/domain';
import type { LucideIcon } from 'lucide-react';
import { Card } from './card.tsx';
import { Skeleton } from './skeleton.tsx';

type StatCardProps = {
  label: string;
  value: string | number;
  icon: LucideIcon;
  /** Written small after the value (« jour(s) »). */
  unit?: string;
  /** A short line under the value. */
  detail?: string;
  isLoading?: boolean;
};

/**
 * One figure of a stat row. A narrow card (two per row on a phone) puts its icon above the text,
 * so the label keeps the whole width; from 10rem of card the icon sits beside it.
 */
export function StatCard({ label, value, icon: Icon, unit, detail, isLoading = false }: StatCardProps) {
  return (
    <Card className="@container p-4 md:p-5">
      <div className="flex flex-col gap-3 @min-[10rem]:flex-row @min-[10rem]:items-start">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-stone-600">{label}</p>
          {isLoading ? (
            <Skeleton className="mt-1.5 h-7 w-10" />
          ) : (
            <p className="font-extrabold text-2xl text-stone-900 tabular-nums">
              {typeof value === 'number' ? formatDecimal(value) : value}
              {unit && NBSP}
              {unit && <span className="font-semibold text-base text-stone-600">{unit}</span>}
            </p>
          )}
          {detail && !isLoading && <p className="text-stone-500 text-xs">{detail}</p>}
        </div>
      </div>
    </Card>
  );
}
