import { Skeleton } from '../../../components/ui/skeleton.tsx';

export function PlayerSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5" aria-busy="true">
      <span className="sr-only" role="status">
        Chargement de la séance…
      </span>
      <div className="flex justify-between">
        <Skeleton className="h-11 w-28" />
        <Skeleton className="h-8 w-20 rounded-full" />
      </div>
      <Skeleton className="h-16 w-3/4" />
      <Skeleton className="h-3 w-full rounded-full" />
      <Skeleton className="h-80 rounded-2xl" />
      <Skeleton className="h-20 rounded-2xl" />
      <Skeleton className="h-20 rounded-2xl" />
    </div>
  );
}
