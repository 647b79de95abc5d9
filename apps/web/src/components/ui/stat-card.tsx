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
  /**
   * One cell of a strip of four on a phone (issue 29): no card of its own, the value above a small
   * label, no icon nor detail line; a card again from `md`.
   */
  isInStrip?: boolean;
};

const STRIP_CELL = 'max-md:rounded-none max-md:border-0 max-md:bg-transparent max-md:p-2 max-md:shadow-none';

/**
 * One figure of a stat row. A narrow card (two per row on a phone) puts its icon above the text,
 * so the label keeps the whole width; from 10rem of card the icon sits beside it.
 */
export function StatCard({
  label,
  value,
  icon: Icon,
  unit,
  detail,
  isLoading = false,
  isInStrip = false,
}: StatCardProps) {
  return (
    <Card className={`@container p-4 md:p-5 ${isInStrip ? STRIP_CELL : ''}`}>
      <div className="flex flex-col gap-3 @min-[10rem]:flex-row @min-[10rem]:items-start">
        <span
          className={`grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600 ${isInStrip ? 'max-md:hidden' : ''}`}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className={`flex min-w-0 flex-col ${isInStrip ? 'max-md:items-center max-md:text-center' : ''}`}>
          <p
            className={`text-sm text-stone-600 ${isInStrip ? 'max-md:order-2 max-md:text-xs max-md:leading-tight' : ''}`}
          >
            {label}
          </p>
          {isLoading ? (
            <Skeleton className="mt-1.5 h-7 w-10" />
          ) : (
            <p
              className={`font-extrabold text-2xl text-stone-900 tabular-nums ${isInStrip ? 'max-md:text-xl' : ''}`}
            >
              {typeof value === 'number' ? formatDecimal(value) : value}
              {unit && NBSP}
              {unit && (
                <span
                  className={`font-semibold text-base text-stone-600 ${isInStrip ? 'max-md:text-xs' : ''}`}
                >
                  {unit}
                </span>
              )}
            </p>
          )}
          {detail && !isLoading && (
            <p className={`text-stone-500 text-xs ${isInStrip ? 'max-md:hidden' : ''}`}>{detail}</p>
          )}
        </div>
      </div>
    </Card>
  );
}
