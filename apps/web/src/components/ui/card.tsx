import type { HTMLAttributes } from 'react';

export function Card({ className = '', ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={`rounded-2xl border border-stone-200/80 bg-white shadow-sm shadow-stone-900/5 ${className}`.trim()}
      {...props}
    />
  );
}
